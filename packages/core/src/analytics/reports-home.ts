import { PENDING_REPORT_STATUSES } from '../schemas/enums.js';

const COMPLETED_REPORT_STATUSES: readonly string[] = ['graded', 'completed'];
const PENDING: readonly string[] = PENDING_REPORT_STATUSES;

export interface ReportsHomeStats {
  total: number;
  /** Graded or completed set work: practice is counted apart, so that Completed and the average count the same reports. */
  completed: number;
  /** Pending, processing or submitted reports. */
  pending: number;
  /** The rounded mean of the percentages of the set work counted in `completed`; null when none has one (shown as N/A). */
  averageScore: number | null;
  /** Graded or completed practice (self-checks): listed, counted in no result. */
  practiceCompleted: number;
}

/**
 * The four stat cards of the student's reports home (spec 02 §2). Statuses count in any letter case. Completed and
 * the average count set work only: a self-check counts in no result, so counting it among the completed reports
 * would set the two figures against each other ("21 completed", an average of 6).
 */
export function reportsHomeStats(reports: readonly { status?: string | null; percentage?: number | null; practice?: boolean | null }[]): ReportsHomeStats {
  const isCompleted = (report: { status?: string | null }) => COMPLETED_REPORT_STATUSES.includes(report.status?.toLowerCase() ?? '');
  const setWork = reports.filter((report) => !report.practice);
  const percentages = setWork
    .filter(isCompleted)
    .map((report) => report.percentage)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return {
    total: reports.length,
    completed: setWork.filter(isCompleted).length,
    pending: reports.filter((report) => PENDING.includes(report.status?.toLowerCase() ?? '')).length,
    averageScore: percentages.length > 0 ? Math.round(percentages.reduce((sum, value) => sum + value, 0) / percentages.length) : null,
    practiceCompleted: reports.filter((report) => report.practice && isCompleted(report)).length,
  };
}

/** Says what Completed and Average Score count, and where the practice went; null when there is none. */
export function reportsHomeCountedText(stats: Pick<ReportsHomeStats, 'completed' | 'practiceCompleted'>): string | null {
  if (stats.practiceCompleted === 0) return null;
  const selfChecks = stats.practiceCompleted === 1 ? '1 practice self-check is' : `${stats.practiceCompleted} practice self-checks are`;
  return `Completed and Average Score count set work only. ${selfChecks} listed below, marked Practice, and not counted.`;
}
