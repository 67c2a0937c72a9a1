import type { FastifyInstance } from 'fastify';
import { regradeAnswerSchema, regradeRequestCreateSchema, type RegradeRequest } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { ApiError, isUuid, parseInput, ValidationError } from '../shared/errors.js';
import { userIdOf, type ProductContext } from '../context.js';
import { canSeeSubmission, seesAssessmentWork, visibleStudentIds, isManagementRole, maySeeStudentWork, reviewsStudentWork, serverRoleOf } from '../shared/access.js';
import { labelOf } from './class-answers.js';
import { setTeacherMark } from './teacher-mark.js';
import { refreshWeakAreasPdfs, releaseQuestionMark } from './release.js';
import { queueGradePassbacks } from '../lti/index.js';
import { STUDENT_NAME_SQL } from '../shared/submissions.js';

export const REGRADE_NOT_FOUND = 'Regrade request not found';
export const SUBMISSION_NOT_FOUND = 'Student assessment not found';
export const ONLY_STUDENT_REQUESTS = 'Only the student who submitted this work can ask for a regrade';
export const NOT_RELEASED = 'A regrade can be requested once your marks have been released';
export const ALREADY_REQUESTED = 'A regrade has already been requested for question {label}';
export const ONLY_TEACHER_ANSWERS = "Only a teacher of this student can answer a regrade request";
export const ALREADY_ANSWERED = 'This regrade request has already been answered';

/**
 * The marks a reader sees: a teacher the current marks; a student only released ones (decision 14), so a changed
 * mark shows to the student once it is released again. `marks_before` is the released mark the student asked
 * about, recorded with the request, so it is never a teacher's draft; to a student, an unchanged answer leaves
 * that mark, and a changed one shows once its mark is the released one.
 */
type Reader = 'teacher' | 'student';
const MARKS: Record<Reader, string> = {
  teacher: 'COALESCE(o.marks_obtained, qr.marks_obtained)::float8 AS marks_obtained, r.marks_after::float8 AS marks_after',
  student: `COALESCE(o.released_marks_obtained, qr.marks_obtained)::float8 AS marks_obtained,
    CASE WHEN r.state = 'unchanged' THEN r.marks_before::float8
         WHEN r.state = 'changed' AND o.released_marks_obtained IS NOT DISTINCT FROM r.marks_after THEN r.marks_after::float8 END AS marks_after`,
};

/** The question's mark as its student sees it: the released override, else the grader's. */
const RELEASED_MARK_SQL = `SELECT COALESCE(o.released_marks_obtained, qr.marks_obtained) FROM question_results qr
  LEFT JOIN mark_overrides o ON o.student_assessment_id = qr.student_assessment_id AND o.question = qr.question AND o.question_part = qr.question_part
  WHERE qr.student_assessment_id = r.student_assessment_id AND qr.question = r.question AND qr.question_part = r.question_part`;

const select = (reader: Reader) => `SELECT r.id, r.student_assessment_id, sa.assessment_id, a.title AS assessment_title, sa.student_id,
    ${STUDENT_NAME_SQL} AS student_name,
    r.question, r.question_part, r.reason, r.state, r.response, qr.student_answer AS answer,
    ${MARKS[reader]}, qr.total_marks::float8 AS total_marks, CASE WHEN r.state <> 'open' THEN r.marks_before::float8 END AS marks_before,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(r.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS answered_at
  FROM regrade_requests r
  JOIN student_assessments sa ON sa.id = r.student_assessment_id
  JOIN assessments a ON a.id = sa.assessment_id
  LEFT JOIN users u ON u.id = sa.student_id
  LEFT JOIN question_results qr ON qr.student_assessment_id = r.student_assessment_id AND qr.question = r.question AND qr.question_part = r.question_part
  LEFT JOIN mark_overrides o ON o.student_assessment_id = r.student_assessment_id AND o.question = r.question AND o.question_part = r.question_part`;

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

async function requestsWhere(db: Queryable, where: string, params: unknown[], reader: Reader = 'teacher'): Promise<RegradeRequest[]> {
  const { rows } = await db.query<Record<string, unknown>>(`${select(reader)} WHERE ${where} ORDER BY r.created_at, r.id`, params);
  return rows.map(toRequest);
}

/** Regrade requests: a student asks once a question after release; a teacher answers, and a changed mark is released again. */
export function registerRegradeRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;

  app.get<{ Params: { id: string } }>('/api/student-assessments/:id/regrade-requests', async (request) => {
    const viewerId = await userIdOf(product, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    const { rows } = await db.query<{ student_id: string }>('SELECT student_id FROM student_assessments WHERE id = $1', [id]);
    return requestsWhere(db, 'r.student_assessment_id = $1', [id], rows[0]?.student_id === viewerId ? 'student' : 'teacher');
  });

  app.post<{ Params: { id: string } }>('/api/student-assessments/:id/regrade-requests', async (request, reply) => {
    const viewerId = await userIdOf(product, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    const { rows } = await db.query<{ student_id: string; review_state: string }>('SELECT student_id, review_state FROM student_assessments WHERE id = $1', [id]);
    const submission = rows[0]!;
    if (submission.student_id !== viewerId) throw new ApiError(403, ONLY_STUDENT_REQUESTS);
    if (submission.review_state !== 'released') throw new ApiError(409, NOT_RELEASED);
    const body = parseInput(regradeRequestCreateSchema, request.body, 'body');
    const q = { question: body.question, question_part: body.question_part ?? '' };
    const { rows: found } = await db.query('SELECT 1 FROM question_results WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3', [id, q.question, q.question_part]);
    if (found.length === 0) throw new ValidationError([{ loc: ['body', 'question'], msg: `Question ${labelOf(q)} is not part of this submission`, type: 'value_error' }]);
    const { rows: existing } = await db.query('SELECT 1 FROM regrade_requests WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3', [id, q.question, q.question_part]);
    if (existing.length) throw new ApiError(409, ALREADY_REQUESTED.replace('{label}', labelOf(q)));
    const created = await db.transaction(async (tx) => {
      const { rows: inserted } = await tx.query<{ id: string }>(
        `INSERT INTO regrade_requests (student_assessment_id, question, question_part, reason, requested_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, q.question, q.question_part, body.reason, viewerId],
      );
      // The mark the student asks about: the released one they see, never a draft of their teacher's.
      await tx.query(`UPDATE regrade_requests r SET marks_before = (${RELEASED_MARK_SQL}) WHERE r.id = $1`, [inserted[0]!.id]);
      await tx.query(
        `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, new_feedback, created_at)
         VALUES ($1, $2, 'regrade_requested', $3, $4, $5, clock_timestamp())`,
        [id, viewerId, q.question, q.question_part, body.reason],
      );
      return inserted[0]!.id;
    });
    reply.code(201);
    return (await requestsWhere(db, 'r.id = $1', [created], 'student'))[0];
  });

  app.get<{ Params: { id: string }; Querystring: { state?: string } }>('/api/assessments/:id/regrade-requests', async (request) => {
    const viewerId = await userIdOf(product, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await seesAssessmentWork(db, viewerId, id))) throw new ApiError(404, 'Assessment not found');
    if (!isManagementRole(await serverRoleOf(db, viewerId))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    const state = stateQuery(request.query.state);
    return requestsWhere(db, `sa.assessment_id = $1 AND sa.student_id = ANY($2::uuid[]) AND sa.student_id <> $3 ${state ? 'AND r.state = $4' : ''}`, [
      id,
      await visibleStudentIds(db, viewerId),
      viewerId,
      ...(state ? [state] : []),
    ]);
  });

  // Every regrade request of the teacher's students, whatever the assessment: their dashboard shows the open ones.
  app.get<{ Querystring: { state?: string } }>('/api/regrade-requests', async (request) => {
    const viewerId = await userIdOf(product, request);
    if (!isManagementRole(await serverRoleOf(db, viewerId))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    const state = stateQuery(request.query.state);
    return requestsWhere(db, `sa.student_id = ANY($1::uuid[]) AND sa.student_id <> $2 ${state ? 'AND r.state = $3' : ''}`, [
      await visibleStudentIds(db, viewerId),
      viewerId,
      ...(state ? [state] : []),
    ]);
  });

  app.post<{ Params: { id: string } }>('/api/regrade-requests/:id/answer', async (request) => {
    const viewerId = await userIdOf(product, request);
    const { id } = request.params;
    const found = isUuid(id) ? (await requestsWhere(db, 'r.id = $1', [id]))[0] : undefined;
    if (!found || !(await maySeeStudentWork(db, viewerId, found.student.id))) throw new ApiError(404, REGRADE_NOT_FOUND);
    if (!(await reviewsStudentWork(db, viewerId, found.student.id))) throw new ApiError(403, ONLY_TEACHER_ANSWERS);
    if (found.state !== 'open') throw new ApiError(409, ALREADY_ANSWERED);
    const body = parseInput(regradeAnswerSchema, request.body, 'body');
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
      await tx.query(
        `UPDATE regrade_requests r SET state = $2, response = $3, marks_before = COALESCE(r.marks_before, (${RELEASED_MARK_SQL})), marks_after = $4, answered_by = $5, answered_at = now() WHERE r.id = $1`,
        [id, changed ? 'changed' : 'unchanged', body.response, changed ? body.marks_obtained : found.marks_obtained, viewerId],
      );
      await tx.query(
        `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, old_marks, new_marks, new_feedback, created_at)
         VALUES ($1, $2, 'regrade_answered', $3, $4, $5, $6, $7, clock_timestamp())`,
        [found.student_assessment_id, viewerId, q.question, q.question_part, found.marks_obtained, changed ? body.marks_obtained : found.marks_obtained, body.response],
      );
      return recorded;
    });
    if (changed) {
      await queueGradePassbacks(product.queue, passbacks);
      await refreshWeakAreasPdfs(product, [found.student_assessment_id], viewerId);
    }
    return (await requestsWhere(db, 'r.id = $1', [id]))[0];
  });
}
