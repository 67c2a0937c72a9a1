import type { FastifyInstance } from 'fastify';
import { regradeRequestSchema, regradeRequestListSchema, regradeAnswerSchema, regradeRequestCreateSchema, type RegradeRequest } from '@assess/core/schemas';
import { ApiError, isUuid, ValidationError } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { canSeeSubmission, seesAssessmentWork, visibleStudentIds, isManagementRole, maySeeStudentWork, reviewsStudentWork, serverRoleOf } from '../shared/access.js';
import { labelOf } from './class-answers.js';
import { setTeacherMark } from './teacher-mark.js';
import { refreshWeakAreasPdfs, releaseQuestionMark } from './release.js';
import { queueGradePassbacks } from '../lti/index.js';
import {
  insertRegradeRequest,
  recordRegradeAnswer,
  regradeQuestionExists,
  regradeRequestRows,
  regradeRequested,
  submissionOwner,
  type Queryable,
  type RegradeReader,
  type RegradeRequestsOf,
} from './repository.js';

export const REGRADE_NOT_FOUND = 'Regrade request not found';
export const SUBMISSION_NOT_FOUND = 'Student assessment not found';
export const ONLY_STUDENT_REQUESTS = 'Only the student who submitted this work can ask for a regrade';
export const NOT_RELEASED = 'A regrade can be requested once your marks have been released';
export const ALREADY_REQUESTED = 'A regrade has already been requested for question {label}';
export const ONLY_TEACHER_ANSWERS = "Only a teacher of this student can answer a regrade request";
export const ALREADY_ANSWERED = 'This regrade request has already been answered';

function toRequest(row: Record<string, unknown>): RegradeRequest {
  const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const question = String(row.question);
  const part = String(row.question_part ?? '');
  return {
    id: String(row.id),
    student_assessment_id: String(row.student_assessment_id),
    assessment_id: String(row.assessment_id),
    assessment_title: String(row.assessment_title),
    student: { id: String(row.student_id), name: (row.student_name as string | null) ?? null },
    question,
    question_part: part,
    label: labelOf({ question, question_part: part }),
    reason: String(row.reason),
    state: row.state as RegradeRequest['state'],
    response: (row.response as string | null) ?? null,
    answer: (row.answer as string | null) ?? null,
    marks_obtained: Number(row.marks_obtained ?? 0),
    total_marks: Number(row.total_marks ?? 0),
    marks_before: number(row.marks_before),
    marks_after: number(row.marks_after),
    created_at: String(row.created_at),
    answered_at: (row.answered_at as string | null) ?? null,
  };
}

/** The `state` filter of a list of regrade requests: open, changed, unchanged, or none (every state). */
function stateQuery(state: string | undefined): string | undefined {
  if (state !== undefined && !['open', 'changed', 'unchanged'].includes(state)) {
    throw new ValidationError([{ loc: ['query', 'state'], msg: 'State must be open, changed or unchanged', type: 'value_error' }]);
  }
  return state;
}

async function requestsOf(db: Queryable, of: RegradeRequestsOf, reader: RegradeReader = 'teacher'): Promise<RegradeRequest[]> {
  return (await regradeRequestRows(db, of, reader)).map(toRequest);
}

/** Regrade requests: a student asks once a question after release; a teacher answers, and a changed mark is released again. */
export function registerRegradeRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  route({ method: 'GET', url: '/api/student-assessments/:id/regrade-requests', tag: 'Class marking', summary: "A submission's regrade requests and their answers", response: regradeRequestListSchema, errors: [404] }, async (input) => {
    const { userId: viewerId } = input;
    const { id } = input.params;
    if (!isUuid(id) || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    const owner = await submissionOwner(db, id);
    return requestsOf(db, { submission: id }, owner?.student_id === viewerId ? 'student' : 'teacher');
  });

  route({ method: 'POST', url: '/api/student-assessments/:id/regrade-requests', tag: 'Class marking', summary: 'Ask for a regrade of one question, once, after release', body: regradeRequestCreateSchema, response: regradeRequestSchema, status: 201, errors: [403, 404, 409, 422] }, async (input, request, reply) => {
    const { userId: viewerId } = input;
    const { id } = input.params;
    if (!isUuid(id) || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    const submission = (await submissionOwner(db, id))!;
    if (submission.student_id !== viewerId) throw new ApiError(403, ONLY_STUDENT_REQUESTS);
    if (submission.review_state !== 'released') throw new ApiError(409, NOT_RELEASED);
    const body = input.body;
    const q = { question: body.question, question_part: body.question_part ?? '' };
    if (!(await regradeQuestionExists(db, id, q))) throw new ValidationError([{ loc: ['body', 'question'], msg: `Question ${labelOf(q)} is not part of this submission`, type: 'value_error' }]);
    if (await regradeRequested(db, id, q)) throw new ApiError(409, ALREADY_REQUESTED.replace('{label}', labelOf(q)));
    const created = await db.transaction((tx) => insertRegradeRequest(tx, id, q, body.reason, viewerId));
    reply.code(201);
    return (await requestsOf(db, { request: created }, 'student'))[0];
  });

  route({ method: 'GET', url: '/api/assessments/:id/regrade-requests', tag: 'Class marking', summary: "The regrade requests of the teacher's students (state=open for the open ones)", response: regradeRequestListSchema, errors: [403, 404, 422] }, async (input, request) => {
    const { userId: viewerId } = input;
    const { id } = input.params;
    if (!isUuid(id) || !(await seesAssessmentWork(db, viewerId, id))) throw new ApiError(404, 'Assessment not found');
    if (!isManagementRole(await serverRoleOf(db, viewerId))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    const state = stateQuery((request.query as { state?: string }).state);
    return requestsOf(db, { assessment: id, students: await visibleStudentIds(db, viewerId), viewer: viewerId, state });
  });

  // Every regrade request of the teacher's students, whatever the assessment: their dashboard shows the open ones.
  route({ method: 'GET', url: '/api/regrade-requests', tag: 'Class marking', summary: "Every regrade request of the teacher's students, whatever the assessment (state=open for the open ones: the teacher's dashboard)", response: regradeRequestListSchema, errors: [403, 422] }, async (input, request) => {
    const { userId: viewerId } = input;
    if (!isManagementRole(await serverRoleOf(db, viewerId))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    const state = stateQuery((request.query as { state?: string }).state);
    return requestsOf(db, { students: await visibleStudentIds(db, viewerId), viewer: viewerId, state });
  });

  route({ method: 'POST', url: '/api/regrade-requests/:id/answer', tag: 'Class marking', summary: 'Answer a regrade request; a changed mark is released to the student at once', body: regradeAnswerSchema, response: regradeRequestSchema, errors: [403, 404, 409, 422] }, async (input) => {
    const { userId: viewerId } = input;
    const { id } = input.params;
    const found = isUuid(id) ? (await requestsOf(db, { request: id }))[0] : undefined;
    if (!found || !(await maySeeStudentWork(db, viewerId, found.student.id))) throw new ApiError(404, REGRADE_NOT_FOUND);
    if (!(await reviewsStudentWork(db, viewerId, found.student.id))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    if (found.state !== 'open') throw new ApiError(409, ALREADY_ANSWERED);
    const body = input.body;
    if (body.marks_obtained !== undefined && body.marks_obtained > found.total_marks) {
      throw new ValidationError([{ loc: ['body', 'marks_obtained'], msg: `Marks for question ${found.label} cannot exceed ${found.total_marks}`, type: 'value_error' }]);
    }
    const changed = body.marks_obtained !== undefined && body.marks_obtained !== found.marks_obtained;
    const q = { question: found.question, question_part: found.question_part };
    const passbacks = await db.transaction(async (tx) => {
      // A regrade is asked about released marks, so its answer is released too: a changed mark reaches the student
      // at once, and the submission stays released (its other drafts, if any, stay drafts).
      let recorded: string[] = [];
      if (changed) {
        await setTeacherMark(tx, found.student_assessment_id, q, body.marks_obtained!, viewerId);
        recorded = await releaseQuestionMark(tx, found.student_assessment_id, q);
      }
      await recordRegradeAnswer(tx, {
        id,
        studentAssessmentId: found.student_assessment_id,
        q,
        changed,
        response: body.response,
        marksBefore: found.marks_obtained,
        marksAfter: changed ? body.marks_obtained! : found.marks_obtained,
        answeredBy: viewerId,
      });
      return recorded;
    });
    if (changed) {
      await queueGradePassbacks(product.queue, passbacks);
      await refreshWeakAreasPdfs(product, [found.student_assessment_id], viewerId);
    }
    return (await requestsOf(db, { request: id }))[0];
  });
}
