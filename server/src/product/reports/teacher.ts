import type { MarkReviewState, TeacherAssessmentReport, TeacherClassesReport, TeacherClassReport, TeacherStudentsReport } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { isUuid, notFound } from '../shared/errors.js';
import { classCompletionSql, completionPercent, visibleClassFrom, visibleClassSql } from '../classes/index.js';
import { isManagementRoleSql, recordVisibleSql, requireManagement, serverRoleSql } from '../shared/access.js';
import { COUNTED_SQL, round1 } from './repository.js';
import { attemptNumberSql } from '../shared/submissions.js';

export const TEACHER_REPORT_MESSAGES = {
  teacherNotFound: 'Teacher not found',
  classNotFound: 'Class not found',
  assessmentNotFound: 'Assessment not found',
} as const;

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

/**
 * SQL (one row): the viewer's role (serverRoleOf's reading) and whether the teacher is known to them: themselves,
 * any user for an administrator, a member of their school for a school administrator. `viewer` and `teacher` are
 * uuid expressions.
 */
function reportAccessSql(viewer: string, teacher: string): string {
  return `SELECT v.role, (${viewer} = ${teacher}
      OR (v.role = 'admin' AND EXISTS (SELECT 1 FROM users WHERE id = ${teacher}))
      OR (v.role = 'school_admin' AND EXISTS (
        SELECT 1 FROM school_members mine JOIN school_members theirs ON theirs.school_id = mine.school_id
        WHERE mine.user_id = ${viewer} AND mine.role = 'school_admin' AND theirs.user_id = ${teacher}))) IS TRUE AS teacher_known
    FROM (SELECT ${serverRoleSql(viewer)} AS role) v`;
}

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
  const { rows } = await db.query<{ role: string; teacher_known: boolean }>(reportAccessSql('$1::uuid', '$2::uuid'), [viewerId, isUuid(teacherId) ? teacherId : null]);
  requireReportAccess(rows[0], teacherId);
}

/**
 * Whose records a teacher report covers. Read by the teacher themselves ("my students"), every record they manage
 * by the one rule of management and analytics (their own; a school administrator's school; an administrator's
 * all); read by an administrator about another teacher, that teacher's own records.
 */
export interface ReportScope {
  teacherId: string;
  viewerId: string;
}

/** SQL: the record aliased `alias` (a student or a class) is in the report's scope; $1 is the scope's teacher. */
function inScopeSql(scope: ReportScope, alias: string): string {
  return scope.viewerId === scope.teacherId ? recordVisibleSql(alias) : `${alias}.teacher_id = $1`;
}

export interface StudentResultsRow {
  id: string;
  name: string;
  email: string | null;
  student_id: string | null;
  class_year: string | null;
  class_id: string | null;
  class_name: string | null;
  user_id: string | null;
  invitation_status: string | null;
  total_assessments: number;
  average_score: number | null;
  highest_score: number | null;
  lowest_score: number | null;
  last_assessment_date: Date | string | null;
  /** The newest graded result: its score and assessment. */
  latest_score: number | null;
  latest_title: string | null;
}

export interface ClassAssessmentRow {
  assessment_id: string;
  title: string;
  subject: string | null;
  submissions: number;
  average_score: number | null;
  last_graded_at: Date | string | null;
}

/**
 * SQL: each student record of the report (optionally of one class, $2) with the linked account's results and the
 * newest of them; $1 is the scope's teacher. `results` is where the results come from: effective_student_results,
 * or a list of some of its rows with the same columns (those that count, at least of these students).
 * The newest result is taken from the same rows as the figures (the first in date order), not read again.
 */
function studentsWithResultsSql(scope: ReportScope, results = 'effective_student_results'): string {
  const newest = (column: string) => `(array_agg(${column} ORDER BY coalesce(r.graded_at, r.submitted_at) DESC))[1]`;
  return `SELECT s.id, s.name, s.email, s.student_id, s.class_year, s.class_id, c.name AS class_name, s.user_id, s.invitation_status,
       count(r.student_assessment_id)::int AS total_assessments,
       ${round1('avg(r.percentage)')} AS average_score,
       ${round1('max(r.percentage)')} AS highest_score,
       ${round1('min(r.percentage)')} AS lowest_score,
       max(r.graded_at) AS last_assessment_date,
       ${round1(newest('r.percentage'))} AS latest_score, ${newest('a.title')} AS latest_title
     FROM students s
     LEFT JOIN classes c ON c.id = s.class_id
     LEFT JOIN ${results} r ON r.student_id = s.user_id AND ${COUNTED_SQL}
     LEFT JOIN assessments a ON a.id = r.assessment_id
     WHERE ${inScopeSql(scope, 's')} AND ($2::uuid IS NULL OR s.class_id = $2::uuid)
     GROUP BY s.id, c.name`;
}

const STUDENTS_ORDER = (alias: string) => `${alias}.name, ${alias}.id`;

const withIsoDate = (row: StudentResultsRow) => ({ ...row, last_assessment_date: iso(row.last_assessment_date) });

/** Each student record of the report (optionally of one class) with the linked account's results and the newest of them. */
async function studentsWithResults(db: Queryable, scope: ReportScope, classId?: string) {
  const { rows } = await db.query<StudentResultsRow & Record<string, unknown>>(
    `SELECT * FROM (${studentsWithResultsSql(scope)}) s ORDER BY ${STUDENTS_ORDER('s')}`,
    [scope.teacherId, classId ?? null],
  );
  return rows.map(withIsoDate);
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

/**
 * SQL: the assessments the students of class $2 in the report's scope sat as results, with their figures; $1 is
 * the scope's teacher. `results` as for studentsWithResultsSql.
 */
function classAssessmentsSql(scope: ReportScope, results = 'effective_student_results'): string {
  return `SELECT a.id AS assessment_id, a.title, sub.name AS subject, count(*)::int AS submissions,
       ${round1('avg(r.percentage)')} AS average_score, max(r.graded_at) AS last_graded_at
     FROM students s
     JOIN ${results} r ON r.student_id = s.user_id AND ${COUNTED_SQL}
     JOIN assessments a ON a.id = r.assessment_id
     LEFT JOIN subjects sub ON sub.id = a.subject_id
     WHERE s.class_id = $2 AND ${inScopeSql(scope, 's')}
     GROUP BY a.id, a.title, sub.name`;
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
  // $1 the scope's teacher, $2 the class, $3 the viewer.
  const granted = options.authorize ? `AND ${isManagementRoleSql('access.role')} AND access.teacher_known` : '';
  const { rows } = await db.query<{
    role: string;
    teacher_known: boolean;
    class: Record<string, unknown> | string | null;
    students: StudentResultsRow[] | string | null;
    assessments: ClassAssessmentRow[] | string | null;
  }>(
    `WITH access AS (${reportAccessSql('$3::uuid', '$1::uuid')}),
     found AS (${visibleClassSql('$3::uuid', '$2::uuid')}),
     report AS (SELECT EXISTS (SELECT 1 FROM found WHERE $3::uuid = $1::uuid OR found.teacher_id = $1::uuid) ${granted} AS readable FROM access),
     class_results AS MATERIALIZED (
       SELECT r.* FROM effective_student_results r
       WHERE r.student_id IN (SELECT s.user_id FROM students s WHERE s.class_id = $2::uuid AND ${inScopeSql(scope, 's')}) AND ${COUNTED_SQL})
     SELECT access.role, access.teacher_known, (SELECT row_to_json(found) FROM found) AS class,
       CASE WHEN report.readable THEN (SELECT coalesce(json_agg(s ORDER BY ${STUDENTS_ORDER('s')}), '[]'::json)
         FROM (${studentsWithResultsSql(scope, 'class_results')}) s) END AS students,
       CASE WHEN report.readable THEN (SELECT coalesce(json_agg(x ORDER BY x.last_graded_at DESC NULLS LAST, x.title), '[]'::json)
         FROM (${classAssessmentsSql(scope, 'class_results')}) x) END AS assessments
     FROM access, report`,
    [scope.teacherId, classId, scope.viewerId],
  );
  const row = rows[0];
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

export interface AssessmentSubmissionRow {
  student_assessment_id: string;
  student_user_id: string;
  student_record_id: string;
  student_name: string;
  status: string;
  percentage: number | null;
  marks_obtained: number | null;
  total_marks: number | null;
  submitted_at: string | null;
  graded_at: string | null;
  review_state: MarkReviewState;
  review_status: 'ai_grade' | 'saved' | 'released';
  /** The total with the teacher's saved (draft) marks, shown while they differ from the released ones. */
  draft_marks_obtained: number | null;
  /** Which of the student's attempts it is, and how many the assessment allows ("Attempt 2 of 3"). */
  attempt: number | null;
  attempts_allowed: number;
}

export interface QuestionAverageRow {
  question: string;
  question_part: string;
  topic: string | null;
  answers: number;
  average_marks: number;
  total_marks: number;
  average_percentage: number | null;
}

/**
 * SQL: the submission `r`'s total as its teacher last saved it (their draft marks where they saved one, else the
 * grader's), beside the released total the student sees.
 */
const DRAFT_MARKS_SQL = `(SELECT sum(COALESCE(o.marks_obtained, q.marks_obtained))::float8 FROM question_results q
  LEFT JOIN mark_overrides o ON o.student_assessment_id = q.student_assessment_id AND o.question = q.question AND o.question_part = q.question_part
  WHERE q.student_assessment_id = r.student_assessment_id)`;

/**
 * GET .../reports/teacher/{teacherId}/assessment/{assessmentId}: the submissions of the teacher's students
 * (optionally of one of their classes), the spread of their scores and the average mark per question.
 */
export async function teacherAssessmentReport(db: Queryable, scope: ReportScope, assessmentId: string, classId?: string): Promise<TeacherAssessmentReport> {
  if (!isUuid(assessmentId)) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  if (classId !== undefined && !isUuid(classId)) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
  const assessment = await db.query<{ id: string; title: string; subject: string | null; total_marks: number | null; created_at: Date; creator_id: string }>(
    `SELECT a.id, a.title, sub.name AS subject, a.total_marks::float8 AS total_marks, a.created_at, a.creator_id
     FROM assessments a LEFT JOIN subjects sub ON sub.id = a.subject_id WHERE a.id = $1`,
    [assessmentId],
  );
  const found = assessment.rows[0];
  if (!found) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  // The teacher's records, or one class's: a student's latest submission of the assessment stands for them.
  const students = `JOIN students s ON s.user_id = r.student_id AND ${inScopeSql(scope, 's')} AND ($3::uuid IS NULL OR s.class_id = $3::uuid)`;
  const submissions = await db.query<AssessmentSubmissionRow & Record<string, unknown>>(
    `SELECT r.student_assessment_id, r.student_id AS student_user_id, s.id AS student_record_id, s.name AS student_name,
       r.status, ${round1('r.percentage')} AS percentage, r.marks_obtained::float8 AS marks_obtained, r.total_marks::float8 AS total_marks,
       r.submitted_at, r.graded_at, r.review_state, ${DRAFT_MARKS_SQL} AS draft_marks_obtained,
       CASE WHEN EXISTS (SELECT 1 FROM mark_overrides o WHERE o.student_assessment_id = r.student_assessment_id
                           AND (o.released_at IS NULL OR o.updated_at > o.released_at)) THEN 'saved'
            WHEN r.review_state = 'released' THEN 'released' ELSE 'ai_grade' END AS review_status,
       ${attemptNumberSql('r', 'r.student_assessment_id')} AS attempt,
       (SELECT a.attempts_allowed FROM assessments a WHERE a.id = r.assessment_id) AS attempts_allowed
     FROM effective_student_results r
     ${students}
     WHERE r.assessment_id = $2 AND r.counts
     ORDER BY s.name, r.submitted_at`,
    [scope.teacherId, assessmentId, classId ?? null],
  );
  if (found.creator_id !== scope.teacherId && submissions.rows.length === 0) throw notFound(TEACHER_REPORT_MESSAGES.assessmentNotFound);
  const questions = await db.query<QuestionAverageRow & Record<string, unknown>>(
    `SELECT q.question, q.question_part, min(q.topic) AS topic, count(*)::int AS answers,
       ${round1('avg(q.marks_obtained)')} AS average_marks, max(q.total_marks)::float8 AS total_marks,
       ${round1('CASE WHEN sum(q.total_marks) > 0 THEN sum(q.marks_obtained) * 100.0 / sum(q.total_marks) END')} AS average_percentage
     FROM effective_student_results r
     ${students}
     JOIN effective_question_results q ON q.student_assessment_id = r.student_assessment_id
     WHERE r.assessment_id = $2 AND ${COUNTED_SQL}
     GROUP BY q.question, q.question_part
     ORDER BY min(q.position), q.question, q.question_part`,
    [scope.teacherId, assessmentId, classId ?? null],
  );
  const graded = submissions.rows.filter((row) => row.status === 'graded' || row.status === 'completed');
  const scores = graded.map((row) => row.percentage).filter((value): value is number => typeof value === 'number');
  return {
    assessment: { id: found.id, title: found.title, subject: found.subject, total_marks: found.total_marks, created_at: iso(found.created_at) },
    summary: {
      submissions: submissions.rows.length,
      graded: graded.length,
      average_score: scores.length > 0 ? Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 10) / 10 : null,
      highest_score: scores.length > 0 ? Math.max(...scores) : null,
      lowest_score: scores.length > 0 ? Math.min(...scores) : null,
    },
    distribution: scoreDistribution(scores),
    submissions: submissions.rows.map((row) => ({ ...row, submitted_at: iso(row.submitted_at), graded_at: iso(row.graded_at) })),
    questions: questions.rows,
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
  const completion = classCompletionSql('c.id');
  const classes = await db.query<{ id: string; name: string; subject_name: string | null; year_group: string | null; student_count: number; linked_count: number; average_score: number | null; graded: number; assessments_set: number; submissions_due: number; submissions_made: number }>(
    `SELECT c.id, c.name, sub.name AS subject_name, c.year_group,
       (SELECT count(*)::int FROM students s WHERE s.class_id = c.id) AS student_count,
       (SELECT count(*)::int FROM students s WHERE s.class_id = c.id AND s.user_id IS NOT NULL) AS linked_count,
       (SELECT ${round1('avg(r.percentage)')} FROM students s JOIN effective_student_results r ON r.student_id = s.user_id AND ${COUNTED_SQL}
          WHERE s.class_id = c.id) AS average_score,
       (SELECT count(*)::int FROM students s JOIN effective_student_results r ON r.student_id = s.user_id AND ${COUNTED_SQL}
          WHERE s.class_id = c.id) AS graded,
       (SELECT count(*)::int FROM class_assessments ca WHERE ca.class_id = c.id) AS assessments_set,
       ${completion.due} AS submissions_due,
       ${completion.submitted} AS submissions_made
     FROM classes c LEFT JOIN subjects sub ON sub.id = c.subject_id
     WHERE ${inScopeSql(scope, 'c')}
     ORDER BY c.name, c.id`,
    [scope.teacherId],
  );
  const topics = await db.query<{ class_id: string; topic: string; percentage: number }>(
    `SELECT s.class_id, btrim(q.topic) AS topic,
       ${round1('CASE WHEN sum(q.total_marks) > 0 THEN sum(q.marks_obtained) * 100.0 / sum(q.total_marks) ELSE 0 END')} AS percentage
     FROM students s
     JOIN classes c ON c.id = s.class_id AND ${inScopeSql(scope, 'c')}
     JOIN effective_student_results r ON r.student_id = s.user_id AND ${COUNTED_SQL}
     JOIN effective_question_results q ON q.student_assessment_id = r.student_assessment_id
     WHERE q.topic IS NOT NULL AND btrim(q.topic) <> ''
     GROUP BY s.class_id, btrim(q.topic)
     ORDER BY percentage, topic`,
    [scope.teacherId],
  );
  return {
    teacher_id: scope.teacherId,
    classes: classes.rows.map((row) => ({
      ...row,
      completion_rate: completionPercent(row.submissions_made, row.submissions_due),
      weakest_topics: topics.rows
        .filter((topic) => topic.class_id === row.id)
        .slice(0, WEAKEST_TOPICS_SHOWN)
        .map(({ topic, percentage }) => ({ topic, percentage })),
    })),
  };
}
