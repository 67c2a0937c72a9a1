// The backend calls of the assessment screens (spec 02 §7), each answer read through core's schemas.
import {
  API_CACHE_TTL_MS,
  API_ERROR_FALLBACK_MESSAGE,
  ApiError,
  assessmentDetailSchema,
  assessmentListSchema,
  classSubmissionsSchema,
  createAssessmentResponseSchema,
  jobListSchema,
  jobSchema,
  subjectListSchema,
  subjectSchema,
  submitAndGradeResponseSchema,
  type ApiClient,
  type AssessmentDetail,
  type AssessmentListItem,
  type ClassSubmission,
  type CreateAssessmentResponse,
  type CreateComprehensiveRequest,
  type EditAssessmentDetailsRequest,
  type Job,
  type MarkOverrideRequest,
  type Subject,
  type SubmitAndGradeResponse,
} from '@assess/core';

/** The list answer was not a list (spec 02 §8). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

export interface ReadOptions {
  /** Skips the cache: polling, Refresh and Force Refresh read fresh (decision 1). */
  fresh?: boolean;
}

function invalid(): ApiError {
  return new ApiError(INVALID_RESPONSE_MESSAGE, 200, null);
}

export interface ListOptions extends ReadOptions {
  /** A teacher's list with their students' practice (self-checks) too, each named. */
  includePractice?: boolean;
}

export async function fetchAssessments(api: ApiClient, options: ListOptions = {}): Promise<AssessmentListItem[]> {
  const path = options.includePractice ? '/assessments/?include_practice=true' : '/assessments/';
  const raw = await api.get(path, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.assessmentList });
  const parsed = assessmentListSchema.safeParse(raw);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function fetchAssessment(api: ApiClient, id: string, options: ReadOptions = {}): Promise<AssessmentDetail | null> {
  const raw = await api.get(`/assessments/${encodeURIComponent(id)}`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail });
  if (raw === null || raw === undefined) return null;
  const parsed = assessmentDetailSchema.safeParse(raw);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function deleteAssessment(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/assessments/${encodeURIComponent(id)}`);
}

export async function updateAssessment(api: ApiClient, id: string, body: EditAssessmentDetailsRequest): Promise<void> {
  await api.patch(`/assessments/${encodeURIComponent(id)}`, body);
}

export async function fetchSubjects(api: ApiClient): Promise<Subject[]> {
  const raw = await api.get('/subjects/', { cacheTtlMs: API_CACHE_TTL_MS.subjects });
  const parsed = subjectListSchema.safeParse(raw ?? []);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function createSubject(api: ApiClient, name: string): Promise<Subject> {
  const raw = await api.post('/subjects', { name: name.trim() }, { invalidates: ['/subjects'] });
  const parsed = subjectSchema.safeParse(raw);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function submitAndGrade(api: ApiClient, form: FormData): Promise<SubmitAndGradeResponse> {
  const raw = await api.post('/assessments/submit-and-grade', form, { invalidates: ['/grading-jobs'] });
  const parsed = submitAndGradeResponseSchema.safeParse(raw);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

/** A job's state, always fresh: it is only read while polling (decision 1). */
export async function fetchJob(api: ApiClient, jobId: string): Promise<Job> {
  const raw = await api.get(`/assessments/grading-jobs/${encodeURIComponent(jobId)}`, { fresh: true });
  const parsed = jobSchema.safeParse(raw);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function fetchPendingJobs(api: ApiClient, options: ReadOptions = {}): Promise<Job[]> {
  const raw = await api.get('/grading-jobs/pending', { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.pendingJobs });
  const parsed = jobListSchema.safeParse(raw ?? []);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export async function createAssessmentWithAi(api: ApiClient, body: CreateComprehensiveRequest): Promise<CreateAssessmentResponse> {
  const raw = await api.post('/assessments/create-comprehensive-async', body, { invalidates: ['/files'] });
  return createAssessmentResponseSchema.parse(raw ?? {});
}

export async function createAssessmentWithFiles(api: ApiClient, form: FormData): Promise<CreateAssessmentResponse> {
  const raw = await api.post('/assessments/create-comprehensive-with-files', form, { invalidates: ['/files'] });
  return createAssessmentResponseSchema.parse(raw ?? {});
}

/** A student's graded submission with its per-question marks (the report detail call of spec 02 §7). */
export { fetchSubmissionReport } from '@assess/core';

/**
 * The submissions of the teacher's students to one assessment (the teacher assessment report): who, their status,
 * mark and where its review stands. Null when the assessment is neither theirs nor sat by their students.
 */
export async function fetchClassSubmissions(api: ApiClient, teacherId: string, assessmentId: string, options: ReadOptions = {}): Promise<ClassSubmission[] | null> {
  try {
    const path = `/supabase-reports/reports/teacher/${encodeURIComponent(teacherId)}/assessment/${encodeURIComponent(assessmentId)}`;
    const parsed = classSubmissionsSchema.safeParse(await api.get(path, { fresh: options.fresh }));
    if (!parsed.success) throw invalid();
    return parsed.data.submissions;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A submission's feedback report as a PDF (the report export of spec 02 §7); undefined after a 401. */
export function downloadFeedbackPdf(api: ApiClient, studentAssessmentId: string): Promise<Blob | undefined> {
  return api.download(`/supabase-reports/reports/export/student-assessment/${encodeURIComponent(studentAssessmentId)}?format=pdf`);
}

export async function overrideMarks(api: ApiClient, studentAssessmentId: string, body: MarkOverrideRequest): Promise<void> {
  await api.put(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/marks`, body, { invalidates: ['/supabase-reports', '/analytics'] });
}

export async function releaseMarks(api: ApiClient, studentAssessmentId: string): Promise<void> {
  await api.post(`/student-assessments/${encodeURIComponent(studentAssessmentId)}/release`, {}, { invalidates: ['/supabase-reports', '/analytics'] });
}

/** The message of a failed call: the server's detail or message, else the screen's own default. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== API_ERROR_FALLBACK_MESSAGE) return error.message;
  return fallback;
}
