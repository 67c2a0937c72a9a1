// The backend calls of marking a class together and of regrade requests, each answer read through core's schemas.
import {
  answerGroupsResponseSchema,
  classQuestionListSchema,
  regradeRequestListSchema,
  regradeRequestSchema,
  type AnswerGroupsResponse,
  type ApiClient,
  type ClassQuestion,
  type RegradeAnswer,
  type RegradeRequest,
  type RegradeRequestCreate,
} from '@assess/core';
import { parseAnswer } from '@assess/core';

const assessmentPath = (id: string) => `/assessments/${encodeURIComponent(id)}`;
const questionPath = (id: string, label: string) => `${assessmentPath(id)}/questions/${encodeURIComponent(label)}`;

export async function fetchClassQuestions(api: ApiClient, assessmentId: string): Promise<ClassQuestion[]> {
  return parseAnswer(classQuestionListSchema, await api.get(`${assessmentPath(assessmentId)}/questions`, { fresh: true }));
}

export async function fetchAnswerGroups(api: ApiClient, assessmentId: string, label: string): Promise<AnswerGroupsResponse> {
  return parseAnswer(answerGroupsResponseSchema, await api.get(`${questionPath(assessmentId, label)}/groups`, { fresh: true }));
}

/** One mark for every listed answer: a whole group, or one answer split from it. */
export async function markAnswers(api: ApiClient, assessmentId: string, label: string, ids: string[], marks: number): Promise<AnswerGroupsResponse> {
  const raw = await api.put(`${questionPath(assessmentId, label)}/marks`, { student_assessment_ids: ids, marks_obtained: marks }, { invalidates: ['/student-assessments'] });
  return parseAnswer(answerGroupsResponseSchema, raw);
}

export async function acceptSuggestions(api: ApiClient, assessmentId: string, label: string): Promise<AnswerGroupsResponse> {
  const raw = await api.post(`${questionPath(assessmentId, label)}/suggestions/accept`, {}, { invalidates: ['/student-assessments'] });
  return parseAnswer(answerGroupsResponseSchema, raw);
}

export async function releaseClassMarks(api: ApiClient, assessmentId: string): Promise<number> {
  const raw = (await api.post(`${assessmentPath(assessmentId)}/release`, {}, { invalidates: ['/student-assessments', '/reports'] })) as { released?: unknown } | null;
  return typeof raw?.released === 'number' ? raw.released : 0;
}

export async function fetchClassRegradeRequests(api: ApiClient, assessmentId: string): Promise<RegradeRequest[]> {
  return parseAnswer(regradeRequestListSchema, await api.get(`${assessmentPath(assessmentId)}/regrade-requests`, { fresh: true }));
}

export async function answerRegradeRequest(api: ApiClient, requestId: string, body: RegradeAnswer): Promise<RegradeRequest> {
  return parseAnswer(regradeRequestSchema, await api.post(`/regrade-requests/${encodeURIComponent(requestId)}/answer`, body, { invalidates: ['/student-assessments'] }));
}

export async function fetchMyRegradeRequests(api: ApiClient, studentAssessmentId: string): Promise<RegradeRequest[]> {
  return parseAnswer(regradeRequestListSchema, await api.get(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/regrade-requests`, { fresh: true }));
}

export async function requestRegrade(api: ApiClient, studentAssessmentId: string, body: RegradeRequestCreate): Promise<RegradeRequest> {
  return parseAnswer(regradeRequestSchema, await api.post(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/regrade-requests`, body));
}
