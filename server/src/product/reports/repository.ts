// The reports area's data access: the SQL that reports and analytics share, and the reads of the reports.
import type { MarkReviewState, MyReportItem } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { recordVisibleSql } from '../shared/access.js';
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
