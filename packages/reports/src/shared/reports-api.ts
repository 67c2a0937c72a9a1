// The backend calls of the reports screens (spec 02 §7, Reports), each answer read through a schema.
import { z } from 'zod/mini';
import {
  API_CACHE_TTL_MS,
  ApiError,
  parseAnswer,
  pendingJobSchema,
  reportListItemSchema,
  studentProgressReportSchema,
  studentReportListItemSchema,
  type ApiClient,
  type PendingJob,
  type ReportListItem,
  type StudentProgressReport,
  type StudentReportListItem,
} from '@assess/core';

export interface ReadOptions {
  /** Skips the cache: Refresh reads fresh (decision 1). */
  fresh?: boolean;
}

const R = '/supabase-reports/reports';
const id = (value: string) => encodeURIComponent(value);

/** A 404: the thing asked for is not there, or not the viewer's to see. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// A report in the reports home list carries its assessment, so that a teacher may open its class report, and
// whether it is practice (a self-check, which counts in no result).
const myReportSchema = z.extend(reportListItemSchema, { assessment_id: z.nullish(z.string()), practice: z.nullish(z.boolean()) });
export type MyReport = ReportListItem & { assessment_id?: string | null; practice?: boolean | null };

export async function fetchMyReports(api: ApiClient, options: ReadOptions = {}): Promise<MyReport[]> {
  const raw = await api.get(`${R}/my-reports`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.studentReports });
  return parseAnswer(z.array(myReportSchema), raw ?? []);
}

export async function fetchPendingJobs(api: ApiClient, options: ReadOptions = {}): Promise<PendingJob[]> {
  const raw = await api.get('/grading-jobs/pending', { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.pendingJobs });
  return parseAnswer(z.array(pendingJobSchema), raw ?? []);
}

const studentReportItemSchema = z.extend(studentReportListItemSchema, { subject_name: z.nullish(z.string()), percentage: z.nullish(z.number()) });
export type StudentReportItem = StudentReportListItem & { subject_name?: string | null; percentage?: number | null };

export async function fetchStudentReports(api: ApiClient, studentId: string, options: ReadOptions = {}): Promise<StudentReportItem[]> {
  const raw = await api.get(`${R}/student/${id(studentId)}`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.studentReports });
  return parseAnswer(z.array(studentReportItemSchema), raw ?? []);
}

export { fetchSubmissionReport, type SubmissionReport } from '@assess/core';

/** The student a submission belongs to, for a teacher who opens a report by its id alone. */
export async function fetchSubmissionStudent(api: ApiClient, reportId: string, options: ReadOptions = {}): Promise<string> {
  const raw = await api.get(`/student-assessments/${id(reportId)}`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail });
  return parseAnswer(z.object({ student: z.object({ id: z.string() }) }), raw).student.id;
}

export async function fetchStudentProgress(api: ApiClient, studentId: string, options: ReadOptions = {}): Promise<StudentProgressReport | null> {
  const raw = await api.get(`${R}/student/${id(studentId)}/progress`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.progress });
  return raw === null || raw === undefined ? null : parseAnswer(studentProgressReportSchema, raw);
}

/** A submission's report as a PDF; undefined after a 401. */
export function downloadReportPdf(api: ApiClient, reportId: string): Promise<Blob | undefined> {
  return api.download(`${R}/export/student-assessment/${id(reportId)}?format=pdf`);
}

/** A student's progress report as a PDF (subjects, assessments, areas to improve); undefined after a 401. */
export function downloadStudentPdf(api: ApiClient, studentId: string): Promise<Blob | undefined> {
  return api.download(`${R}/export/student/${id(studentId)}?format=pdf`);
}

/** A class report as a PDF (of one assessment when given); undefined after a 401. */
export function downloadClassPdf(api: ApiClient, classId: string, assessmentId?: string, threshold?: number): Promise<Blob | undefined> {
  const query = new URLSearchParams({ format: 'pdf' });
  if (assessmentId) query.set('assessment_id', assessmentId);
  if (threshold !== undefined) query.set('threshold', String(threshold));
  return api.download(`${R}/export/class/${id(classId)}?${query.toString()}`);
}

const nullableNumber = z.pipe(z.nullish(z.number()), z.transform((value) => value ?? null));
const nullableText = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null));

export const teacherStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: nullableText,
  student_id: nullableText,
  class_name: nullableText,
  user_id: nullableText,
  total_assessments: z._default(z.number(), 0),
  average_score: nullableNumber,
  last_assessment_date: nullableText,
  latest_score: nullableNumber,
  latest_title: nullableText,
});
export type TeacherStudent = z.output<typeof teacherStudentSchema>;

export async function fetchTeacherStudents(api: ApiClient, teacherId: string, options: ReadOptions = {}): Promise<TeacherStudent[]> {
  const raw = await api.get(`${R}/teacher/${id(teacherId)}/students`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.teacherStudents });
  return parseAnswer(z.object({ students: z._default(z.array(teacherStudentSchema), []) }), raw ?? {}).students;
}

export const teacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject_name: nullableText,
  year_group: nullableText,
  student_count: z._default(z.number(), 0),
  linked_count: z._default(z.number(), 0),
  average_score: nullableNumber,
  graded: z._default(z.number(), 0),
  assessments_set: z._default(z.number(), 0),
  completion_rate: nullableNumber,
  weakest_topics: z._default(z.array(z.object({ topic: z.string(), percentage: z.number() })), []),
});
export type TeacherClass = z.output<typeof teacherClassSchema>;

export async function fetchTeacherClasses(api: ApiClient, teacherId: string, options: ReadOptions = {}): Promise<TeacherClass[]> {
  const raw = await api.get(`${R}/teacher/${id(teacherId)}/classes`, { fresh: options.fresh, cacheTtlMs: API_CACHE_TTL_MS.teacherStudents });
  return parseAnswer(z.object({ classes: z._default(z.array(teacherClassSchema), []) }), raw ?? {}).classes;
}

export const classReportSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  assessments: z._default(z.array(z.object({ assessment_id: z.string(), title: z.string(), subject: nullableText, submissions: z.number(), average_score: nullableNumber })), []),
});
export type ClassReport = z.output<typeof classReportSchema>;

export async function fetchClassReport(api: ApiClient, teacherId: string, classId: string, options: ReadOptions = {}): Promise<ClassReport> {
  return parseAnswer(classReportSchema, await api.get(`${R}/teacher/${id(teacherId)}/class/${id(classId)}`, { fresh: options.fresh }));
}

export const assessmentClassReportSchema = z.object({
  assessment: z.object({ id: z.string(), title: z.string(), subject: nullableText, total_marks: nullableNumber }),
  summary: z.object({ submissions: z.number(), graded: z.number(), average_score: nullableNumber, highest_score: nullableNumber, lowest_score: nullableNumber }),
  distribution: z._default(z.array(z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number() })), []),
  submissions: z._default(
    z.array(
      z.object({
        student_assessment_id: z.string(),
        student_user_id: z.string(),
        student_record_id: z.string(),
        student_name: z.string(),
        status: z.string(),
        percentage: nullableNumber,
        marks_obtained: nullableNumber,
        total_marks: nullableNumber,
        review_state: z.string(),
      }),
    ),
    [],
  ),
  questions: z._default(
    z.array(
      z.object({
        question: z.string(),
        question_part: z._default(z.string(), ''),
        topic: nullableText,
        answers: z.number(),
        average_marks: nullableNumber,
        total_marks: nullableNumber,
        average_percentage: nullableNumber,
      }),
    ),
    [],
  ),
});
export type AssessmentClassReport = z.output<typeof assessmentClassReportSchema>;

export async function fetchAssessmentClassReport(
  api: ApiClient,
  teacherId: string,
  assessmentId: string,
  classId: string | undefined,
  options: ReadOptions = {},
): Promise<AssessmentClassReport> {
  const query = classId ? `?class_id=${id(classId)}` : '';
  return parseAnswer(assessmentClassReportSchema, await api.get(`${R}/teacher/${id(teacherId)}/assessment/${id(assessmentId)}${query}`, { fresh: options.fresh }));
}

export const reviewEventSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  action: z.string(),
  question: nullableText,
  question_part: nullableText,
  old_marks: nullableNumber,
  new_marks: nullableNumber,
  old_feedback: nullableText,
  new_feedback: nullableText,
  actor_email: nullableText,
  created_at: z.string(),
});
export type ReviewEvent = z.output<typeof reviewEventSchema>;

/** Every change to a submission's marks, oldest first (decision 14). */
export async function fetchReviewHistory(api: ApiClient, studentAssessmentId: string): Promise<ReviewEvent[]> {
  const raw = await api.get(`/student-assessments/${id(studentAssessmentId)}/history`, { fresh: true });
  return parseAnswer(z.array(reviewEventSchema), raw ?? []);
}
