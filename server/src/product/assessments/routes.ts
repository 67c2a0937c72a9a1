import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AssessmentAction } from '@assess/core/rules';
import { assessmentActionRefusal, STALE_ASSESSMENT_DETAILS, totalMarksFixedText } from '@assess/core/rules';
import { restoredAssessmentSchema, archivedAssessmentListSchema, assessmentDetailSchema, assessmentListItemSchema, editAssessmentDetailsRequestSchema } from '@assess/core/schemas';
import { ApiError, isUuid } from '../shared/errors.js';
import { filesOfEntity, toFileRecord } from '../files/index.js';
import { submissionDetail } from '../shared/submissions.js';
import { findVisibleSubject } from '../subjects/index.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { ANSWER_FILE_TYPES, serverRoleOf } from '../shared/access.js';
import { archiveAssessment, findVisibleAssessment, listArchivedAssessments, listVisibleAssessments, restoreAssessment, toListItem, updateAssessmentDetails } from './repository.js';

/** The list's query: a teacher's students' practice only when asked for. */
const listQuerySchema = z.object({ include_practice: z.enum(['true', 'false']).default('false').transform((value) => value === 'true') });

/** Refuses (403, the shared rule's reason) an action the user may not take on the assessment. */
function requireAction(action: AssessmentAction, userId: string, row: { creator_id: string }): void {
  const refusal = assessmentActionRefusal(action, userId, row);
  if (refusal) throw new ApiError(403, refusal);
}

export const ASSESSMENT_NOT_FOUND = 'No assessment found with the specified ID.';
export const ARCHIVED_MESSAGE = "Assessment archived: its students' work, marks and reports are kept";
export const ONLY_ADMINISTRATORS_ARCHIVE = 'Only an administrator can see and restore archived assessments';
export const ARCHIVED_NOT_FOUND = 'No archived assessment found with the specified ID.';

/** The roles that see the archive of deleted assessments and restore them. */
const ARCHIVE_ROLES = ['admin', 'school_admin'];

export const QUESTION_PAPER_TYPES = ['question_paper', 'generated_question_paper'];
export const MARK_SCHEME_TYPES = ['mark_scheme', 'generated_mark_scheme'];

/** Delete's answer as documented: the assessment's id and a message (it also says archived: true). */
const archivedSchema = z.object({ id: z.string(), message: z.string() });

/** List, one, delete and Edit Details (PATCH, decision 13) of assessments. */
export function registerAssessmentRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  const lists = [
    ['/api/assessments/', 'The assessments the caller may see (My Assessments)'],
    ['/api/assessments', 'The same list without the trailing slash (decision 21)'],
  ] as const;
  for (const [url, summary] of lists) {
    route({ method: 'GET', url, tag: 'Assessments', summary, query: listQuerySchema, response: z.array(assessmentListItemSchema), errors: [422], closedAnswer: true }, async ({ userId, query }) =>
      (await listVisibleAssessments(db, userId, { includePractice: query.include_practice })).map(toListItem),
    );
  }

  const visible = async (userId: string, id: string) => {
    const row = isUuid(id) ? await findVisibleAssessment(db, userId, id) : undefined;
    if (!row) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
    return row;
  };

  route({ method: 'GET', url: '/api/assessments/:id', tag: 'Assessments', summary: 'One assessment', response: assessmentDetailSchema, errors: [404] }, async (input) => {
    const { userId } = input;
    const row = await visible(userId, input.params.id);
    // A student answering an assessment set for their class gets its answers only once they have submitted.
    const withAnswers = row.creator_id === userId || row.latest_submission_id !== null;
    const files = (await filesOfEntity(db, 'assessment', row.id)).filter(
      (file) => file.is_current_version && (withAnswers || !ANSWER_FILE_TYPES.includes(file.file_type)),
    );
    const link = (types: string[]) => {
      const file = files.find((candidate) => types.includes(candidate.file_type));
      return file ? toFileRecord(product, file).download_url : null;
    };
    const latest = row.latest_submission_id ? await submissionDetail(db, row.latest_submission_id) : undefined;
    const { id: _id, status: _status, assessment_id: _assessmentId, ...detail } = latest ?? ({} as Record<string, unknown>);
    return {
      ...detail,
      ...toListItem(row),
      version: row.version,
      archived_at: row.archived_at,
      total_marks_fixed: row.has_marked_submissions,
      class_id: row.class_id,
      class_name: row.class_name,
      instructions: row.instructions,
      instructions_to_students: row.instructions_to_students,
      question_configuration: row.question_configuration,
      question_paper_url: link(QUESTION_PAPER_TYPES),
      mark_scheme_url: link(MARK_SCHEME_TYPES),
      files: files.map((file) => toFileRecord(product, file)),
    };
  });

  route({ method: 'PATCH', url: '/api/assessments/:id', tag: 'Assessments', summary: 'Edit Details, by the creator only (decision 13); a stale version, or a new total once submissions are marked, is refused', body: editAssessmentDetailsRequestSchema, response: assessmentListItemSchema, errors: [403, 404, 409, 422] }, async (input) => {
    const { userId } = input;
    const row = await visible(userId, input.params.id);
    requireAction('edit', userId, row);
    const changes = input.body;
    if (changes.version !== undefined && changes.version !== row.version) throw new ApiError(409, STALE_ASSESSMENT_DETAILS);
    const totalMarks = row.total_marks === null ? null : Number(row.total_marks);
    if (row.has_marked_submissions && changes.total_marks !== undefined && changes.total_marks !== totalMarks) throw new ApiError(409, totalMarksFixedText(totalMarks));
    if (changes.subject_id && !(isUuid(changes.subject_id) && (await findVisibleSubject(db, userId, changes.subject_id)))) {
      throw new ApiError(404, 'Subject not found');
    }
    // The version is checked again in the update itself: of two saves from one copy, only the first is kept.
    const updated = await updateAssessmentDetails(db, row.id, changes, changes.version ?? row.version);
    if (!updated) throw new ApiError(409, STALE_ASSESSMENT_DETAILS);
    return toListItem((await findVisibleAssessment(db, userId, row.id))!);
  });

  /** A teacher's Delete archives: the assessment leaves the lists, its students keep their work and reports. */
  route({ method: 'DELETE', url: '/api/assessments/:id', tag: 'Assessments', summary: "Delete (archive) an assessment: it leaves the lists, its students' work, marks, reports and files are kept", response: archivedSchema, errors: [403, 404] }, async (input) => {
    const { userId } = input;
    const row = await visible(userId, input.params.id);
    requireAction('delete', userId, row);
    await archiveAssessment(db, row.id, userId);
    return { message: ARCHIVED_MESSAGE, id: row.id, archived: true };
  });

  const requireArchiveRole = async (userId: string) => {
    if (!ARCHIVE_ROLES.includes(await serverRoleOf(db, userId))) throw new ApiError(403, ONLY_ADMINISTRATORS_ARCHIVE);
  };

  route({ method: 'GET', url: '/api/assessments/archived', tag: 'Assessments', summary: 'The archived assessments an administrator oversees', response: archivedAssessmentListSchema, errors: [403] }, async (input) => {
    const { userId } = input;
    await requireArchiveRole(userId);
    return listArchivedAssessments(db, userId);
  });

  route({ method: 'POST', url: '/api/assessments/:id/restore', tag: 'Assessments', summary: 'Restore an archived assessment (administrators)', response: restoredAssessmentSchema, errors: [403, 404] }, async (input) => {
    const { userId } = input;
    await requireArchiveRole(userId);
    if (!isUuid(input.params.id) || !(await restoreAssessment(db, userId, input.params.id))) throw new ApiError(404, ARCHIVED_NOT_FOUND);
    return { id: input.params.id, restored: true };
  });
}
