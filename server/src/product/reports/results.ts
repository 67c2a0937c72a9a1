import type { Queryable } from '../../db/index.js';

/*
 * The SQL that reports and analytics share. Every figure comes from the stored results through the
 * effective_* views: a released teacher override where one exists, else the grader's provisional mark
 * (decision 14). Percentages are 0-100.
 */

/** A topic's share of marks at or above this is a strength; below it, an area to improve (the grader's rule). */
const STRENGTH_PERCENT = 60;

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

/** A topic as the reports and analytics show it: its name, a sentence, and its marks. */
export function topicArea(row: TopicRow): { topic: string; description: string; percentage: number; marks_obtained: number; total_marks: number } {
  const description =
    row.percentage >= STRENGTH_PERCENT
      ? `${row.marks_obtained} of ${row.total_marks} marks (${row.percentage}%) in ${row.topic}`
      : `${row.marks_obtained} of ${row.total_marks} marks (${row.percentage}%) in ${row.topic}: review this topic`;
  return { topic: row.topic, description, percentage: row.percentage, marks_obtained: row.marks_obtained, total_marks: row.total_marks };
}

export function splitTopics(rows: TopicRow[]): { strengths: TopicRow[]; weaknesses: TopicRow[] } {
  return {
    strengths: rows.filter((row) => row.percentage >= STRENGTH_PERCENT).sort((x, y) => y.percentage - x.percentage),
    weaknesses: rows.filter((row) => row.percentage < STRENGTH_PERCENT),
  };
}

/** Topics grouped by subject name, as strengths_by_subject and weaknesses_by_subject carry them. */
export function bySubject(rows: TopicRow[]): Record<string, ReturnType<typeof topicArea>[]> {
  const grouped: Record<string, ReturnType<typeof topicArea>[]> = {};
  for (const row of rows) (grouped[row.subject] ??= []).push(topicArea(row));
  return grouped;
}

/** The display name of a user: first and last name, else the e-mail address. */
export const USER_NAME_SQL = (alias: string) => `coalesce(nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;
