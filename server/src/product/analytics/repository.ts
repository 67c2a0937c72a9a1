import { UNTITLED_ASSESSMENT, type DashboardAssessment, type DashboardOverview, type SubjectProgressResult } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { notFound } from '../shared/errors.js';
import { findSubjectOfProgress } from '../subjects/index.js';
import { bySubject, COUNTED_SQL, GRADED_SQL, RESULTS_FROM, round1, splitTopics, topicArea, topicResults, topicResultsSql, TOPIC_ORDER, type TopicRow } from '../reports/index.js';

/** The analytics range toggle (spec 02 §2): 7d, 30d, 90d, 1y. */
export const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type AnalyticsRange = keyof typeof RANGE_DAYS;

export function rangeStart(range: AnalyticsRange | undefined, now = new Date()): Date | undefined {
  return range ? new Date(now.getTime() - RANGE_DAYS[range] * 86_400_000) : undefined;
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

/** The three weakest topics become recommendations; none when nothing is weak yet. */
function recommendationsFrom(weak: { subject: string; topic: string; percentage: number }[]): string[] | null {
  if (weak.length === 0) return null;
  return weak.slice(0, 3).map((row) => `Revise ${row.topic} in ${row.subject}: you have ${row.percentage}% of its marks so far.`);
}

/** GET /analytics/student/dashboard/overview (spec 01 §3), computed from the student's stored results. */
export async function dashboardOverview(db: Queryable, userId: string, since?: Date): Promise<DashboardOverview> {
  const params = [userId, since ?? null];
  const window = `($2::timestamptz IS NULL OR r.submitted_at >= $2::timestamptz)`;
  // The counts, the subjects, the recent results, the topics and the study streak in one query: each part is the
  // aggregate it was as a query of its own, over the student's results in the window (the lists handed back as
  // JSON; the topics by the rule the reports use). The streak: consecutive days with a submission, ending today or
  // yesterday (UTC), whatever the window.
  type Subject = { subject_id: string | null; subject_name: string; assessments_completed: number; average_score: number; last_assessment_date: string | null };
  type Recent = { id: string; assessment_id: string; title: string; subject: string | null; score: number | null; date: string | null };
  const { rows } = await db.query<{
    completed: number;
    in_progress: number;
    average: number | null;
    streak: number;
    subjects: Subject[] | string;
    recent: Recent[] | string;
    topics: TopicRow[] | string;
  }>(
    `WITH mine AS (
       SELECT r.student_assessment_id, r.assessment_id, r.status, r.counts, r.percentage, r.graded_at, r.submitted_at,
         a.subject_id, a.title, sub.name AS subject_name
       ${RESULTS_FROM} WHERE r.student_id = $1 AND ${window}
     ), days AS (
       SELECT DISTINCT (submitted_at AT TIME ZONE 'UTC')::date AS day FROM student_assessments WHERE student_id = $1
     ), runs AS (
       SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM days
     ), latest AS (
       SELECT run, day FROM runs ORDER BY day DESC LIMIT 1
     )
     SELECT
       (SELECT count(*)::int FROM runs, latest
         WHERE runs.run = latest.run AND latest.day >= (now() AT TIME ZONE 'UTC')::date - 1) AS streak,
       -- An assessment answered in several attempts is one assessment completed.
       (SELECT count(DISTINCT r.assessment_id) FILTER (WHERE ${COUNTED_SQL})::int FROM mine r) AS completed,
       (SELECT count(*) FILTER (WHERE r.status IN ('pending', 'processing', 'submitted'))::int FROM mine r) AS in_progress,
       (SELECT ${round1(`avg(r.percentage) FILTER (WHERE ${COUNTED_SQL})`)} FROM mine r) AS average,
       (SELECT coalesce(json_agg(s ORDER BY s.subject_name), '[]'::json) FROM (
          SELECT r.subject_id, coalesce(r.subject_name, 'General') AS subject_name, count(DISTINCT r.assessment_id)::int AS assessments_completed,
            ${round1('avg(r.percentage)')} AS average_score, max(coalesce(r.graded_at, r.submitted_at)) AS last_assessment_date
          FROM mine r WHERE ${COUNTED_SQL}
          GROUP BY r.subject_id, r.subject_name) s) AS subjects,
       (SELECT coalesce(json_agg(t ORDER BY t.date DESC), '[]'::json) FROM (
          SELECT r.student_assessment_id AS id, r.assessment_id, r.title, r.subject_name AS subject, ${round1('r.percentage')} AS score,
            coalesce(r.graded_at, r.submitted_at) AS date
          FROM mine r WHERE ${COUNTED_SQL}
          ORDER BY coalesce(r.graded_at, r.submitted_at) DESC LIMIT 5) t) AS recent,
       (SELECT coalesce(json_agg(t ORDER BY ${TOPIC_ORDER('t')}), '[]'::json) FROM (
          ${topicResultsSql([COUNTED_SQL, 'r.student_id = $1', window])}) t) AS topics`,
    params,
  );
  const row = rows[0];
  // The drivers hand json back parsed (PostgreSQL) or as text (PGlite, by its type parsers): either way, a list.
  const list = <T,>(value: T[] | string | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  const subjects = { rows: list(row?.subjects) };
  const recent = { rows: list(row?.recent) };
  const topics = splitTopics(list(row?.topics));
  return {
    completed_assessments: row?.completed ?? 0,
    in_progress_assessments: row?.in_progress ?? 0,
    average_score: row?.average ?? 0,
    study_streak: row?.streak ?? 0,
    subject_progress: subjects.rows.map((subject) => ({ ...subject, last_assessment_date: iso(subject.last_assessment_date) })),
    performance_by_subject: subjects.rows.map((subject) => ({ subject: subject.subject_name, subject_id: subject.subject_id, average_score: subject.average_score })),
    recent_reports: recent.rows.map((report) => ({ ...report, date: iso(report.date) })),
    strengths_by_subject: bySubject(topics.strengths),
    weaknesses_by_subject: bySubject(topics.weaknesses),
    recommendations: recommendationsFrom(topics.weaknesses),
  };
}

/**
 * The subject a student's progress names, by id or by name in any letter case (the dashboard's default is
 * 'biology'), as the viewer may see it; 404 for another school's subject as for none.
 */
export async function resolveSubject(db: Queryable, viewerId: string, studentId: string, subject: string): Promise<{ id: string; name: string }> {
  const found = await findSubjectOfProgress(db, viewerId, studentId, subject);
  if (!found) throw notFound('Subject not found');
  return { id: found.id, name: found.name };
}

/** GET /analytics/student/dashboard/subject/{subjectId}: progress in one subject over time. */
export async function subjectProgress(db: Queryable, userId: string, subject: { id: string; name: string }, since?: Date): Promise<SubjectProgressResult> {
  const points = await db.query<{ date: Date; score: number; average: number }>(
    `SELECT coalesce(r.graded_at, r.submitted_at) AS date, ${round1('r.percentage')} AS score, ${round1('avg(r.percentage) OVER ()')} AS average
     ${RESULTS_FROM}
     WHERE r.student_id = $1 AND a.subject_id = $2 AND ${COUNTED_SQL} AND r.percentage IS NOT NULL
       AND ($3::timestamptz IS NULL OR r.submitted_at >= $3::timestamptz)
     ORDER BY coalesce(r.graded_at, r.submitted_at)`,
    [userId, subject.id, since ?? null],
  );
  // Spec 02 §3's rules for the points, applied here so that every reader shows the answer as it is: oldest first
  // (the query's order), each score within 0-100 (a teacher's marks can pass a total the grader set lower).
  const scores = points.rows.map((point) => Math.min(100, Math.max(0, point.score)));
  const first = scores[0];
  const last = scores.at(-1);
  const improvement = first !== undefined && last !== undefined ? Math.round((last - first) * 10) / 10 : 0;
  const topics = await topicResults(db, { studentId: userId, subjectId: subject.id, ...(since ? { since } : {}) });
  const { strengths, weaknesses } = splitTopics(topics);
  return {
    subject_id: subject.id,
    subject_name: subject.name,
    // A point's date is its result's graded or submitted time, which every result has.
    progress_over_time: points.rows.map((point, index) => ({ date: new Date(point.date).toISOString(), score: scores[index] ?? 0 })),
    reports_completed: scores.length,
    average_score: points.rows[0]?.average ?? 0,
    improvement,
    improvement_percentage: first ? Math.round((improvement / first) * 1000) / 10 : 0,
    strengths: strengths.map(topicArea),
    weaknesses: weaknesses.map(topicArea),
    topic_performance: topics.map((row) => ({ topic: row.topic, score: row.percentage, marks_obtained: row.marks_obtained, total_marks: row.total_marks, questions: row.questions })),
    last_updated: iso(points.rows.at(-1)?.date ?? null),
  };
}

/**
 * The dashboard's assessment list (spec 01 §3): the student's newest submissions, with the spec's defaults applied
 * here, where the answer is made: a title ('Untitled Assessment' for none) and score as the rounded percentage
 * (percentage is the same to one decimal).
 */
export async function dashboardAssessments(db: Queryable, userId: string, limit: number): Promise<DashboardAssessment[]> {
  const { rows } = await db.query<{ id: string; title: string; status: string; score: number | null; percentage: number | null; total_marks: number | null; created_at: Date; subject_name: string | null }>(
    `SELECT r.student_assessment_id AS id, a.title, CASE WHEN ${GRADED_SQL} THEN ${round1('r.percentage')} END AS percentage,
       CASE r.status WHEN 'processing' THEN 'in_progress' WHEN 'failed' THEN 'rejected' ELSE r.status END AS status,
       CASE WHEN ${GRADED_SQL} THEN round(r.percentage)::int END AS score,
       r.total_marks::float8 AS total_marks, r.submitted_at AS created_at, sub.name AS subject_name
     ${RESULTS_FROM} WHERE r.student_id = $1
     ORDER BY r.submitted_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({ ...row, title: row.title || UNTITLED_ASSESSMENT, created_at: iso(row.created_at) }));
}

/**
 * A class's progress over time: each linked student's graded results, and the class average on each assessment its
 * students sat, dated at the mean time of those results (a teacher's analytics). Students without a linked
 * account are counted but have no line.
 */
export async function classProgress(db: Queryable, schoolClass: { id: string; name: string }, since?: Date) {
  const members = await db.query<{ user_id: string | null; name: string }>(
    'SELECT s.user_id, s.name FROM students s WHERE s.class_id = $1 ORDER BY s.name, s.created_at',
    [schoolClass.id],
  );
  const params = [schoolClass.id, since ?? null];
  const classResults = `${RESULTS_FROM}
     WHERE r.student_id IN (SELECT s.user_id FROM students s WHERE s.class_id = $1 AND s.user_id IS NOT NULL)
       AND ${COUNTED_SQL} AND r.percentage IS NOT NULL
       AND ($2::timestamptz IS NULL OR r.submitted_at >= $2::timestamptz)`;
  const results = await db.query<{ user_id: string; date: Date; score: number }>(
    `SELECT r.student_id AS user_id, coalesce(r.graded_at, r.submitted_at) AS date, ${round1('r.percentage')} AS score
     ${classResults} ORDER BY coalesce(r.graded_at, r.submitted_at)`,
    params,
  );
  const averages = await db.query<{ date: Date; score: number }>(
    `SELECT to_timestamp(avg(extract(epoch FROM coalesce(r.graded_at, r.submitted_at)))) AS date, ${round1('avg(r.percentage)')} AS score
     ${classResults} GROUP BY r.assessment_id ORDER BY 1`,
    params,
  );
  const mean = (scores: number[]) => Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
  const all = results.rows.map((row) => row.score);
  const students = members.rows
    .filter((member): member is { user_id: string; name: string } => member.user_id !== null)
    .map((member) => {
      const own = results.rows.filter((row) => row.user_id === member.user_id);
      return {
        user_id: member.user_id,
        name: member.name,
        reports_completed: own.length,
        average_score: own.length > 0 ? mean(own.map((row) => row.score)) : null,
        progress_over_time: own.map((row) => ({ date: iso(row.date), score: row.score })),
      };
    });
  return {
    class_id: schoolClass.id,
    class_name: schoolClass.name,
    student_count: members.rows.length,
    reports_completed: all.length,
    average_score: all.length > 0 ? mean(all) : 0,
    average_over_time: averages.rows.map((row) => ({ date: iso(row.date), score: row.score })),
    students,
  };
}
