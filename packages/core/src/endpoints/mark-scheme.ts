// The mark-scheme read-out of one assessment: what the grader read of its mark scheme, the version a teacher
// confirms for marking, and a model provider's proposal. A change makes the assessment's details stale too (its
// total marks follow a confirmed reading): every /assessments answer is cleared after a PUT.
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import {
  markSchemeReadingSchema,
  type ConfirmMarkSchemeReadingRequest,
  type MarkSchemeReading,
} from '../schemas/mark-scheme-reading.js';
import type { LoadOptions } from '../resource/resource.js';

const readingPath = (assessmentId: string) => `/assessments/${encodeURIComponent(assessmentId)}/mark-scheme-reading`;

/** GET /assessments/{id}/mark-scheme-reading: the confirmed reading, else the reader's; kept as the details are. */
export async function getMarkSchemeReading(api: ApiClient, assessmentId: string, options: LoadOptions = {}): Promise<MarkSchemeReading> {
  const raw = await api.get(readingPath(assessmentId), { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail });
  return parseAnswer(markSchemeReadingSchema, raw);
}

/** PUT /assessments/{id}/mark-scheme-reading: confirms the corrected questions for marking; answers the new reading. */
export async function confirmMarkSchemeReading(api: ApiClient, assessmentId: string, body: ConfirmMarkSchemeReadingRequest): Promise<MarkSchemeReading> {
  return parseAnswer(markSchemeReadingSchema, await api.put(readingPath(assessmentId), body));
}

/** POST /assessments/{id}/mark-scheme-reading/propose: the configured model provider's reading, not yet confirmed. */
export async function proposeMarkSchemeReading(api: ApiClient, assessmentId: string): Promise<MarkSchemeReading> {
  return parseAnswer(markSchemeReadingSchema, await api.post(`${readingPath(assessmentId)}/propose`, {}, { invalidates: false }));
}
