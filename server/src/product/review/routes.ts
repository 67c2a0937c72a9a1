import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STALE_MARKS } from '@assess/core/rules';
import { markOverrideRequestSchema, markReviewEventSchema, releaseMarksRequestSchema, submissionDetailSchema } from '@assess/core/schemas';
import { ApiError, isUuid, ValidationError, type ValidationItem } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { canSeeSubmission, maySeeStudentWork, reviewsStudentWork } from '../shared/access.js';
import { userIdOf, type ProductContext } from '../context.js';
import { queueGradePassbacks } from '../lti/index.js';
import { remarkClassQuestions, setTeacherMark, refreshWeakAreasPdfs, releaseSubmission } from '../marking/index.js';
import { submissionDetail } from '../shared/submissions.js';
import { lockMarksVersion, markReviewEvents, saveFeedbackDraft, submissionQuestionMarks, submissionStudentAndStatus } from './repository.js';

export const SUBMISSION_NOT_FOUND = 'Student assessment not found';
export const ONLY_TEACHER_REVIEWS = "Only a teacher of this student can review this student's marks";
export const NOT_GRADED = 'This submission has not been graded yet';

const reviewedSchema = z
  .object({ ...submissionDetailSchema.shape, history: z.array(markReviewEventSchema) })
  .meta({ id: 'ReviewedSubmission', description: 'A submission after a review step, with the history of changes' });

/** Teacher review (decision 14): override per-question marks and feedback, release them, and read the history. */
export function registerReviewRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  const submissionOf = async (id: string): Promise<{ student_id: string; status: string } | undefined> => {
    if (!isUuid(id)) return undefined;
    return submissionStudentAndStatus(db, id);
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
    return markReviewEvents(db, id, (await reviewsStudentWork(db, viewerId, submission.student_id)) ? 'reviewer' : 'released');
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
    const questions = await submissionQuestionMarks(db, id);
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
      const current = await lockMarksVersion(tx, id);
      if (body.version !== undefined && Number(current?.marks_version) !== body.version) throw new ApiError(409, STALE_MARKS);
      for (const mark of body.marks) {
        await setTeacherMark(tx, id, { question: mark.question, question_part: mark.question_part ?? '' }, mark.marks_obtained, viewerId, 'override', mark.feedback);
      }
      if (body.teacher_feedback !== undefined) await saveFeedbackDraft(tx, id, viewerId, body.teacher_feedback);
    });
    await remarkClassQuestions(db, viewerId, id, body.marks.map((mark) => ({ question: mark.question, question_part: mark.question_part ?? '' })));
    return { ...(await submissionDetail(db, id, { forReviewer: true })), history: await markReviewEvents(db, id) };
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
    return { ...(await submissionDetail(db, id, { forReviewer: true })), history: await markReviewEvents(db, id) };
  });
}
