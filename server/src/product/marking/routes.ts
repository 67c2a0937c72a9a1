import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerGroupsResponseSchema, classQuestionListSchema, acceptSuggestionsRequestSchema, groupMarksRequestSchema, releaseMarksRequestSchema, type AnswerGroupsResponse, type GroupedAnswer } from '@assess/core/schemas';
import { answerSpace, groupAnswers } from '@assess/grader';
import { ApiError, isUuid, ValidationError } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { seesAssessmentWork, visibleStudentIds, isManagementRole, serverRoleOf } from '../shared/access.js';
import { queueGradePassbacks } from '../lti/index.js';
import { refreshWeakAreasPdfs, releaseSubmission } from './release.js';
import { assessmentQuestions, classAnswers, labelOf, parseQuestionLabel, type ClassAnswer, type QuestionRef } from './class-answers.js';
import { remarkFromTeacher } from './remark.js';
import { gradedSubmissionsToRelease } from './repository.js';
import { setTeacherMark } from './teacher-mark.js';

export const ASSESSMENT_NOT_FOUND = 'Assessment not found';
export const ONLY_TEACHER_MARKS = "Only a teacher of this assessment's students can mark its answers";
export const QUESTION_NOT_FOUND = 'No graded answers to this question were found';
export const NOTHING_TO_RELEASE = 'There are no graded submissions to release';

function groupedAnswer(a: ClassAnswer): GroupedAnswer {
  const source = a.teacher_marks !== null ? 'teacher' : a.suggested_marks !== null ? 'suggestion' : 'grader';
  return {
    student_assessment_id: a.student_assessment_id,
    student: { id: a.student_id, name: a.student_name },
    answer: a.answer,
    marks_obtained: a.teacher_marks ?? a.suggested_marks ?? a.grader_marks,
    source,
    grader_marks: a.grader_marks,
    suggested_marks: a.suggested_marks,
    suggestion_confidence: a.teacher_marks === null ? a.suggestion_confidence : null,
    needs_review: a.teacher_marks === null && a.suggested_marks !== null && a.needs_review,
    teacher_marks: a.teacher_marks,
    released: a.released,
  };
}

/** Marking a class's answers together: answer groups, group marks, suggestions from the teacher's marks, release. */
export function registerMarkingRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  /** The assessment and question, when the viewer is a teacher who sees the assessment's work; else 404 or 403. */
  const markable = async (viewerId: string, assessmentId: string, label?: string): Promise<QuestionRef> => {
    if (!isUuid(assessmentId) || !(await seesAssessmentWork(db, viewerId, assessmentId))) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
    if (!isManagementRole(await serverRoleOf(db, viewerId))) throw new ApiError(403, ONLY_TEACHER_MARKS);
    if (label === undefined) return { question: '', question_part: '' };
    const q = parseQuestionLabel(label);
    if (!q) throw new ApiError(404, QUESTION_NOT_FOUND);
    return q;
  };

  const groupsResponse = async (viewerId: string, assessmentId: string, q: QuestionRef): Promise<AnswerGroupsResponse> => {
    let answers = await classAnswers(db, viewerId, assessmentId, q);
    if (answers.length === 0) throw new ApiError(404, QUESTION_NOT_FOUND);
    // An answer graded after the teacher last marked this question gets its suggestion when the groups are read.
    const teacherMarked = answers.some((a) => a.teacher_marks !== null);
    if (teacherMarked && answers.some((a) => a.teacher_marks === null && a.suggested_marks === null)) {
      await db.transaction((tx) => remarkFromTeacher(tx, answers, q));
      answers = await classAnswers(db, viewerId, assessmentId, q);
    }
    const groups = groupAnswers(answerSpace(answers.map((a) => a.answer)));
    const questions = await assessmentQuestions(db, assessmentId);
    return {
      assessment_id: assessmentId,
      question: q.question,
      question_part: q.question_part,
      label: labelOf(q),
      total_marks: Math.max(...answers.map((a) => a.total_marks)),
      correct_answer: answers.find((a) => a.correct_answer)?.correct_answer ?? null,
      questions: questions.map((question) => ({ label: labelOf(question), total_marks: question.total_marks })),
      counts: {
        answers: answers.length,
        teacher_marked: answers.filter((a) => a.teacher_marks !== null).length,
        suggestions: answers.filter((a) => a.teacher_marks === null && a.suggested_marks !== null).length,
      },
      groups: groups.map((g) => ({
        id: answers[g.representative]!.student_assessment_id,
        kind: g.kind,
        size: g.members.length,
        representative: groupedAnswer(answers[g.representative]!),
        answers: g.members.map((m) => groupedAnswer(answers[m]!)),
      })),
    };
  };

  route({ method: 'GET', url: '/api/assessments/:id/questions', tag: 'Class marking', summary: "The questions of an assessment that its students' graded submissions answered", response: classQuestionListSchema, errors: [403, 404] }, async (input) => {
    const { userId: viewerId } = input;
    await markable(viewerId, input.params.id);
    return (await assessmentQuestions(db, input.params.id)).map((q) => ({ label: labelOf(q), total_marks: q.total_marks }));
  });

  route({ method: 'GET', url: '/api/assessments/:id/questions/:question/groups', tag: 'Class marking', summary: "A question's answers grouped by meaning, each with its marks so far", response: answerGroupsResponseSchema, errors: [403, 404] }, async (input) => {
    const { userId: viewerId } = input;
    const q = await markable(viewerId, input.params.id, input.params.question);
    return groupsResponse(viewerId, input.params.id, q);
  });

  route({ method: 'PUT', url: '/api/assessments/:id/questions/:question/marks', tag: 'Class marking', summary: "Mark a group of answers (or one) at once; the other answers are re-marked from the teacher's marks as suggestions", body: groupMarksRequestSchema, response: answerGroupsResponseSchema, errors: [403, 404, 422] }, async (input) => {
    const { userId: viewerId } = input;
    const assessmentId = input.params.id;
    const q = await markable(viewerId, assessmentId, input.params.question);
    const body = input.body;
    const answers = await classAnswers(db, viewerId, assessmentId, q);
    if (answers.length === 0) throw new ApiError(404, QUESTION_NOT_FOUND);
    const unknown = body.student_assessment_ids.findIndex((id) => !answers.some((a) => a.student_assessment_id === id));
    if (unknown >= 0) throw new ValidationError([{ loc: ['body', 'student_assessment_ids', unknown], msg: 'This answer is not one of this question\'s answers', type: 'value_error' }]);
    const total = Math.max(...answers.map((a) => a.total_marks));
    if (body.marks_obtained > total) {
      throw new ValidationError([{ loc: ['body', 'marks_obtained'], msg: `Marks for question ${labelOf(q)} cannot exceed ${total}`, type: 'value_error' }]);
    }
    await db.transaction(async (tx) => {
      for (const id of body.student_assessment_ids) await setTeacherMark(tx, id, q, body.marks_obtained, viewerId, 'override', body.feedback);
      await remarkFromTeacher(tx, await classAnswers(tx, viewerId, assessmentId, q), q);
    });
    return groupsResponse(viewerId, assessmentId, q);
  });

  route({ method: 'POST', url: '/api/assessments/:id/questions/:question/suggestions/accept', tag: 'Class marking', summary: "Accept the suggested marks (all, or the listed answers') as the teacher's marks", body: acceptSuggestionsRequestSchema, response: answerGroupsResponseSchema, errors: [403, 404, 422] }, async (input) => {
    const { userId: viewerId } = input;
    const assessmentId = input.params.id;
    const q = await markable(viewerId, assessmentId, input.params.question);
    const body = input.body;
    const answers = await classAnswers(db, viewerId, assessmentId, q);
    const chosen = answers.filter((a) => a.teacher_marks === null && a.suggested_marks !== null && (!body.student_assessment_ids || body.student_assessment_ids.includes(a.student_assessment_id)));
    await db.transaction(async (tx) => {
      for (const a of chosen) await setTeacherMark(tx, a.student_assessment_id, q, a.suggested_marks!, viewerId, 'suggestion_accepted');
    });
    return groupsResponse(viewerId, assessmentId, q);
  });

  /** Releases the marks of every graded submission of the assessment that the teacher reviews. */
  route({ method: 'POST', url: '/api/assessments/:id/release', tag: 'Class marking', summary: "Release the marks of every graded submission of the teacher's students", body: releaseMarksRequestSchema, response: z.object({ released: z.number() }), errors: [403, 404, 409] }, async (input) => {
    const { userId: viewerId } = input;
    const assessmentId = input.params.id;
    await markable(viewerId, assessmentId);
    // The body is validated after the assessment is known to be the teacher's.
    void input.body;
    const rows = await gradedSubmissionsToRelease(db, assessmentId, viewerId, await visibleStudentIds(db, viewerId));
    if (rows.length === 0) throw new ApiError(409, NOTHING_TO_RELEASE);
    const passbacks = await db.transaction(async (tx) => {
      const recorded: string[] = [];
      for (const row of rows) recorded.push(...(await releaseSubmission(tx, row.id, viewerId)));
      return recorded;
    });
    await queueGradePassbacks(product.queue, passbacks);
    await refreshWeakAreasPdfs(product, rows.map((row) => row.id), viewerId);
    return { released: rows.length };
  });
}
