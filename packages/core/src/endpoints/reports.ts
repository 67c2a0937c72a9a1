// Reports (spec 02 §7, Reports): what the reports screens and Assessment Details read of graded work, and the
// report PDFs the server makes.
import { z } from 'zod/mini';
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import {
  assessmentReportSchema,
  markReviewEventSchema,
  myReportItemSchema,
  studentProgressSchema,
  studentReportItemOutSchema,
  submissionStudentSchema,
  teacherAssessmentReportSchema,
  teacherClassesReportSchema,
  teacherClassReportSchema,
  teacherStudentsReportSchema,
  type AssessmentReport,
  type MarkReviewEvent,
  type MyReportItem,
  type StudentProgress,
  type StudentReportItemOut,
  type StudentResults,
  type TeacherAssessmentReport,
  type TeacherClass,
  type TeacherClassReport,
} from '../schemas/report.js';
import type { LoadOptions } from '../resource/resource.js';

export const REPORTS_PATH = '/supabase-reports/reports';
const id = (value: string) => encodeURIComponent(value);

/**
 * The report of one submission: the assessment detail response and the student assessment report in one answer, with
 * the grader's suggestions, its notes on what it could not do (pages of a paper not read) and what it read of the
 * mark scheme. The screens read it as the server serves it (assessmentReportSchema).
 */
export type SubmissionReport = AssessmentReport;

/** GET …/student/{studentId}/assessment/{reportId}: kept 5 minutes; null when there is none (or after a 401). */
export async function fetchSubmissionReport(api: ApiClient, studentId: string, reportId: string, options: LoadOptions = {}): Promise<SubmissionReport | null> {
  const raw = await api.get(`${REPORTS_PATH}/student/${id(studentId)}/assessment/${id(reportId)}`, {
    fresh: options.fresh,
    signal: options.signal,
    cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail,
  });
  if (raw === null || raw === undefined) return null;
  return parseAnswer(assessmentReportSchema, raw);
}

/** GET …/my-reports: the signed-in user's reports, kept as long as a student's reports; empty is none. */
export async function fetchMyReports(api: ApiClient, options: LoadOptions = {}): Promise<MyReportItem[]> {
  const raw = await api.get(`${REPORTS_PATH}/my-reports`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.studentReports });
  return parseAnswer(z.array(myReportItemSchema), raw ?? []);
}

/** GET …/student/{studentId}: the assessments a student completed; a 404 is a student the viewer may not see. */
export async function fetchStudentReports(api: ApiClient, studentId: string, options: LoadOptions = {}): Promise<StudentReportItemOut[]> {
  const raw = await api.get(`${REPORTS_PATH}/student/${id(studentId)}`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.studentReports });
  return parseAnswer(z.array(studentReportItemOutSchema), raw ?? []);
}

/** GET /student-assessments/{reportId}: the student a submission belongs to, kept as long as its report. */
export async function fetchSubmissionStudent(api: ApiClient, reportId: string, options: LoadOptions = {}): Promise<string> {
  const raw = await api.get(`/student-assessments/${id(reportId)}`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.assessmentDetail });
  return parseAnswer(submissionStudentSchema, raw).student.id;
}

/** GET …/student/{studentId}/progress: a student's progress by subject; null when there is none. */
export async function fetchStudentProgress(api: ApiClient, studentId: string, options: LoadOptions = {}): Promise<StudentProgress | null> {
  const raw = await api.get(`${REPORTS_PATH}/student/${id(studentId)}/progress`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.progress });
  return raw === null || raw === undefined ? null : parseAnswer(studentProgressSchema, raw);
}

/** A submission's report as a PDF; undefined after a 401. */
export function downloadReportPdf(api: ApiClient, reportId: string): Promise<Blob | undefined> {
  return api.download(`${REPORTS_PATH}/export/student-assessment/${id(reportId)}?format=pdf`);
}

/** A student's progress report as a PDF (subjects, assessments, areas to improve); undefined after a 401. */
export function downloadStudentPdf(api: ApiClient, studentId: string): Promise<Blob | undefined> {
  return api.download(`${REPORTS_PATH}/export/student/${id(studentId)}?format=pdf`);
}

/** A class report as a PDF (of one assessment when given); undefined after a 401. */
export function downloadClassPdf(api: ApiClient, classId: string, assessmentId?: string, threshold?: number): Promise<Blob | undefined> {
  const query = new URLSearchParams({ format: 'pdf' });
  if (assessmentId) query.set('assessment_id', assessmentId);
  if (threshold !== undefined) query.set('threshold', String(threshold));
  return api.download(`${REPORTS_PATH}/export/class/${id(classId)}?${query.toString()}`);
}

/** GET …/teacher/{teacherId}/students: kept as long as the teacher's students. */
export async function fetchTeacherStudents(api: ApiClient, teacherId: string, options: LoadOptions = {}): Promise<StudentResults[]> {
  const raw = await api.get(`${REPORTS_PATH}/teacher/${id(teacherId)}/students`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.teacherStudents });
  return raw === null || raw === undefined ? [] : parseAnswer(teacherStudentsReportSchema, raw).students;
}

/** GET …/teacher/{teacherId}/classes: kept as long as the teacher's students. */
export async function fetchTeacherClasses(api: ApiClient, teacherId: string, options: LoadOptions = {}): Promise<TeacherClass[]> {
  const raw = await api.get(`${REPORTS_PATH}/teacher/${id(teacherId)}/classes`, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.teacherStudents });
  return raw === null || raw === undefined ? [] : parseAnswer(teacherClassesReportSchema, raw).classes;
}

/** GET …/teacher/{teacherId}/class/{classId}: the class and its graded assessments. */
export async function fetchClassReport(api: ApiClient, teacherId: string, classId: string, options: LoadOptions = {}): Promise<TeacherClassReport> {
  return parseAnswer(teacherClassReportSchema, await api.get(`${REPORTS_PATH}/teacher/${id(teacherId)}/class/${id(classId)}`, { fresh: options.fresh, signal: options.signal }));
}

/** GET …/teacher/{teacherId}/assessment/{assessmentId}: one assessment, in one class when given. */
export async function fetchAssessmentClassReport(
  api: ApiClient,
  teacherId: string,
  assessmentId: string,
  classId: string | undefined,
  options: LoadOptions = {},
): Promise<TeacherAssessmentReport> {
  const query = classId ? `?class_id=${id(classId)}` : '';
  return parseAnswer(
    teacherAssessmentReportSchema,
    await api.get(`${REPORTS_PATH}/teacher/${id(teacherId)}/assessment/${id(assessmentId)}${query}`, { fresh: options.fresh, signal: options.signal }),
  );
}

/** Every change to a submission's marks, oldest first (decision 14); always fresh. */
export async function fetchReviewHistory(api: ApiClient, studentAssessmentId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<MarkReviewEvent[]> {
  const raw = await api.get(`/student-assessments/${id(studentAssessmentId)}/history`, { fresh: true, signal: options.signal });
  return parseAnswer(z.array(markReviewEventSchema), raw ?? []);
}
