// Upload & Validate (spec 02 §2, §7): the validation counter, the pending validation jobs, one job's end, and
// sending a submission for validation.
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { ApiError, isBackendUnreachable } from '../api/errors.js';
import { CUSTOM_SUBJECT } from '../rules/forms/upload-validate.js';
import { toSubmitAndGradeFields } from '../schemas/assessment-requests.js';
import { jobListSchema, submitAndGradeResponseSchema, toListedJob, type ListedJob, type SubmitAndGradeResponse } from '../schemas/job.js';
import type { Subject } from '../schemas/assessment.js';
import { UsageSignedOutError, createUsageReader, validationCounterOf, type ValidationCounter } from './usage.js';
import type { LoadOptions } from '../resource/resource.js';
import { fetchGradingJob } from './jobs.js';

/** Where pending validation jobs are listed (the specification leaves the path open). */
export const PENDING_VALIDATION_JOBS_PATH = '/validation/jobs/pending';
/** Validation goes through the grading call with purpose validation (decision 12). */
export const VALIDATION_SUBMIT_PATH = '/assessments/submit-and-grade';

/**
 * The validation counter, from core's usage reads (the summary, or GET /validation/usage standing in for it,
 * decision 5), kept 5 minutes; fresh skips the cache (the check before a submission, decision 1). Null after a
 * 401 (the user is being signed out).
 */
export async function fetchValidationUsage(api: ApiClient, options: LoadOptions = {}): Promise<ValidationCounter | null> {
  try {
    return validationCounterOf(await createUsageReader(api, { fresh: options.fresh ?? false, signal: options.signal }).counts());
  } catch (error) {
    if (error instanceof UsageSignedOutError) return null;
    throw error;
  }
}

/** One job as it is now, past every cache, to learn how a job that left the pending list ended; null when it cannot be read. */
export async function fetchValidationJob(api: ApiClient, jobId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<ListedJob | null> {
  try {
    return toListedJob(await fetchGradingJob(api, jobId, options));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Pending validation jobs, kept a minute. An unreachable backend or a 404 gives an empty list (spec 02 §7); any
 * other error answer is raised. The list may come bare or as { jobs: [...] }. Null after a 401.
 */
export async function fetchPendingValidationJobs(api: ApiClient, options: LoadOptions = {}): Promise<ListedJob[] | null> {
  let raw: unknown;
  try {
    raw = await api.get(PENDING_VALIDATION_JOBS_PATH, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.pendingJobs });
  } catch (error) {
    // Unreachable, or a backend without this list (a 404 on dashboard data is an empty state, spec 02 §7).
    if (isBackendUnreachable(error) || (error instanceof ApiError && error.status === 404)) return [];
    throw error;
  }
  if (raw === undefined) return null;
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.jobs) ? raw.jobs : [];
  return jobListSchema.parse(list).map(toListedJob);
}

/** What the Upload & Validate form holds when it is sent. */
export interface ValidationSubmission {
  title: string;
  description: string;
  /** A subject id or CUSTOM_SUBJECT. */
  subject: string;
  customSubject: string;
  answerSheet: File;
  questionPaper: File | null;
  markScheme: File | null;
}

/**
 * The multipart body: purpose validation (decision 12), subject_id and subject_name for a listed subject,
 * subject_name alone for a custom one, and one file per slot. No weak-areas PDF is asked for, as the
 * screen offers no such choice.
 */
export function validationFormData(submission: ValidationSubmission, subjects: readonly Subject[]): FormData {
  const custom = submission.subject === CUSTOM_SUBJECT;
  const listed = custom ? undefined : subjects.find((subject) => subject.id === submission.subject);
  const fields = toSubmitAndGradeFields({
    title: submission.title,
    description: submission.description.trim() || undefined,
    subjectId: custom ? null : submission.subject,
    subjectName: custom ? submission.customSubject.trim() : listed?.name,
    generateWeakAreasPdf: false,
    purpose: 'validation',
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const files = { student_answer: submission.answerSheet, question_paper: submission.questionPaper, mark_scheme: submission.markScheme };
  for (const [name, file] of Object.entries(files)) {
    if (file) body.append(name, file, file.name);
  }
  return body;
}

/**
 * POST /assessments/submit-and-grade with the validation body. Usage counters and job lists are stale after it;
 * a 429 raises UsageLimitError. Null for an answer that is not a job; undefined after a 401.
 */
export async function submitValidation(api: ApiClient, body: FormData): Promise<SubmitAndGradeResponse | null | undefined> {
  const answer = await api.post(VALIDATION_SUBMIT_PATH, body, { invalidates: ['/supabase-usage', '/validation'] });
  if (answer === undefined) return undefined;
  const parsed = submitAndGradeResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
