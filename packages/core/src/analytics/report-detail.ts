import type { SubmissionDetail } from '../schemas/report.js';
import { UNTITLED_ASSESSMENT } from '../schemas/assessment.js';
import { groupAnswerResponses } from './answer-groups.js';
import type { ReportQuestion } from './answer-groups.js';
import { topicText } from './topics.js';

/** The total marks when no field gives one (spec 02 §9). */
export const REPORT_DEFAULT_TOTAL_MARKS = 100;
/** The report type when the assessment names none. */
export const REPORT_DEFAULT_TYPE = 'custom';

function firstPositive(...values: (number | null | undefined)[]): number | undefined {
  return values.find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
}

function firstFinite(...values: (number | null | undefined)[]): number | undefined {
  return values.find((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

/*
 * The fall-backs of spec 02 §9 are the report view's: they apply here, on the answer as parsed with its one schema.
 * The server keeps a total it does not know as null, as its exports and the marking screens read it; the 100 is
 * only what the report detail shows when no field gives a total.
 */

/**
 * The report's total marks: results.total_marks, results.scoring_summary.total_marks,
 * grading_details.total_marks, grading_details.exam_details.total_marks, assessment.total_marks,
 * the first that is above zero, finally 100.
 */
export function reportTotalMarks(detail: SubmissionDetail): number {
  return (
    firstPositive(
      detail.results.total_marks,
      detail.results.scoring_summary.total_marks,
      detail.grading_details.total_marks,
      detail.grading_details.exam_details.total_marks,
      detail.assessment.total_marks,
    ) ?? REPORT_DEFAULT_TOTAL_MARKS
  );
}

/**
 * The marks earned: results.total_earned_marks, results.total_marks_obtained,
 * grading_details.total_marks_obtained, else the sum over the answer responses.
 */
export function reportEarnedMarks(detail: SubmissionDetail): number {
  const given = firstFinite(detail.results.total_earned_marks, detail.results.total_marks_obtained, detail.grading_details.total_marks_obtained);
  if (given !== undefined) return given;
  return detail.grading_details.answer_responses.reduce((sum, response) => sum + response.marks_obtained_for_question, 0);
}

/** A whole percentage of earned over total marks; 0 when there is nothing to earn. */
export function roundedPercentage(earned: number, total: number): number {
  return total > 0 ? Math.round((earned / total) * 100) : 0;
}

export interface AssessmentReportSummary {
  title: string;
  studentName: string | null;
  date: string | null;
  type: string;
  period: string | null;
  subject: string | null;
  earned: number;
  total: number;
  percentage: number;
  strengthAreas: string[];
  improvementAreas: string[];
  overallComment: string | null;
  questions: ReportQuestion[];
  /** True until a teacher releases the marks (decision 14). */
  provisional: boolean;
}

function areas(...lists: unknown[][]): string[] {
  const list = lists.find((candidate) => candidate.length > 0) ?? [];
  return list.map(topicText);
}

/** Everything the assessment report detail shows, with its fall-backs applied. */
export function summariseAssessmentReport(detail: SubmissionDetail): AssessmentReportSummary {
  const total = reportTotalMarks(detail);
  const earned = reportEarnedMarks(detail);
  return {
    title: detail.assessment.title || UNTITLED_ASSESSMENT,
    studentName: detail.student.name,
    date: detail.submission.submitted_at,
    type: detail.assessment.type || REPORT_DEFAULT_TYPE,
    period: detail.grading_details.exam_details.exam_period,
    subject: detail.grading_details.exam_details.subject,
    earned,
    total,
    percentage: roundedPercentage(earned, total),
    strengthAreas: areas(detail.results.strength_areas, detail.strength_areas),
    improvementAreas: areas(detail.results.improvement_areas, detail.improvement_areas),
    overallComment: detail.grading_details.performance_summary.overall_comment || detail.results.teacher_feedback || null,
    questions: groupAnswerResponses(detail.grading_details.answer_responses),
    provisional: detail.review.state !== 'released',
  };
}
