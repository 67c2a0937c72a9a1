// Assessments (spec 02 §7): My Assessments, one assessment, changing and deleting it, creating one (with AI or from
// files), submitting answers for grading, the class's submissions to one, and a submission's feedback PDF.
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { ApiError, parseAnswer } from '../api/errors.js';
import { archivedAssessmentListSchema, type ArchivedAssessment } from '../schemas/archive.js';
import {
  createAssessmentResponseSchema,
  type CreateAssessmentResponse,
  type CreateComprehensiveRequest,
  type EditAssessmentDetailsRequest,
} from '../schemas/assessment-requests.js';
import {
  assessmentDetailSchema,
  assessmentListSchema,
  type AssessmentDetail,
  type AssessmentListItem,
} from '../schemas/assessment.js';
import { submitAndGradeResponseSchema, type SubmitAndGradeResponse } from '../schemas/job.js';
import { classSubmissionsSchema, type ClassSubmission } from '../schemas/report.js';
import type { LoadOptions } from '../resource/resource.js';
import { REPORTS_PATH } from './reports.js';

export const ASSESSMENTS_PATH = '/assessments/';
const id = (value: string) => encodeURIComponent(value);
const assessmentPath = (assessmentId: string) => `/assessments/${id(assessmentId)}`;

export interface AssessmentListOptions extends LoadOptions {
  /** A teacher's list with their students' practice (self-checks) too, each named. */
  includePractice?: boolean;
}

/** GET /assessments/ (with ?include_practice=true for a teacher's practice view): kept 10 minutes. */
export async function fetchAssessments(api: ApiClient, options: AssessmentListOptions = {}): Promise<AssessmentListItem[]> {
  const path = options.includePractice ? `${ASSESSMENTS_PATH}?include_practice=true` : ASSESSMENTS_PATH;
  const raw = await api.get(path, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.assessmentList });
  return parseAnswer(assessmentListSchema, raw);
}

/** GET /assessments/{id}: kept 5 minutes; null when the answer is empty. */
export async function fetchAssessment(api: ApiClient, assessmentId: string, options: LoadOptions = {}): Promise<AssessmentDetail | null> {
  const raw = await api.get(assessmentPath(assessmentId), { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail });
  if (raw === null || raw === undefined) return null;
  return parseAnswer(assessmentDetailSchema, raw);
}

/** DELETE /assessments/{id}; the list is read again afterwards. */
export async function deleteAssessment(api: ApiClient, assessmentId: string): Promise<void> {
  await api.delete(assessmentPath(assessmentId));
}

/** GET /assessments/archived: the assessments teachers deleted, kept with their students' work (administrators). */
export async function fetchArchivedAssessments(api: ApiClient, options: LoadOptions = {}): Promise<ArchivedAssessment[]> {
  const raw = await api.get('/assessments/archived', { fresh: options.fresh, signal: options.signal });
  return parseAnswer(archivedAssessmentListSchema, raw);
}

/** POST /assessments/{id}/restore: the archived assessment is in use again; the lists are read again afterwards. */
export async function restoreAssessment(api: ApiClient, assessmentId: string): Promise<void> {
  await api.post(`${assessmentPath(assessmentId)}/restore`, {}, { invalidates: ['/assessments'] });
}

/** PATCH /assessments/{id} with the edited details; the details are read again afterwards. */
export async function updateAssessment(api: ApiClient, assessmentId: string, body: EditAssessmentDetailsRequest): Promise<void> {
  await api.patch(assessmentPath(assessmentId), body);
}

/** POST /assessments/submit-and-grade (multipart): the grading job of a submission; pending jobs are stale. */
export async function submitAndGrade(api: ApiClient, form: FormData): Promise<SubmitAndGradeResponse> {
  return parseAnswer(submitAndGradeResponseSchema, await api.post('/assessments/submit-and-grade', form, { invalidates: ['/grading-jobs'] }));
}

/** POST /assessments/create-comprehensive-async: the creation job of an AI-written assessment; files are stale. */
export async function createAssessmentWithAi(api: ApiClient, body: CreateComprehensiveRequest): Promise<CreateAssessmentResponse> {
  const raw = await api.post('/assessments/create-comprehensive-async', body, { invalidates: ['/files'] });
  return createAssessmentResponseSchema.parse(raw ?? {});
}

/** POST /assessments/create-comprehensive-with-files (multipart): the creation job of one built from files. */
export async function createAssessmentWithFiles(api: ApiClient, form: FormData): Promise<CreateAssessmentResponse> {
  const raw = await api.post('/assessments/create-comprehensive-with-files', form, { invalidates: ['/files'] });
  return createAssessmentResponseSchema.parse(raw ?? {});
}

/**
 * The submissions of the teacher's students to one assessment (the teacher assessment report): who, their status,
 * mark and where its review stands. Null when the assessment is neither theirs nor sat by their students (404).
 */
export async function fetchClassSubmissions(api: ApiClient, teacherId: string, assessmentId: string, options: LoadOptions = {}): Promise<ClassSubmission[] | null> {
  try {
    const raw = await api.get(`${REPORTS_PATH}/teacher/${id(teacherId)}/assessment/${id(assessmentId)}`, { fresh: options.fresh, signal: options.signal });
    return parseAnswer(classSubmissionsSchema, raw).submissions;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A submission's feedback report as a PDF (the report export of spec 02 §7); undefined after a 401. */
export function downloadFeedbackPdf(api: ApiClient, studentAssessmentId: string): Promise<Blob | undefined> {
  return api.download(`${REPORTS_PATH}/export/student-assessment/${id(studentAssessmentId)}?format=pdf`);
}
