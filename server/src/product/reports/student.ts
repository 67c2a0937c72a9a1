import type { AssessmentReport, MyReportItem, StudentProgress, StudentReportItemOut } from '@assess/core/schemas';
import { badRequest, isUuid, notFound } from '../shared/errors.js';
import { submissionDetail } from '../shared/submissions.js';
import { maySeeStudentWork, reviewsStudentWork } from '../shared/access.js';
import {
  myReportRows,
  type Queryable,
  studentReportRows,
  studentSubjectRows,
  studentTotals,
  submissionOwner,
  topicResults,
  userDisplayName,
  visibleStudentRecord,
} from './repository.js';
import { splitTopics, topicArea } from './results.js';

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
  const account = await userDisplayName(db, id);
  if (account && (await maySeeStudentWork(db, viewerId, id))) return { userId: id, name: account.name };
  const record = await visibleStudentRecord(db, viewerId, id);
  if (record) return { userId: record.user_id, name: record.name };
  throw notFound(REPORT_MESSAGES.studentNotFound);
}

/**
 * GET .../reports/student/{studentId}: the student's graded results that count, newest first; with
 * `includePractice` (asked for by the reader), their practice too, each marked as such.
 */
export async function studentReportList(db: Queryable, userId: string | null, options: { includePractice?: boolean } = {}): Promise<StudentReportItemOut[]> {
  if (!userId) return [];
  const rows = await studentReportRows(db, userId, options.includePractice);
  return rows.map((row) => ({ ...row, completed_date: iso(row.completed_date) }));
}

/** The reports home list (every submission of the signed-in student, with its status; practice marked), newest first. */
export async function myReports(db: Queryable, userId: string): Promise<MyReportItem[]> {
  const rows = await myReportRows(db, userId);
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
  const owner = await submissionOwner(db, studentAssessmentId);
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
  const totals = await studentTotals(db, student.userId);
  const subjects = await studentSubjectRows(db, student.userId);
  const weak = splitTopics(await topicResults(db, { studentId: student.userId })).weaknesses;
  return {
    student_name: student.name,
    total_assessments: totals?.total ?? 0,
    average_score: totals?.average ?? 0,
    subjects: subjects.map(({ first, last, ...subject }) => ({ ...subject, trend: trendOf(first, last) })),
    improvement_areas: weak.map((row) => ({ text: `${row.subject} - ${row.topic} (${row.percentage}%)`, subject: row.subject, topic: row.topic, percentage: row.percentage })),
  };
}

