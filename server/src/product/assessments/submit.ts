import type { FastifyInstance } from 'fastify';
import {
  ARCHIVED_TAKES_NO_SUBMISSIONS,
  SUBMISSION_SLOT_LABELS,
  SUBMIT_ASSESSMENT_MESSAGES,
  UPLOAD_VALIDATE_MESSAGES,
} from '@assess/core/rules';
import { submitAndGradeResponseSchema, SUBMISSION_FILE_FIELDS, SUBMISSION_PURPOSE_POLICY, submissionPurposeSchema, submitAndGradeFieldsSchema, type SubmissionPurpose } from '@assess/core/schemas';
import { ApiError, isUuid, parseInput, ValidationError } from '../shared/errors.js';
import { ensureStorageLeft, filesOfEntity, insertUploadedFile, requireAttachable } from '../files/index.js';
import { createJob, type GradingPayload } from '../jobs/index.js';
import { GRADE_QUEUE } from '../shared/queue.js';
import { receiveForm } from '../storage/index.js';
import { findVisibleSubject, subjectNamed } from '../subjects/index.js';
import { consumeUsage, ensureUsageLeft } from '../usage/index.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { refuseAttemptPastAllowance } from './attempts.js';
import { findVisibleAssessment, insertAssessment, insertSubmission } from './repository.js';
import { ASSESSMENT_NOT_FOUND, MARK_SCHEME_TYPES, QUESTION_PAPER_TYPES } from './routes.js';

export const SUBMITTED_MESSAGE = 'Assessment submitted successfully';

function purposeOf(fields: Record<string, string>): SubmissionPurpose {
  const parsed = submissionPurposeSchema.safeParse(fields.purpose ?? 'submission');
  return parsed.success ? parsed.data : 'submission';
}

function tooLargeMessage(purpose: SubmissionPurpose): string {
  return purpose === 'validation' ? UPLOAD_VALIDATE_MESSAGES.fileTooLarge : SUBMIT_ASSESSMENT_MESSAGES.fileTooLarge;
}

/** An existing assessment the student may answer (one set for their class, or their own) and its paper's files. */
async function assessmentToAnswer(product: ProductContext, userId: string, assessmentId: string) {
  const row = isUuid(assessmentId) ? await findVisibleAssessment(product.db, userId, assessmentId) : undefined;
  if (!row) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
  // An archived assessment keeps the work it has, and takes no more.
  if (row.archived_at) throw new ApiError(409, ARCHIVED_TAKES_NO_SUBMISSIONS);
  const files: GradingPayload['files'] = {};
  for (const file of await filesOfEntity(product.db, 'assessment', row.id)) {
    if (!file.is_current_version) continue;
    if (QUESTION_PAPER_TYPES.includes(file.file_type)) files.question_paper ??= file.id;
    if (MARK_SCHEME_TYPES.includes(file.file_type)) files.mark_scheme ??= file.id;
  }
  return { id: row.id, files, own: row.creator_id === userId, title: row.title, subject: row.subject_id && row.subject_name ? { id: row.subject_id, name: row.subject_name } : null };
}

export const SET_DETAILS_FIXED = 'The title and subject of an assessment your teacher set cannot be changed. Submit your answers under its own title and subject.';

/**
 * Answers to someone else's assessment (one set for the student's class) go under its own title and subject: a
 * title or subject that differs from the assessment's is refused, whatever the form showed.
 */
function refuseChangedDetails(fields: { title: string; subject_id?: string | undefined; subject_name?: string | undefined }, assessment: { title: string; subject: { id: string; name: string } | null }): void {
  const problems = [];
  if (fields.title.trim() !== assessment.title.trim()) problems.push({ loc: ['body', 'title'], msg: SET_DETAILS_FIXED, type: 'value_error' });
  const subjectId = fields.subject_id?.trim();
  const subjectName = fields.subject_name?.trim();
  const otherSubject = assessment.subject !== null && (subjectId ? subjectId !== assessment.subject.id : subjectName?.toLowerCase() !== assessment.subject.name.toLowerCase());
  if (otherSubject) problems.push({ loc: ['body', 'subject_id'], msg: SET_DETAILS_FIXED, type: 'value_error' });
  if (problems.length > 0) throw new ValidationError(problems);
}

/**
 * POST /api/assessments/submit-and-grade: Submit New and Upload & Validate (decision 12). The usage limit is
 * checked before anything is stored and counted with the submission; the files stream into storage and a
 * grading job is queued.
 */
export function registerSubmitRoute(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  route({ method: 'POST', url: '/api/assessments/submit-and-grade', tag: 'Assessments', summary: 'Submit answers for grading or validation (decision 12); answers a job id. A submission past the attempts an assessment set by someone else allows is refused (409), using no quota', form: { fields: submitAndGradeFieldsSchema, files: ['question_paper', 'mark_scheme', 'student_answer'] }, response: submitAndGradeResponseSchema, errors: [409, 413, 415, 422, 429] }, async (input, request) => {
    const { userId } = input;
    const received = await receiveForm(request, product.storage, userId, {
      fileFields: SUBMISSION_FILE_FIELDS,
      limitFor: (fields) => {
        const purpose = purposeOf(fields);
        return { bytes: SUBMISSION_PURPOSE_POLICY[purpose].maxFileBytes, message: tooLargeMessage(purpose) };
      },
      beforeFirstFile: async (fields) => {
        // A submission past the attempts allowed is refused before its files are stored (and again, under a lock, below).
        if (purposeOf(fields) === 'submission' && fields.assessment_id && isUuid(fields.assessment_id)) {
          await refuseAttemptPastAllowance(product.db, userId, fields.assessment_id);
        }
        await ensureUsageLeft(product.db, userId, SUBMISSION_PURPOSE_POLICY[purposeOf(fields)].usageFeature);
      },
    });
    let committed = false;
    try {
      const fields = parseInput(submitAndGradeFieldsSchema, { title: '', ...received.fields }, 'body');
      const policy = SUBMISSION_PURPOSE_POLICY[fields.purpose];
      // The limit of the purpose finally sent applies, also when that field came after the files.
      for (const file of received.files.values()) {
        if (file.size > policy.maxFileBytes) throw new ApiError(413, tooLargeMessage(fields.purpose));
      }
      const answer = received.files.get('student_answer');
      if (!answer) {
        const message = fields.purpose === 'validation' ? UPLOAD_VALIDATE_MESSAGES.answerSheetRequired : `${SUBMISSION_SLOT_LABELS.student_answer} is required`;
        throw new ValidationError([{ loc: ['body', 'student_answer'], msg: message, type: 'missing' }]);
      }
      const existing = fields.assessment_id ? await assessmentToAnswer(product, userId, fields.assessment_id) : undefined;
      if (existing && !existing.own) refuseChangedDetails(fields, existing);
      const subjectId = fields.subject_id?.trim();
      // Answers to an assessment are graded under its own subject (a teacher's custom one, which the student may not see).
      const subject = existing?.subject ?? (subjectId
        ? isUuid(subjectId)
          ? await findVisibleSubject(product.db, userId, subjectId)
          : undefined
        : await subjectNamed(product.db, userId, fields.subject_name!.trim()));
      if (!subject) throw new ApiError(404, 'Subject not found');
      // A question paper or mark scheme sent with answers to an existing assessment would become that assessment's
      // file: the rule of who attaches files to an assessment applies here as on every route that stores one, so
      // the answers to an assessment set for a class are marked against the teacher's files only.
      if (existing && [...received.files.values()].some((file) => file.field !== 'student_answer')) {
        await requireAttachable(product.db, userId, 'assessment', existing.id);
      }

      const ids = await product.db.transaction(async (tx) => {
        // Checked before the usage is counted: a refused attempt uses no quota.
        if (existing && fields.purpose === 'submission') await refuseAttemptPastAllowance(tx, userId, existing.id, { lock: true });
        await consumeUsage(tx, userId, policy.usageFeature);
        await ensureStorageLeft(tx, userId, [...received.files.values()].reduce((sum, file) => sum + file.size, 0));
        const assessmentId = existing?.id ?? await insertAssessment(tx, {
          title: fields.title,
          description: fields.description?.trim() || null,
          status: 'pending',
          creator_id: userId,
          subject_id: subject.id,
          class_id: null,
          class_name: null,
          difficulty_level: null,
          total_marks: null,
          time_limit_minutes: null,
          instructions: null,
          instructions_to_students: null,
          source: 'submission',
          question_configuration: null,
        });
        const studentAssessmentId = await insertSubmission(tx, assessmentId, userId, fields.purpose);
        const fileIds: GradingPayload['files'] = {};
        for (const file of received.files.values()) {
          const slot = file.field as keyof GradingPayload['files'];
          const onSubmission = slot === 'student_answer';
          const entity = onSubmission ? { type: 'student_assessment', id: studentAssessmentId } : { type: 'assessment', id: assessmentId };
          const row = await insertUploadedFile(tx, userId, file, slot, entity, fields.purpose);
          fileIds[slot] = row.id;
        }
        // Answers to an assessment set for a class are marked against its own question paper and mark scheme.
        for (const [slot, fileId] of Object.entries(existing?.files ?? {})) fileIds[slot as keyof GradingPayload['files']] ??= fileId;
        const payload: GradingPayload = { files: fileIds, generate_weak_areas_pdf: fields.generate_weak_areas_pdf, subject: subject.name };
        const jobId = await createJob(tx, {
          job_type: fields.purpose === 'validation' ? 'validation' : 'grading',
          user_id: userId,
          assessment_id: assessmentId,
          student_assessment_id: studentAssessmentId,
          file_name: answer.fileName,
          payload: payload as unknown as Record<string, unknown>,
        });
        return { assessmentId, studentAssessmentId, jobId };
      });
      committed = true;
      await product.queue.send(GRADE_QUEUE, ids.jobId);
      return {
        job_id: ids.jobId,
        assessment_id: ids.assessmentId,
        student_assessment_id: ids.studentAssessmentId,
        status: 'pending',
        message: SUBMITTED_MESSAGE,
      };
    } catch (error) {
      // Once recorded, the submission stays: a job that could not be queued is queued again at the next start.
      if (!committed) await received.discard();
      throw error;
    }
  });
}
