// The calls Upload & Validate makes, each read through core's schemas.
import {
  API_CACHE_TTL_MS,
  ApiError,
  CUSTOM_SUBJECT,
  isBackendUnreachable,
  jobListSchema,
  subjectListSchema,
  submitAndGradeResponseSchema,
  toListedJob,
  jobSchema,
  toSubmitAndGradeFields,
  USAGE_SUMMARY_PATH,
  VALIDATION_USAGE_PATH,
  UsageSignedOutError,
  createUsageReader,
  validationCounterOf,
  type ApiClient,
  type ListedJob,
  type Subject,
  type SubmitAndGradeResponse,
  type ValidationCounter,
} from '@assess/core';

/** Where pending validation jobs are listed (the specification leaves the path open). */
export const PENDING_VALIDATION_JOBS_PATH = '/validation/jobs/pending';
export const SUBJECTS_PATH = '/subjects/';
export { USAGE_SUMMARY_PATH, VALIDATION_USAGE_PATH };
export const SUBMIT_AND_GRADE_PATH = '/assessments/submit-and-grade';

/** The validation counter this screen shows and checks. */
export type ValidationUsage = ValidationCounter;

export interface ReadOptions {
  /** Skips the cache: Refresh Jobs and the check before a submission (decision 1). */
  fresh?: boolean;
}

export async function loadSubjects(api: ApiClient): Promise<Subject[]> {
  const raw = await api.get(SUBJECTS_PATH, { cacheTtlMs: API_CACHE_TTL_MS.subjects });
  return raw ? subjectListSchema.parse(raw) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The validation counter, from core's usage reads (the summary, or GET /validation/usage standing in for it,
 * decision 5). Null after a 401 (the user is being signed out).
 */
export async function loadValidationUsage(api: ApiClient, options: ReadOptions = {}): Promise<ValidationUsage | null> {
  try {
    return validationCounterOf(await createUsageReader(api, { fresh: options.fresh ?? false }).counts());
  } catch (error) {
    if (error instanceof UsageSignedOutError) return null;
    throw error;
  }
}

/** Where one job is read, to learn how a job that left the pending list ended. */
const validationJobPath = (jobId: string) => `/assessments/grading-jobs/${encodeURIComponent(jobId)}`;

/** One job as it is now, past every cache; null when it cannot be read. */
export async function loadValidationJob(api: ApiClient, jobId: string): Promise<ListedJob | null> {
  try {
    const raw = await api.get(validationJobPath(jobId), { fresh: true });
    const parsed = jobSchema.safeParse(raw);
    return parsed.success ? toListedJob(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * Pending validation jobs. An unreachable backend or a 404 gives an empty list (spec 02 §7); any other error
 * answer is raised. The list may come bare or as { jobs: [...] }.
 */
export async function loadPendingValidationJobs(api: ApiClient, options: ReadOptions = {}): Promise<ListedJob[] | null> {
  let raw: unknown;
  try {
    raw = await api.get(PENDING_VALIDATION_JOBS_PATH, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.pendingJobs });
  } catch (error) {
    // Unreachable, or a backend without this list (a 404 on dashboard data is an empty state, spec 02 §7).
    if (isBackendUnreachable(error) || (error instanceof ApiError && error.status === 404)) return [];
    throw error;
  }
  if (raw === undefined) return null;
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.jobs) ? raw.jobs : [];
  return jobListSchema.parse(list).map(toListedJob);
}

/** What the form holds when it is sent. */
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
 * Sends the submission. Usage counters and job lists are stale after it; a 429 raises core's
 * UsageLimitError. Undefined after a 401.
 */
export async function submitValidation(api: ApiClient, body: FormData): Promise<SubmitAndGradeResponse | null | undefined> {
  const answer = await api.post(SUBMIT_AND_GRADE_PATH, body, { invalidates: ['/supabase-usage', '/validation'] });
  if (answer === undefined) return undefined;
  const parsed = submitAndGradeResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
