import type { TeacherAssessmentReport, TeacherClassesReport, TeacherClassReport, TeacherStudentsReport } from '@assess/core/schemas';
import { isUuid, notFound } from '../shared/errors.js';
import { completionPercent, visibleClassFrom } from '../classes/index.js';
import { requireManagement } from '../shared/access.js';
import {
  assessmentSubmissionRows,
  classReportRows,
  classTopicRows,
  type Queryable,
  questionAverageRows,
  reportAccess,
  type ReportScope,
  reportAssessment,
  type StudentResultsRow,
  studentResultRows,
  teacherClassReportRow,
} from './repository.js';

export const TEACHER_REPORT_MESSAGES = {
  teacherNotFound: 'Teacher not found',
  classNotFound: 'Class not found',
  assessmentNotFound: 'Assessment not found',
} as const;

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

/** Throws what a teacher report answers a viewer it is not for: 403 without a management role, else the teacher reads as unknown. */
function requireReportAccess(access: { role: string; teacher_known: boolean } | undefined, teacherId: string): void {
  requireManagement(access?.role ?? 'student');
  if (!isUuid(teacherId) || !access?.teacher_known) throw notFound(TEACHER_REPORT_MESSAGES.teacherNotFound);
}

/**
 * A teacher's reports are for that teacher, their school's administrators and administrators; for anyone
 * else the teacher reads as unknown.
 */
export async function authorizeTeacherReport(db: Queryable, viewerId: string, teacherId: string): Promise<void> {
  requireReportAccess(await reportAccess(db, viewerId, isUuid(teacherId) ? teacherId : null), teacherId);
}

const withIsoDate = (row: StudentResultsRow) => ({ ...row, last_assessment_date: iso(row.last_assessment_date) });

/** Each student record of the report (optionally of one class) with the linked account's results and the newest of them. */
async function studentsWithResults(db: Queryable, scope: ReportScope, classId?: string) {
  return (await studentResultRows(db, scope, classId)).map(withIsoDate);
}

function summaryOf(students: { total_assessments: number; average_score: number | null }[]) {
  let count = 0;
  let weighted = 0;
  for (const student of students) {
    const total = student.total_assessments;
    if (total > 0 && student.average_score !== null) {
      count += total;
      weighted += student.average_score * total;
    }
  }
  return { total_assessments: count, average_score: count > 0 ? Math.round((weighted / count) * 10) / 10 : null };
}

/** GET .../reports/teacher/{teacherId}/students. */
export async function teacherStudentsReport(db: Queryable, scope: ReportScope): Promise<TeacherStudentsReport> {
  const students = await studentsWithResults(db, scope);
  return {
    teacher_id: scope.teacherId,
    total_students: students.length,
    linked_students: students.filter((student) => student.user_id).length,
    ...summaryOf(students),
    students,
  };
}

/** The drivers hand json back parsed (PostgreSQL) or as text (PGlite, by its type parsers). */
function parsedJson<T>(value: T | string | null | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? undefined);
}

/**
 * GET .../reports/teacher/{teacherId}/class/{classId}: the class, its students and its assessments, in one query.
 * The results of the class's students (`class_results`) are read once, for both the students' and the
 * assessments' figures, and only when the report is readable (a list is read when first used).
 * With `authorize` (the report route), the rule of authorizeTeacherReport is checked in the same statement: the
 * figures are read only for a viewer the report is for, of a class in the report.
 */
export async function teacherClassReport(db: Queryable, scope: ReportScope, classId: string, options: { authorize?: boolean } = {}): Promise<TeacherClassReport> {
  if (!isUuid(classId) || !isUuid(scope.teacherId)) {
    if (options.authorize) await authorizeTeacherReport(db, scope.viewerId, scope.teacherId);
    throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
  }
  const row = await teacherClassReportRow(db, scope, classId, options.authorize);
  if (options.authorize) requireReportAccess(row, scope.teacherId);
  const classRow = parsedJson(row?.class);
  const found = classRow ? visibleClassFrom(classRow) : undefined;
  if (!found || !classInScope(scope, found)) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
  const { owner: _owner, ...schoolClass } = found;
  const students = (parsedJson(row?.students) ?? []).map(withIsoDate);
  const assessments = parsedJson(row?.assessments) ?? [];
  return {
    class: schoolClass,
    ...summaryOf(students),
    students,
    assessments: assessments.map((assessment) => ({ ...assessment, last_graded_at: iso(assessment.last_graded_at) })),
  };
}

/** A class the viewer may see (findVisibleClass) is in the report: the teacher's own, or any the viewer manages in their own report. */
export function classInScope(scope: ReportScope, found: { teacher_id: string | null }): boolean {
  return scope.viewerId === scope.teacherId || found.teacher_id === scope.teacherId;
}

/** The score bands of a class report's distribution: ten points wide, the last one 90-100. */
export function scoreDistribution(scores: readonly number[]): { label: string; from: number; to: number; count: number }[] {
  return Array.from({ length: 10 }, (_, index) => {
    const from = index * 10;
    const to = index === 9 ? 100 : from + 9;
    const count = scores.filter((score) => (index === 9 ? score >= 90 : score >= from && score < from + 10)).length;
    return { label: `${from}-${to}%`, from, to, count };
  });
}

/**
 * GET .../reports/teacher/{teacherId}/assessment/{assessmentId}: the submissions of the teacher's students
 * (optionally of one of their classes), the spread of their scores and the average mark per question.
 */
export async function teacherAssessmentReport(db: Queryable, scope: ReportScope, assessmentId: string, classId?: string): Promise<TeacherAssessmentReport> {
  if (!isUuid(assessmentId)) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  if (classId !== undefined && !isUuid(classId)) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
  const found = await reportAssessment(db, assessmentId);
  if (!found) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  const submissions = await assessmentSubmissionRows(db, scope, assessmentId, classId);
  if (found.creator_id !== scope.teacherId && submissions.length === 0) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  const questions = await questionAverageRows(db, scope, assessmentId, classId);
  const graded = submissions.filter((row) => row.status === 'graded' || row.status === 'completed');
  const scores = graded.map((row) => row.percentage).filter((value): value is number => typeof value === 'number');
  return {
    assessment: { id: found.id, title: found.title, subject: found.subject, total_marks: found.total_marks, created_at: iso(found.created_at) },
    summary: {
      submissions: submissions.length,
      graded: graded.length,
      average_score: scores.length > 0 ? Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 10) / 10 : null,
      highest_score: scores.length > 0 ? Math.max(...scores) : null,
      lowest_score: scores.length > 0 ? Math.min(...scores) : null,
    },
    distribution: scoreDistribution(scores),
    submissions: submissions.map((row) => ({ ...row, submitted_at: iso(row.submitted_at), graded_at: iso(row.graded_at) })),
    questions,
  };
}

/** How many of a class's weakest topics the classes report names. */
export const WEAKEST_TOPICS_SHOWN = 3;

/**
 * GET .../reports/teacher/{teacherId}/classes: each of the teacher's classes with its students' average, its
 * completion (by the class page's rule: the students who submitted each assessment set on the class page, over
 * every student of the class for each) and its weakest topics.
 */
export async function teacherClassesReport(db: Queryable, scope: ReportScope): Promise<TeacherClassesReport> {
  const classes = await classReportRows(db, scope);
  const topics = await classTopicRows(db, scope);
  return {
    teacher_id: scope.teacherId,
    classes: classes.map((row) => ({
      ...row,
      completion_rate: completionPercent(row.submissions_made, row.submissions_due),
      weakest_topics: topics
        .filter((topic) => topic.class_id === row.id)
        .slice(0, WEAKEST_TOPICS_SHOWN)
        .map(({ topic, percentage }) => ({ topic, percentage })),
    })),
  };
}
