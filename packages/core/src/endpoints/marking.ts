// Marking (spec 02 §7, decision 14): a teacher's review of one submission's marks and their release, marking a
// class's answers to one question by group, and regrade requests from both sides. The reads are always fresh:
// what is marked changes under the teacher's hands.
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import {
  answerGroupsResponseSchema,
  classQuestionListSchema,
  regradeRequestListSchema,
  regradeRequestSchema,
  type AnswerGroupsResponse,
  type ClassQuestion,
  type RegradeAnswer,
  type RegradeRequest,
  type RegradeRequestCreate,
} from '../schemas/class-marking.js';
import type { MarkOverrideRequest } from '../schemas/review.js';
import type { LoadOptions } from '../resource/resource.js';

const id = (value: string) => encodeURIComponent(value);
const assessmentPath = (assessmentId: string) => `/assessments/${id(assessmentId)}`;
const questionPath = (assessmentId: string, label: string) => `${assessmentPath(assessmentId)}/questions/${id(label)}`;
const submissionPath = (studentAssessmentId: string) => `/student-assessments/${id(studentAssessmentId)}`;

/** PUT …/marks: a teacher's marks and feedback for one submission, saved but not yet shown to the student. */
export async function overrideMarks(api: ApiClient, studentAssessmentId: string, body: MarkOverrideRequest): Promise<void> {
  await api.put(`${submissionPath(studentAssessmentId)}/marks`, body, { invalidates: ['/supabase-reports', '/analytics'] });
}

/** POST …/release: the submission's marks as the teacher left them are shown to the student. */
export async function releaseMarks(api: ApiClient, studentAssessmentId: string): Promise<void> {
  await api.post(`${submissionPath(studentAssessmentId)}/release`, {}, { invalidates: ['/supabase-reports', '/analytics'] });
}

/** GET /assessments/{id}/questions: the questions the class's answers can be marked by; always fresh. */
export async function fetchClassQuestions(api: ApiClient, assessmentId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<ClassQuestion[]> {
  return parseAnswer(classQuestionListSchema, await api.get(`${assessmentPath(assessmentId)}/questions`, { fresh: true, signal: options.signal }));
}

/** GET …/questions/{label}/groups: the class's answers to one question, grouped by meaning; always fresh. */
export async function fetchAnswerGroups(api: ApiClient, assessmentId: string, label: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<AnswerGroupsResponse> {
  return parseAnswer(answerGroupsResponseSchema, await api.get(`${questionPath(assessmentId, label)}/groups`, { fresh: true, signal: options.signal }));
}

/** One mark for every listed answer: a whole group, or one answer split from it. */
export async function markAnswers(api: ApiClient, assessmentId: string, label: string, ids: string[], marks: number): Promise<AnswerGroupsResponse> {
  const raw = await api.put(`${questionPath(assessmentId, label)}/marks`, { student_assessment_ids: ids, marks_obtained: marks }, { invalidates: ['/student-assessments'] });
  return parseAnswer(answerGroupsResponseSchema, raw);
}

/** The marks suggested from the teacher's marks become the teacher's own. */
export async function acceptSuggestions(api: ApiClient, assessmentId: string, label: string): Promise<AnswerGroupsResponse> {
  const raw = await api.post(`${questionPath(assessmentId, label)}/suggestions/accept`, {}, { invalidates: ['/student-assessments'] });
  return parseAnswer(answerGroupsResponseSchema, raw);
}

/** Releases the whole class's marks; the number of students they were released to. */
export async function releaseClassMarks(api: ApiClient, assessmentId: string): Promise<number> {
  const raw = (await api.post(`${assessmentPath(assessmentId)}/release`, {}, { invalidates: ['/student-assessments', '/reports'] })) as { released?: unknown } | null;
  return typeof raw?.released === 'number' ? raw.released : 0;
}

/** GET /assessments/{id}/regrade-requests: the class's regrade requests (teacher); always fresh. */
export async function fetchClassRegradeRequests(api: ApiClient, assessmentId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<RegradeRequest[]> {
  return parseAnswer(regradeRequestListSchema, await api.get(`${assessmentPath(assessmentId)}/regrade-requests`, { fresh: true, signal: options.signal }));
}

/** GET /regrade-requests?state=open: the open regrade requests of all the teacher's students (their dashboard); always fresh. */
export async function fetchOpenRegradeRequests(api: ApiClient, options: Pick<LoadOptions, 'signal'> = {}): Promise<RegradeRequest[]> {
  return parseAnswer(regradeRequestListSchema, await api.get('/regrade-requests?state=open', { fresh: true, signal: options.signal }));
}

/** A teacher's answer to a regrade request, with a new mark or without. */
export async function answerRegradeRequest(api: ApiClient, requestId: string, body: RegradeAnswer): Promise<RegradeRequest> {
  return parseAnswer(regradeRequestSchema, await api.post(`/regrade-requests/${id(requestId)}/answer`, body, { invalidates: ['/student-assessments'] }));
}

/** GET /student-assessments/{id}/regrade-requests: a student's own requests on one submission; always fresh. */
export async function fetchMyRegradeRequests(api: ApiClient, studentAssessmentId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<RegradeRequest[]> {
  return parseAnswer(regradeRequestListSchema, await api.get(`${submissionPath(studentAssessmentId)}/regrade-requests`, { fresh: true, signal: options.signal }));
}

/** A student asks for one question of their submission to be marked again. */
export async function requestRegrade(api: ApiClient, studentAssessmentId: string, body: RegradeRequestCreate): Promise<RegradeRequest> {
  return parseAnswer(regradeRequestSchema, await api.post(`${submissionPath(studentAssessmentId)}/regrade-requests`, body));
}
