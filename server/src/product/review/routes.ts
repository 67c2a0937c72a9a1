import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STALE_MARKS } from '@assess/core/rules';
import { assessmentDetailResponseSchema, markOverrideRequestSchema, markReviewEventSchema, releaseMarksRequestSchema, type MarkReviewEvent } from '@assess/core/schemas';
import { ApiError, isUuid, ValidationError, type ValidationItem } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { canSeeSubmission, maySeeStudentWork, reviewsStudentWork } from '../shared/access.js';
import { userIdOf, type ProductContext } from '../context.js';
import { queueGradePassbacks } from '../lti/index.js';
import { remarkClassQuestions, setTeacherMark, refreshWeakAreasPdfs, releaseSubmission } from '../marking/index.js';
import { submissionDetail } from '../shared/submissions.js';

export const SUBMISSION_NOT_FOUND = 'Student assessment not found';
export const ONLY_TEACHER_REVIEWS = "Only a teacher of this student can review this student's marks";
export const NOT_GRADED = 'This submission has not been graded yet';

/** The details screen's answer: the shared reading schema's fields, and the server's additions. */
const submissionDetailSchema = z
  .looseObject(assessmentDetailResponseSchema.shape)
  .meta({ id: 'SubmissionDetail', description: 'A submission with its effective marks: the assessment detail response of spec 02 §3 (decision 14)' });
const reviewedSchema = submissionDetailSchema
  .extend({ history: z.array(markReviewEventSchema) })
  .meta({ id: 'ReviewedSubmission', description: 'A submission after a review step, with the history of changes' });

/**
 * A submission's review history. A reviewer reads all of it; anyone else (the student) reads only what has been
 * released (decision 14): the changes made up to the latest release, never the drafts since, and their own
 * regrade requests.
 */
async function reviewHistory(product: ProductContext, studentAssessmentId: string, view: 'reviewer' | 'released' = 'reviewer'): Promise<MarkReviewEvent[]> {
  const releasedOnly =
    view === 'released'
      ? `AND (e.created_at <= (SELECT max(r.created_at) FROM mark_review_events r
           WHERE r.student_assessment_id = e.student_assessment_id AND r.action = 'release') OR e.action = 'regrade_requested')`
      : '';
  const { rows } = await product.db.query<MarkReviewEvent>(
    `SELECT e.id, e.action, e.question, e.question_part, e.old_marks::float8 AS old_marks, e.new_marks::float8 AS new_marks,
       e.old_feedback, e.new_feedback, e.actor_id, u.email AS actor_email,
       to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM mark_review_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.student_assessment_id = $1 ${releasedOnly} ORDER BY e.created_at`,
    [studentAssessmentId],
  );
  return rows;
}

/** Teacher review (decision 14): override per-question marks and feedback, release them, and read the history. */
export function registerReviewRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  const submissionOf = async (id: string): Promise<{ student_id: string; status: string } | undefined> => {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<{ student_id: string; status: string }>('SELECT student_id, status FROM student_assessments WHERE id = $1', [id]);
    return rows[0];
  };

  /** The submission's student, when the viewer is a teacher (or administrator) of that student; else 404 or 403. */
  const reviewable = async (viewerId: string, id: string): Promise<{ student_id: string; status: string }> => {
    const submission = await submissionOf(id);
    if (!submission || !(await maySeeStudentWork(db, viewerId, submission.student_id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    if (!(await reviewsStudentWork(db, viewerId, submission.student_id))) throw new ApiError(403, ONLY_TEACHER_REVIEWS);
    return submission;
  };

  const detail = { tag: 'Review', summary: 'A submission with its results (the assessment detail response)', response: submissionDetailSchema, errors: [404] } as const;
  route({ method: 'GET', url: '/api/student-assessments/:id', ...detail }, async ({ userId: viewerId, params: { id } }) => {
    const submission = await submissionOf(id);
    if (!submission || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    return submissionDetail(db, id, { forReviewer: await reviewsStudentWork(db, viewerId, submission.student_id) });
  });

  const history = { tag: 'Review', summary: 'Every change to the marks, with who and when', response: z.array(markReviewEventSchema), errors: [404] } as const;
  route({ method: 'GET', url: '/api/student-assessments/:id/history', ...history }, async ({ userId: viewerId, params: { id } }) => {
    const submission = await submissionOf(id);
    if (!submission || !(await canSeeSubmission(db, viewerId, id))) throw new ApiError(404, SUBMISSION_NOT_FOUND);
    return reviewHistory(product, id, (await reviewsStudentWork(db, viewerId, submission.student_id)) ? 'reviewer' : 'released');
  });

  const marks = {
    tag: 'Review',
    summary: "A teacher's per-question marks and feedback (kept as a draft until released); a stale version is refused",
    body: markOverrideRequestSchema,
    response: reviewedSchema,
    errors: [403, 404, 409, 422],
  } as const;
  route({ method: 'PUT', url: '/api/student-assessments/:id/marks', ...marks }, async (input) => {
    const { userId: viewerId, params: { id } } = input;
    const submission = await reviewable(viewerId, id);
    if (submission.status !== 'graded') throw new ApiError(409, NOT_GRADED);
    // Read (and so validated) only now: an unknown or ungraded submission is answered as such first.
    const { body } = input;
    const { rows: questions } = await db.query<{ question: string; question_part: string; total_marks: string }>(
      'SELECT question, question_part, total_marks FROM question_results WHERE student_assessment_id = $1',
      [id],
    );
    const problems: ValidationItem[] = [];
    body.marks.forEach((mark, index) => {
      const part = mark.question_part ?? '';
      const question = questions.find((candidate) => candidate.question === mark.question && candidate.question_part === part);
      const label = `${mark.question}${part}`;
      if (!question) problems.push({ loc: ['body', 'marks', index, 'question'], msg: `Question ${label} is not part of this submission`, type: 'value_error' });
      else if (mark.marks_obtained > Number(question.total_marks)) {
        problems.push({ loc: ['body', 'marks', index, 'marks_obtained'], msg: `Marks for question ${label} cannot exceed ${Number(question.total_marks)}`, type: 'value_error' });
      }
    });
    if (problems.length) throw new ValidationError(problems);
    await db.transaction(async (tx) => {
      // The marks are saved whole from the teacher's copy: one opened before someone else's change would undo it.
      const { rows: current } = await tx.query<{ marks_version: number }>('SELECT marks_version FROM student_assessments WHERE id = $1 FOR UPDATE', [id]);
      if (body.version !== undefined && Number(current[0]?.marks_version) !== body.version) throw new ApiError(409, STALE_MARKS);
      for (const mark of body.marks) {
        await setTeacherMark(tx, id, { question: mark.question, question_part: mark.question_part ?? '' }, mark.marks_obtained, viewerId, 'override', mark.feedback);
      }
      if (body.teacher_feedback !== undefined) {
        const before = await tx.query<{ draft: string | null }>(
          'SELECT COALESCE(teacher_feedback_draft, teacher_feedback) AS draft FROM student_assessments WHERE id = $1',
          [id],
        );
        await tx.query('UPDATE student_assessments SET teacher_feedback_draft = $2, marks_version = marks_version + 1, updated_at = now() WHERE id = $1', [id, body.teacher_feedback]);
        await tx.query(
          `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, old_feedback, new_feedback, created_at)
           VALUES ($1, $2, 'feedback', $3, $4, clock_timestamp())`,
          [id, viewerId, before.rows[0]?.draft ?? null, body.teacher_feedback],
        );
      }
    });
    await remarkClassQuestions(db, viewerId, id, body.marks.map((mark) => ({ question: mark.question, question_part: mark.question_part ?? '' })));
    return { ...(await submissionDetail(db, id, { forReviewer: true })), history: await reviewHistory(product, id) };
  });

  const release = {
    tag: 'Review',
    summary: "Release the teacher's marks to the student, reports and analytics",
    body: releaseMarksRequestSchema,
    response: reviewedSchema,
    errors: [403, 404],
  } as const;
  route({ method: 'POST', url: '/api/student-assessments/:id/release', ...release }, async (input) => {
    const { userId: viewerId, params: { id } } = input;
    const submission = await reviewable(viewerId, id);
    // The body is validated after the reviewer is known, and before the state is checked.
    void input.body;
    if (submission.status !== 'graded') throw new ApiError(409, NOT_GRADED);
    await queueGradePassbacks(product.queue, await db.transaction((tx) => releaseSubmission(tx, id, viewerId)));
    await refreshWeakAreasPdfs(product, [id], viewerId);
    return { ...(await submissionDetail(db, id, { forReviewer: true })), history: await reviewHistory(product, id) };
  });
}
