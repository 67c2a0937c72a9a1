// The marks review's two calls (spec 02 §7). Every other call of the assessment screens lives in core's
// endpoints (@assess/core: endpoints/assessments.ts).
import type { ApiClient, MarkOverrideRequest } from '@assess/core';

export { errorText } from './error-text.ts';

export async function overrideMarks(api: ApiClient, studentAssessmentId: string, body: MarkOverrideRequest): Promise<void> {
  await api.put(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/marks`, body, { invalidates: ['/supabase-reports', '/analytics'] });
}

export async function releaseMarks(api: ApiClient, studentAssessmentId: string): Promise<void> {
  await api.post(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/release`, {}, { invalidates: ['/supabase-reports', '/analytics'] });
}
