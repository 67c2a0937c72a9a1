// Reports (spec 02 §7, Reports): what the reports screens and Assessment Details read of graded work.
import { z } from 'zod/mini';
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import {
  assessmentDetailResponseSchema,
  studentAssessmentReportSchema,
  type AssessmentDetailResponse,
  type StudentAssessmentReport,
} from '../schemas/index.js';
import type { LoadOptions } from '../resource/index.js';

export const REPORTS_PATH = '/supabase-reports/reports';
const id = (value: string) => encodeURIComponent(value);

/** The report of one submission: the student assessment report and the assessment detail response in one answer. */
export type SubmissionReport = StudentAssessmentReport & AssessmentDetailResponse & { suggestions: string[] };

const suggestionsSchema = z.object({ suggestions: z.catch(z._default(z.array(z.string()), []), []) });

/** GET …/student/{studentId}/assessment/{reportId}: kept 5 minutes; null when there is none (or after a 401). */
export async function fetchSubmissionReport(api: ApiClient, studentId: string, reportId: string, options: LoadOptions = {}): Promise<SubmissionReport | null> {
  const raw = await api.get(`${REPORTS_PATH}/student/${id(studentId)}/assessment/${id(reportId)}`, {
    fresh: options.fresh,
    signal: options.signal,
    cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail,
  });
  if (raw === null || raw === undefined) return null;
  return { ...parseAnswer(studentAssessmentReportSchema, raw), ...parseAnswer(assessmentDetailResponseSchema, raw), ...parseAnswer(suggestionsSchema, raw) };
}
