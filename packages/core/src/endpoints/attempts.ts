// Attempts (an assessment set for students): how many times each student may submit it.
import type { ApiClient } from '../api/client.js';
import type { AttemptsRequest } from '../schemas/attempts.js';

/** PUT /assessments/{id}/attempts (its creator only); the assessment and the lists are stale afterwards. */
export async function updateAttempts(api: ApiClient, assessmentId: string, body: AttemptsRequest): Promise<void> {
  await api.put(`/assessments/${encodeURIComponent(assessmentId)}/attempts`, body, { invalidates: ['/assessments'] });
}
