import type { FastifyInstance } from 'fastify';
import { CREATE_ASSESSMENT_MESSAGES, SUBMIT_ASSESSMENT_MESSAGES, SUBMISSION_MAX_FILE_BYTES } from '@assess/core/rules';
import { createAssessmentResponseSchema, createComprehensiveRequestSchema, createWithFilesFieldsSchema, type CreateComprehensiveBody } from '@assess/core/schemas';
import { CLASS_NOT_FOUND, maySetWorkFor } from '../classes/index.js';
import { ApiError, isUuid, notFound, parseInput, ValidationError } from '../shared/errors.js';
import { ensureStorageLeft, insertUploadedFile, toFileRecord } from '../files/index.js';
import { createJob, jobById, runJob, type CreationPayload } from '../jobs/index.js';
import { CREATE_QUEUE } from '../shared/queue.js';
import { receiveForm } from '../storage/index.js';
import { findVisibleSubject, subjectNamed, type SubjectRow } from '../subjects/index.js';
import { consumeUsage, ensureUsageLeft } from '../usage/index.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { readMarkSchemeAhead } from './mark-scheme-reading.js';
import { insertAssessment } from './repository.js';

export const CREATED_MESSAGE = 'Assessment created successfully';
export const CREATION_QUEUED_MESSAGE = 'Assessment creation queued';

async function resolveSubject(product: ProductContext, userId: string, id: string | null | undefined, name: string): Promise<SubjectRow> {
  if (id && isUuid(id)) {
    const subject = await findVisibleSubject(product.db, userId, id);
    if (subject) return subject;
  }
  return subjectNamed(product.db, userId, name);
}

/**
 * The class an assessment is written for: one the caller may set work for, or none for a custom class or year
 * group (an id that is not a class's). A class the caller may not use is not found, as on the classes routes.
 */
async function classFor(product: ProductContext, userId: string, id: string | null | undefined): Promise<string | null> {
  if (!id || !isUuid(id)) return null;
  if (!(await maySetWorkFor(product.db, userId, id))) throw notFound(CLASS_NOT_FOUND);
  return id;
}

/** Records an AI-mode assessment and its creation job (the usage of feature assessment is counted with it). */
async function recordAiAssessment(product: ProductContext, userId: string, body: CreateComprehensiveBody) {
  const classId = await classFor(product, userId, body.class_info.id);
  const subject = await resolveSubject(product, userId, body.subject.id, body.subject.name);
  return product.db.transaction(async (tx) => {
    await consumeUsage(tx, userId, 'assessment');
    const assessmentId = await insertAssessment(tx, {
      title: body.title,
      description: body.description || null,
      status: 'pending',
      creator_id: userId,
      subject_id: subject.id,
      class_id: classId,
      class_name: body.class_info.name,
      difficulty_level: body.difficulty_level,
      total_marks: body.total_marks,
      time_limit_minutes: body.time_limit_minutes,
      instructions: body.instructions || null,
      instructions_to_students: body.instructions_to_students,
      source: 'ai_generated',
      question_configuration: body.question_configuration,
    });
    const payload: CreationPayload = {
      config: {
        title: body.title,
        subject: subject.name,
        total_marks: body.total_marks,
        difficulty_level: body.difficulty_level,
        sections: body.question_configuration.question_types.map((section) => ({
          question_type: section.question_type === 'multiple_choice' ? 'single_choice' : section.question_type,
          question_count: section.question_count,
          difficulty_level: section.difficulty_level,
          marks_per_section: section.marks_per_section,
          section_label: section.section_label,
          order: section.order,
        })),
      },
    };
    const jobId = await createJob(tx, {
      job_type: 'assessment_creation',
      user_id: userId,
      assessment_id: assessmentId,
      student_assessment_id: null,
      file_name: body.title,
      payload: payload as unknown as Record<string, unknown>,
    });
    return { assessmentId, jobId };
  });
}

/** The create wizard: AI mode (JSON, at once or as a job) and file mode (multipart). */
export function registerCreateRoutes(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  const aiMode = { tag: 'Assessments', body: createComprehensiveRequestSchema, response: createAssessmentResponseSchema, errors: [404, 422, 429] } as const;
  route({ method: 'POST', url: '/api/assessments/create-comprehensive', summary: 'Create an assessment (AI mode)', status: 201, ...aiMode }, async ({ userId, body }, _request, reply) => {
    const { assessmentId, jobId } = await recordAiAssessment(product, userId, body);
    await runJob(product, jobId);
    const job = await jobById(product.db, jobId);
    if (job?.status !== 'completed') throw new ApiError(500, job?.error_message ?? 'Assessment creation failed');
    return reply.code(201).send({ id: assessmentId, assessment_id: assessmentId, status: 'draft', message: CREATED_MESSAGE });
  });

  const queued = { summary: 'Create an assessment in the background; answers a job id to poll', status: 202 } as const;
  route({ method: 'POST', url: '/api/assessments/create-comprehensive-async', ...queued, ...aiMode }, async ({ userId, body }, _request, reply) => {
    const { assessmentId, jobId } = await recordAiAssessment(product, userId, body);
    await product.queue.send(CREATE_QUEUE, jobId);
    return reply.code(202).send({ id: assessmentId, assessment_id: assessmentId, job_id: jobId, status: 'pending', message: CREATION_QUEUED_MESSAGE });
  });

  route({ method: 'POST', url: '/api/assessments/create-comprehensive-with-files', tag: 'Assessments', summary: 'Create an assessment from a question paper and a mark scheme (file mode)', form: { fields: createWithFilesFieldsSchema, files: ['question_paper', 'mark_scheme'] }, response: createAssessmentResponseSchema, status: 201, errors: [404, 413, 415, 422, 429] }, async (input, request, reply) => {
    const { userId } = input;
    const received = await receiveForm(request, product.storage, userId, {
      fileFields: ['question_paper', 'mark_scheme'],
      limitFor: () => ({ bytes: SUBMISSION_MAX_FILE_BYTES, message: SUBMIT_ASSESSMENT_MESSAGES.fileTooLarge }),
      beforeFirstFile: () => ensureUsageLeft(product.db, userId, 'assessment'),
    });
    try {
      const fields = parseInput(createWithFilesFieldsSchema, { title: '', subject_name: '', class_name: '', ...received.fields }, 'body');
      const missing = [
        ['question_paper', CREATE_ASSESSMENT_MESSAGES.questionPaperRequired],
        ['mark_scheme', CREATE_ASSESSMENT_MESSAGES.markSchemeRequired],
      ].filter(([field]) => !received.files.has(field!));
      if (missing.length) throw new ValidationError(missing.map(([field, msg]) => ({ loc: ['body', field!], msg: msg!, type: 'missing' })));
      const classId = await classFor(product, userId, fields.class_id);
      const subject = await resolveSubject(product, userId, fields.subject_id, fields.subject_name);
      const created = await product.db.transaction(async (tx) => {
        await consumeUsage(tx, userId, 'assessment');
        await ensureStorageLeft(tx, userId, [...received.files.values()].reduce((sum, file) => sum + file.size, 0));
        const assessmentId = await insertAssessment(tx, {
          title: fields.title,
          description: fields.description || null,
          status: 'draft',
          creator_id: userId,
          subject_id: subject.id,
          class_id: classId,
          class_name: fields.class_name,
          difficulty_level: fields.difficulty_level,
          total_marks: fields.total_marks,
          time_limit_minutes: fields.time_limit_minutes,
          instructions: fields.instructions || null,
          instructions_to_students: fields.instructions_to_students,
          source: 'upload',
          question_configuration: { use_file_upload: true, question_types: [] },
        });
        const files = [];
        for (const file of received.files.values()) {
          files.push(await insertUploadedFile(tx, userId, file, file.field, { type: 'assessment', id: assessmentId }, 'create_wizard'));
        }
        return { assessmentId, files };
      });
      // The read-out the teacher is shown next is read off the request path (text recognition may take a while).
      readMarkSchemeAhead(product, created.assessmentId);
      return reply.code(201).send({
        id: created.assessmentId,
        assessment_id: created.assessmentId,
        status: 'draft',
        message: CREATED_MESSAGE,
        files: created.files.map((file) => toFileRecord(product, file)),
      });
    } catch (error) {
      await received.discard();
      throw error;
    }
  });
}
