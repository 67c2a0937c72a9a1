import type { AssessmentReport, MarkReviewState, MyReportItem, StudentProgress, StudentReportItemOut } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { badRequest, isUuid, notFound } from '../shared/errors.js';
import { attemptNumberSql, submissionDetail } from '../shared/submissions.js';
import { maySeeStudentWork, recordVisibleSql, reviewsStudentWork } from '../shared/access.js';
import { COUNTED_SQL, GRADED_SQL, RESULTS_FROM, round1, splitTopics, topicArea, topicResults, USER_NAME_SQL } from './results.js';

export const REPORT_MESSAGES = {
  studentRequired: 'Student ID is required',
  studentNotFound: 'Student not found',
  detailNotFound: 'Assessment details not found',
} as const;

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

export interface ReportStudent {
  /** The student's account; null for a record that no account is linked to yet (no reports). */
  userId: string | null;
  name: string;
}

/**
 * The student a report is about, named by their account id or by the id of a student record the viewer
 * may see; anything the viewer may not see reads as unknown.
 */
export async function reportStudent(db: Queryable, viewerId: string, studentId: string): Promise<ReportStudent> {
  const id = studentId.trim();
  if (!id || id === 'undefined' || id === 'null') throw badRequest(REPORT_MESSAGES.studentRequired);
  if (!isUuid(id)) throw notFound(REPORT_MESSAGES.studentNotFound);
  const account = await db.query<{ name: string }>(`SELECT ${USER_NAME_SQL('u')} AS name FROM users u WHERE u.id = $1`, [id]);
  if (account.rows[0] && (await maySeeStudentWork(db, viewerId, id))) return { userId: id, name: account.rows[0].name };
  const record = await db.query<{ user_id: string | null; name: string }>(
    `SELECT s.user_id, s.name FROM students s WHERE s.id = $2 AND ${recordVisibleSql('s')}`,
    [viewerId, id],
  );
  if (record.rows[0]) return { userId: record.rows[0].user_id, name: record.rows[0].name };
  throw notFound(REPORT_MESSAGES.studentNotFound);
}

/**
 * GET .../reports/student/{studentId}: the student's graded results that count, newest first; with
 * `includePractice` (asked for by the reader), their practice too, each marked as such.
 */
export async function studentReportList(db: Queryable, userId: string | null, options: { includePractice?: boolean } = {}): Promise<StudentReportItemOut[]> {
  if (!userId) return [];
  const { rows } = await db.query<{ id: string; title: string; completed_date: unknown; subject_name: string | null; percentage: number | null; status: string; review_state: MarkReviewState; practice: boolean }>(
    `SELECT r.student_assessment_id AS id, a.title, r.graded_at AS completed_date, sub.name AS subject_name,
       ${round1('r.percentage')} AS percentage, r.status, r.review_state, NOT r.counts AS practice
     ${RESULTS_FROM} WHERE r.student_id = $1 AND ${options.includePractice ? GRADED_SQL : COUNTED_SQL}
     ORDER BY coalesce(r.graded_at, r.submitted_at) DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, completed_date: iso(row.completed_date) }));
}

/** The reports home list (every submission of the signed-in student, with its status; practice marked), newest first. */
export async function myReports(db: Queryable, userId: string): Promise<MyReportItem[]> {
  const { rows } = await db.query<Omit<MyReportItem, 'submitted_at' | 'graded_at'> & { submitted_at: unknown; graded_at: unknown }>(
    `SELECT r.student_assessment_id AS id, a.id AS assessment_id, a.title AS assessment_title, sub.name AS subject_name,
       r.status, r.submitted_at, r.graded_at,
       CASE WHEN ${GRADED_SQL} THEN ${round1('r.percentage')} END AS percentage, r.purpose, r.review_state, NOT r.counts AS practice,
       CASE WHEN r.counts THEN ${attemptNumberSql('r', 'r.student_assessment_id')} END AS attempt, a.attempts_allowed
     ${RESULTS_FROM} WHERE r.student_id = $1
     ORDER BY r.submitted_at DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, submitted_at: iso(row.submitted_at), graded_at: iso(row.graded_at) }));
}

function answerStatus(earned: number, total: number): 'correct' | 'partial' | 'incorrect' {
  if (total > 0 && earned === total) return 'correct';
  if (earned > 0 && earned < total) return 'partial';
  return 'incorrect';
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The assessment detail response of spec 02 §3 for one submission (decision 14, the same builder as the
 * details screen's), with strengths and improvement areas recomputed by topic from the effective marks, and
 * the fields of the student assessment report beside it (title, subject, score, completed_date, feedback,
 * questions), so that the report detail and the student reports screen read one answer.
 * Undefined when the viewer may not see the submission or it is not the named student's.
 */
export async function assessmentDetail(db: Queryable, viewerId: string, studentAssessmentId: string, studentUserId?: string) {
  if (!isUuid(studentAssessmentId)) return undefined;
  const owner = (await db.query<{ student_id: string }>('SELECT student_id FROM student_assessments WHERE id = $1', [studentAssessmentId])).rows[0]?.student_id;
  if (!owner || (studentUserId !== undefined && owner !== studentUserId)) return undefined;
  if (!(await maySeeStudentWork(db, viewerId, owner))) return undefined;
  const detail = await submissionDetail(db, studentAssessmentId, { forReviewer: await reviewsStudentWork(db, viewerId, owner) });
  if (!detail) return undefined;

  const topics = splitTopics(await topicResults(db, { studentAssessmentId }));
  const byTopic = topics.strengths.length + topics.weaknesses.length > 0;
  const strengthAreas: unknown[] = byTopic ? topics.strengths.map(topicArea) : detail.strength_areas;
  const improvementAreas: unknown[] = byTopic ? topics.weaknesses.map(topicArea) : detail.improvement_areas;
  const answers = detail.grading_details.answer_responses.map((answer) => ({
    ...answer,
    status: answerStatus(answer.marks_obtained_for_question, answer.total_marks_for_question),
  }));
  const comment = detail.grading_details.performance_summary.overall_comment;
  const subject = detail.grading_details.exam_details.subject;

  return {
    ...detail,
    results: { ...detail.results, strength_areas: strengthAreas, improvement_areas: improvementAreas },
    grading_details: { ...detail.grading_details, answer_responses: answers },
    strength_areas: strengthAreas,
    improvement_areas: improvementAreas,
    // The student assessment report (Student Reports screen).
    title: detail.assessment.title,
    subject: typeof subject === 'string' ? subject : null,
    score: oneDecimal(detail.results.percentage),
    completed_date: detail.submission.graded_at,
    feedback: detail.results.teacher_feedback ?? (comment || null),
    questions: answers.map((answer) => {
      const number = answer.question_part ? `${answer.question}${/^\d/.test(answer.question_part) ? '.' : ''}${answer.question_part}` : answer.question;
      return { id: number, number, topic: answer.topic, score: answer.marks_obtained_for_question, max_score: answer.total_marks_for_question };
    }),
  } satisfies AssessmentReport;
}
export type AssessmentDetailReport = NonNullable<Awaited<ReturnType<typeof assessmentDetail>>>;

/** The trend of a subject from its first to its last score: more than 5 points either way counts. */
function trendOf(first: number | null, last: number | null): 'improving' | 'declining' | 'stable' {
  if (first === null || last === null) return 'stable';
  if (last - first > 5) return 'improving';
  if (first - last > 5) return 'declining';
  return 'stable';
}

/** GET .../reports/student/{studentId}/progress. */
export async function studentProgress(db: Queryable, student: ReportStudent): Promise<StudentProgress> {
  if (!student.userId) return { student_name: student.name, total_assessments: 0, average_score: 0, subjects: [], improvement_areas: [] };
  const totals = await db.query<{ total: number; average: number | null }>(
    `SELECT count(*)::int AS total, ${round1('avg(r.percentage)')} AS average ${RESULTS_FROM} WHERE r.student_id = $1 AND ${COUNTED_SQL}`,
    [student.userId],
  );
  const subjects = await db.query<{ id: string | null; name: string; assessment_count: number; average_score: number; first: number | null; last: number | null }>(
    `SELECT a.subject_id AS id, coalesce(sub.name, 'General') AS name, count(*)::int AS assessment_count,
       ${round1('avg(r.percentage)')} AS average_score,
       ${round1(`(array_agg(r.percentage ORDER BY coalesce(r.graded_at, r.submitted_at)))[1]`)} AS first,
       ${round1(`(array_agg(r.percentage ORDER BY coalesce(r.graded_at, r.submitted_at) DESC))[1]`)} AS last
     ${RESULTS_FROM} WHERE r.student_id = $1 AND ${COUNTED_SQL}
     GROUP BY a.subject_id, sub.name ORDER BY name`,
    [student.userId],
  );
  const weak = splitTopics(await topicResults(db, { studentId: student.userId })).weaknesses;
  return {
    student_name: student.name,
    total_assessments: totals.rows[0]?.total ?? 0,
    average_score: totals.rows[0]?.average ?? 0,
    subjects: subjects.rows.map(({ first, last, ...subject }) => ({ ...subject, trend: trendOf(first, last) })),
    improvement_areas: weak.map((row) => ({ text: `${row.subject} - ${row.topic} (${row.percentage}%)`, subject: row.subject, topic: row.topic, percentage: row.percentage })),
  };
}

