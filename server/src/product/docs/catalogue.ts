import { z } from 'zod';
import type { RouteDoc } from '../shared/route.js';
import {
  attemptsRequestSchema,
  archivedAssessmentListSchema,
  restoredAssessmentSchema,
  assessmentDetailSchema,
  assessmentListItemSchema,
  createAssessmentResponseSchema,
  createComprehensiveRequestSchema,
  createWithFilesFieldsSchema,
  editAssessmentDetailsRequestSchema,
  confirmMarkSchemeReadingRequestSchema,
  markSchemeReadingSchema,
  releaseMarksRequestSchema,
  submitAndGradeFieldsSchema,
  submitAndGradeResponseSchema,
  acceptSuggestionsRequestSchema,
  answerGroupsResponseSchema,
  classQuestionListSchema,
  groupMarksRequestSchema,
  regradeAnswerSchema,
  regradeRequestCreateSchema,
  regradeRequestListSchema,
  regradeRequestSchema,
} from '@assess/core';

export type { HttpMethod, RouteDoc } from '../shared/route.js';

const list = <T extends z.core.$ZodType>(item: T) => z.array(item);
const message = z.object({ id: z.string(), message: z.string() });

/**
 * The /api routes not yet declared with their contract (see shared/route.ts): the API document takes them from
 * here beside the declared ones, until every area declares its routes.
 */
export const ROUTES: RouteDoc[] = [
  // Assessments
  { method: 'GET', path: '/api/assessments/', tag: 'Assessments', summary: 'The assessments the caller may see (My Assessments)', response: list(assessmentListItemSchema) },
  { method: 'GET', path: '/api/assessments', tag: 'Assessments', summary: 'The same list without the trailing slash (decision 21)', response: list(assessmentListItemSchema) },
  { method: 'GET', path: '/api/assessments/{id}', tag: 'Assessments', summary: 'One assessment', response: assessmentDetailSchema, errors: [404] },
  { method: 'PATCH', path: '/api/assessments/{id}', tag: 'Assessments', summary: 'Edit Details, by the creator only (decision 13); a stale version, or a new total once submissions are marked, is refused', body: editAssessmentDetailsRequestSchema, response: assessmentListItemSchema, errors: [403, 404, 409, 422] },
  { method: 'GET', path: '/api/assessments/{id}/mark-scheme-reading', tag: 'Assessments', summary: "What the grader read of the assessment's mark scheme (questions, marks, points, pages, warnings), or the version its creator confirmed", response: markSchemeReadingSchema, errors: [403, 404, 422] },
  { method: 'PUT', path: '/api/assessments/{id}/mark-scheme-reading', tag: 'Assessments', summary: "Confirm the corrected reading: submissions are then marked against it, and the assessment's total follows it", body: confirmMarkSchemeReadingRequestSchema, response: markSchemeReadingSchema, errors: [400, 403, 404, 409] },
  { method: 'GET', path: '/api/assessments/{id}/mark-scheme-reading/pages/{page}', tag: 'Assessments', summary: "A page of the assessment's mark scheme as an image ({page} is its number and .png, as 1.png): by the signed link the reading gives (image_url), or with the creator's bearer token", auth: 'bearer-or-query', file: 'image/png', errors: [403, 404] },
  { method: 'POST', path: '/api/assessments/{id}/mark-scheme-reading/propose', tag: 'Assessments', summary: 'A reading proposed by the configured model provider, for the creator to confirm (not stored)', response: markSchemeReadingSchema, errors: [403, 404, 409, 502] },
  { method: 'DELETE', path: '/api/assessments/{id}', tag: 'Assessments', summary: "Delete (archive) an assessment: it leaves the lists, its students' work, marks, reports and files are kept", response: message, errors: [403, 404] },
  { method: 'GET', path: '/api/assessments/archived', tag: 'Assessments', summary: 'The archived assessments an administrator oversees', response: archivedAssessmentListSchema, errors: [403] },
  { method: 'POST', path: '/api/assessments/{id}/restore', tag: 'Assessments', summary: 'Restore an archived assessment (administrators)', response: restoredAssessmentSchema, errors: [403, 404] },
  { method: 'POST', path: '/api/assessments/create-comprehensive', tag: 'Assessments', summary: 'Create an assessment (AI mode)', body: createComprehensiveRequestSchema, response: createAssessmentResponseSchema, status: 201, errors: [404, 422, 429] },
  { method: 'POST', path: '/api/assessments/create-comprehensive-async', tag: 'Assessments', summary: 'Create an assessment in the background; answers a job id to poll', body: createComprehensiveRequestSchema, response: createAssessmentResponseSchema, status: 202, errors: [404, 422, 429] },
  { method: 'POST', path: '/api/assessments/create-comprehensive-with-files', tag: 'Assessments', summary: 'Create an assessment from a question paper and a mark scheme (file mode)', form: { fields: createWithFilesFieldsSchema, files: ['question_paper', 'mark_scheme'] }, response: createAssessmentResponseSchema, status: 201, errors: [404, 413, 415, 422, 429] },
  { method: 'POST', path: '/api/assessments/submit-and-grade', tag: 'Assessments', summary: 'Submit answers for grading or validation (decision 12); answers a job id. A submission past the attempts an assessment set by someone else allows is refused (409), using no quota', form: { fields: submitAndGradeFieldsSchema, files: ['question_paper', 'mark_scheme', 'student_answer'] }, response: submitAndGradeResponseSchema, errors: [409, 413, 415, 422, 429] },
  { method: 'PUT', path: '/api/assessments/{id}/attempts', tag: 'Assessments', summary: 'How many times each student may submit the assessment (1 by default), by its creator only', body: attemptsRequestSchema, response: z.object({ id: z.string(), attempts_allowed: z.int() }), errors: [403, 404, 422] },

  // Marking a class together
  { method: 'GET', path: '/api/assessments/{id}/questions', tag: 'Class marking', summary: "The questions of an assessment that its students' graded submissions answered", response: classQuestionListSchema, errors: [403, 404] },
  { method: 'GET', path: '/api/assessments/{id}/questions/{question}/groups', tag: 'Class marking', summary: "A question's answers grouped by meaning, each with its marks so far", response: answerGroupsResponseSchema, errors: [403, 404] },
  { method: 'PUT', path: '/api/assessments/{id}/questions/{question}/marks', tag: 'Class marking', summary: "Mark a group of answers (or one) at once; the other answers are re-marked from the teacher's marks as suggestions", body: groupMarksRequestSchema, response: answerGroupsResponseSchema, errors: [403, 404, 422] },
  { method: 'POST', path: '/api/assessments/{id}/questions/{question}/suggestions/accept', tag: 'Class marking', summary: "Accept the suggested marks (all, or the listed answers') as the teacher's marks", body: acceptSuggestionsRequestSchema, response: answerGroupsResponseSchema, errors: [403, 404, 422] },
  { method: 'POST', path: '/api/assessments/{id}/release', tag: 'Class marking', summary: "Release the marks of every graded submission of the teacher's students", body: releaseMarksRequestSchema, response: z.object({ released: z.number() }), errors: [403, 404, 409] },
  { method: 'GET', path: '/api/student-assessments/{id}/regrade-requests', tag: 'Class marking', summary: "A submission's regrade requests and their answers", response: regradeRequestListSchema, errors: [404] },
  { method: 'POST', path: '/api/student-assessments/{id}/regrade-requests', tag: 'Class marking', summary: 'Ask for a regrade of one question, once, after release', body: regradeRequestCreateSchema, response: regradeRequestSchema, status: 201, errors: [403, 404, 409, 422] },
  { method: 'GET', path: '/api/assessments/{id}/regrade-requests', tag: 'Class marking', summary: "The regrade requests of the teacher's students (state=open for the open ones)", response: regradeRequestListSchema, errors: [403, 404, 422] },
  { method: 'GET', path: '/api/regrade-requests', tag: 'Class marking', summary: "Every regrade request of the teacher's students, whatever the assessment (state=open for the open ones: the teacher's dashboard)", response: regradeRequestListSchema, errors: [403, 422] },
  { method: 'POST', path: '/api/regrade-requests/{id}/answer', tag: 'Class marking', summary: 'Answer a regrade request; a changed mark is released to the student at once', body: regradeAnswerSchema, response: regradeRequestSchema, errors: [403, 404, 409, 422] },
];
