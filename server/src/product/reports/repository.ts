// The reports area's data access: the SQL that reports and analytics share, and the reads of the reports.
import type { MarkReviewState, MyReportItem } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { classCompletionSql, visibleClassSql } from '../classes/index.js';
import { isManagementRoleSql, recordVisibleSql, serverRoleSql } from '../shared/access.js';
import { attemptNumberSql } from '../shared/submissions.js';

// The area's other files hold a database or a transaction only to pass it here: they take its type from here.
export type { Queryable };

/*
 * The SQL that reports and analytics share. Every figure comes from the stored results through the
 * effective_* views: a released teacher override where one exists, else the grader's provisional mark
 * (decision 14). Percentages are 0-100.
 */

/** Submissions that carry a mark (graded or completed), practice included: what a student sees of their own work. */
export const GRADED_SQL = `r.status IN ('graded', 'completed')`;

/**
 * Results that count: graded submissions of an assessment someone else set (the view's `counts` column holds the
 * rule). Every average, report, analytics figure and class list reads this; practice (a student's own Submit New,
 * Upload & Validate) shows only to its student, and to a teacher who asks for it.
 */
export const COUNTED_SQL = `${GRADED_SQL} AND r.counts`;

/**
 * One row a submission with its assessment, subject and effective percentage: alias `r` for the result,
 * `a` for the assessment, `sub` for the subject.
 */
export const RESULTS_FROM = `FROM effective_student_results r
  JOIN assessments a ON a.id = r.assessment_id
  LEFT JOIN subjects sub ON sub.id = a.subject_id`;

/** A rounded number from SQL (numeric arrives as text from the drivers; float8 arrives as a number). */
export const round1 = (expression: string) => `round((${expression})::numeric, 1)::float8`;

export interface TopicRow {
  subject_id: string | null;
  subject: string;
  topic: string;
  marks_obtained: number;
  total_marks: number;
  percentage: number;
  questions: number;
}

/**
 * SQL: marks by subject and topic (a TopicRow a row) over the results the conditions select (over `r`, `a` and
 * the question result `q`), unordered. Questions without a topic are left out.
 */
export function topicResultsSql(where: string[]): string {
  return `SELECT a.subject_id, coalesce(sub.name, 'General') AS subject, btrim(q.topic) AS topic,
       sum(q.marks_obtained)::float8 AS marks_obtained, sum(q.total_marks)::float8 AS total_marks,
       ${round1(`CASE WHEN sum(q.total_marks) > 0 THEN sum(q.marks_obtained) * 100.0 / sum(q.total_marks) ELSE 0 END`)} AS percentage,
       count(*)::int AS questions
     ${RESULTS_FROM}
     JOIN effective_question_results q ON q.student_assessment_id = r.student_assessment_id
     WHERE ${[...where, `q.topic IS NOT NULL`, `btrim(q.topic) <> ''`].join(' AND ')}
     GROUP BY a.subject_id, sub.name, btrim(q.topic)`;
}

/** The order of topic rows: weakest first, then by subject and topic. */
export const TOPIC_ORDER = (alias: string) => `${alias}.percentage, ${alias}.subject, ${alias}.topic`;

/**
 * Marks by subject and topic over a student's results that count (optionally one subject), or over one submission
 * (practice too, for its own report), weakest first. Questions without a topic are left out.
 */
export async function topicResults(
  db: Queryable,
  filter: { studentId?: string; studentAssessmentId?: string; subjectId?: string; since?: Date },
): Promise<TopicRow[]> {
  const where: string[] = [filter.studentAssessmentId ? GRADED_SQL : COUNTED_SQL];
  const params: unknown[] = [];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.studentId) add((p) => `r.student_id = ${p}`, filter.studentId);
  if (filter.studentAssessmentId) add((p) => `r.student_assessment_id = ${p}`, filter.studentAssessmentId);
  if (filter.subjectId) add((p) => `a.subject_id = ${p}`, filter.subjectId);
  if (filter.since) add((p) => `r.submitted_at >= ${p}`, filter.since);
  const { rows } = await db.query<TopicRow & Record<string, unknown>>(`SELECT * FROM (${topicResultsSql(where)}) t ORDER BY ${TOPIC_ORDER('t')}`, params);
  return rows;
}

/** The display name of a user: first and last name, else the e-mail address. */
export const USER_NAME_SQL = (alias: string) => `coalesce(nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;

/** The name of the user's school (their own, else one they are a member of); undefined for a user of no school. */
export async function userSchoolName(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT sc.name FROM users u JOIN schools sc ON sc.id = u.school_id WHERE u.id = $1
     UNION ALL SELECT sc.name FROM school_members m JOIN schools sc ON sc.id = m.school_id WHERE m.user_id = $1
     LIMIT 1`,
    [userId],
  );
  return rows[0]?.name;
}

// The student reports' reads.

/** The user's display name; undefined for no such user. */
export async function userDisplayName(db: Queryable, userId: string): Promise<{ name: string } | undefined> {
  const { rows } = await db.query<{ name: string }>(`SELECT ${USER_NAME_SQL('u')} AS name FROM users u WHERE u.id = $1`, [userId]);
  return rows[0];
}

/** The student record the viewer may see, with its linked account and name; undefined when they may not. */
export async function visibleStudentRecord(db: Queryable, viewerId: string, recordId: string): Promise<{ user_id: string | null; name: string } | undefined> {
  const { rows } = await db.query<{ user_id: string | null; name: string }>(
    `SELECT s.user_id, s.name FROM students s WHERE s.id = $2 AND ${recordVisibleSql('s')}`,
    [viewerId, recordId],
  );
  return rows[0];
}

/** The student's graded results that count (with `includePractice`, their practice too), newest first. */
export async function studentReportRows(
  db: Queryable,
  userId: string,
  includePractice: boolean | undefined,
): Promise<{ id: string; title: string; completed_date: unknown; subject_name: string | null; percentage: number | null; status: string; review_state: MarkReviewState; practice: boolean }[]> {
  const { rows } = await db.query<{ id: string; title: string; completed_date: unknown; subject_name: string | null; percentage: number | null; status: string; review_state: MarkReviewState; practice: boolean }>(
    `SELECT r.student_assessment_id AS id, a.title, r.graded_at AS completed_date, sub.name AS subject_name,
       ${round1('r.percentage')} AS percentage, r.status, r.review_state, NOT r.counts AS practice
     ${RESULTS_FROM} WHERE r.student_id = $1 AND ${includePractice ? GRADED_SQL : COUNTED_SQL}
     ORDER BY coalesce(r.graded_at, r.submitted_at) DESC`,
    [userId],
  );
  return rows;
}

/** Every submission of the student, with its status (practice marked), newest first. */
export async function myReportRows(db: Queryable, userId: string): Promise<(Omit<MyReportItem, 'submitted_at' | 'graded_at'> & { submitted_at: unknown; graded_at: unknown })[]> {
  const { rows } = await db.query<Omit<MyReportItem, 'submitted_at' | 'graded_at'> & { submitted_at: unknown; graded_at: unknown }>(
    `SELECT r.student_assessment_id AS id, a.id AS assessment_id, a.title AS assessment_title, sub.name AS subject_name,
       r.status, r.submitted_at, r.graded_at,
       CASE WHEN ${GRADED_SQL} THEN ${round1('r.percentage')} END AS percentage, r.purpose, r.review_state, NOT r.counts AS practice,
       CASE WHEN r.counts THEN ${attemptNumberSql('r', 'r.student_assessment_id')} END AS attempt, a.attempts_allowed
     ${RESULTS_FROM} WHERE r.student_id = $1
     ORDER BY r.submitted_at DESC`,
    [userId],
  );
  return rows;
}

/** The account that made the submission; undefined for no such submission. */
export async function submissionOwner(db: Queryable, studentAssessmentId: string): Promise<string | undefined> {
  return (await db.query<{ student_id: string }>('SELECT student_id FROM student_assessments WHERE id = $1', [studentAssessmentId])).rows[0]?.student_id;
}

/** How many of the student's results count, and their average. */
export async function studentTotals(db: Queryable, userId: string): Promise<{ total: number; average: number | null } | undefined> {
  const { rows } = await db.query<{ total: number; average: number | null }>(
    `SELECT count(*)::int AS total, ${round1('avg(r.percentage)')} AS average ${RESULTS_FROM} WHERE r.student_id = $1 AND ${COUNTED_SQL}`,
    [userId],
  );
  return rows[0];
}

/** The student's results that count by subject: how many, their average, and the first and last score. */
export async function studentSubjectRows(
  db: Queryable,
  userId: string,
): Promise<{ id: string | null; name: string; assessment_count: number; average_score: number; first: number | null; last: number | null }[]> {
  const { rows } = await db.query<{ id: string | null; name: string; assessment_count: number; average_score: number; first: number | null; last: number | null }>(
    `SELECT a.subject_id AS id, coalesce(sub.name, 'General') AS name, count(*)::int AS assessment_count,
       ${round1('avg(r.percentage)')} AS average_score,
       ${round1(`(array_agg(r.percentage ORDER BY coalesce(r.graded_at, r.submitted_at)))[1]`)} AS first,
       ${round1(`(array_agg(r.percentage ORDER BY coalesce(r.graded_at, r.submitted_at) DESC))[1]`)} AS last
     ${RESULTS_FROM} WHERE r.student_id = $1 AND ${COUNTED_SQL}
     GROUP BY a.subject_id, sub.name ORDER BY name`,
    [userId],
  );
  return rows;
}

// The teacher reports' reads.

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

/** The viewer's role and whether the teacher (null for an id that is not one) is known to them. */
export async function reportAccess(db: Queryable, viewerId: string, teacherId: string | null): Promise<{ role: string; teacher_known: boolean } | undefined> {
  const { rows } = await db.query<{ role: string; teacher_known: boolean }>(reportAccessSql('$1::uuid', '$2::uuid'), [viewerId, teacherId]);
  return rows[0];
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

/** Each student record of the report (optionally of one class) with the linked account's results, by name. */
export async function studentResultRows(db: Queryable, scope: ReportScope, classId?: string): Promise<StudentResultsRow[]> {
  const { rows } = await db.query<StudentResultsRow & Record<string, unknown>>(
    `SELECT * FROM (${studentsWithResultsSql(scope)}) s ORDER BY ${STUDENTS_ORDER('s')}`,
    [scope.teacherId, classId ?? null],
  );
  return rows;
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

/**
 * The class report's one row: the viewer's access, the class, and (when the report is readable) its students' and
 * assessments' figures as json.
 */
export interface TeacherClassReportRow {
  role: string;
  teacher_known: boolean;
  class: Record<string, unknown> | string | null;
  students: StudentResultsRow[] | string | null;
  assessments: ClassAssessmentRow[] | string | null;
}

/** The one statement of the class report (see teacherClassReport); with `authorize`, figures only for a viewer the report is for. */
export async function teacherClassReportRow(db: Queryable, scope: ReportScope, classId: string, authorize: boolean | undefined): Promise<TeacherClassReportRow | undefined> {
  // $1 the scope's teacher, $2 the class, $3 the viewer.
  const granted = authorize ? `AND ${isManagementRoleSql('access.role')} AND access.teacher_known` : '';
  const { rows } = await db.query<TeacherClassReportRow & Record<string, unknown>>(
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
  return rows[0];
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

/** The assessment a report is about, with its subject and creator. */
export async function reportAssessment(db: Queryable, assessmentId: string): Promise<{ id: string; title: string; subject: string | null; total_marks: number | null; created_at: Date; creator_id: string } | undefined> {
  const { rows } = await db.query<{ id: string; title: string; subject: string | null; total_marks: number | null; created_at: Date; creator_id: string }>(
    `SELECT a.id, a.title, sub.name AS subject, a.total_marks::float8 AS total_marks, a.created_at, a.creator_id
     FROM assessments a LEFT JOIN subjects sub ON sub.id = a.subject_id WHERE a.id = $1`,
    [assessmentId],
  );
  return rows[0];
}

/** SQL: the teacher's records, or one class's ($3): a student's latest submission of the assessment stands for them. */
function assessmentStudentsSql(scope: ReportScope): string {
  return `JOIN students s ON s.user_id = r.student_id AND ${inScopeSql(scope, 's')} AND ($3::uuid IS NULL OR s.class_id = $3::uuid)`;
}

/** The submissions of the assessment by the report's students (optionally of one class), by name. */
export async function assessmentSubmissionRows(db: Queryable, scope: ReportScope, assessmentId: string, classId?: string): Promise<AssessmentSubmissionRow[]> {
  const students = assessmentStudentsSql(scope);
  const { rows } = await db.query<AssessmentSubmissionRow & Record<string, unknown>>(
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
  return rows;
}

/** The average mark of each question of the assessment over the report's students' results that count, in paper order. */
export async function questionAverageRows(db: Queryable, scope: ReportScope, assessmentId: string, classId?: string): Promise<QuestionAverageRow[]> {
  const students = assessmentStudentsSql(scope);
  const { rows } = await db.query<QuestionAverageRow & Record<string, unknown>>(
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
  return rows;
}

/** Each class of the report with its students' average, how many results and assessments, and its completion. */
export async function classReportRows(
  db: Queryable,
  scope: ReportScope,
): Promise<{ id: string; name: string; subject_name: string | null; year_group: string | null; student_count: number; linked_count: number; average_score: number | null; graded: number; assessments_set: number; submissions_due: number; submissions_made: number }[]> {
  const completion = classCompletionSql('c.id');
  const { rows } = await db.query<{ id: string; name: string; subject_name: string | null; year_group: string | null; student_count: number; linked_count: number; average_score: number | null; graded: number; assessments_set: number; submissions_due: number; submissions_made: number }>(
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
  return rows;
}

/** The topics of each class of the report with their share of marks, weakest first. */
export async function classTopicRows(db: Queryable, scope: ReportScope): Promise<{ class_id: string; topic: string; percentage: number }[]> {
  const { rows } = await db.query<{ class_id: string; topic: string; percentage: number }>(
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
  return rows;
}
