import { PENDING_REPORT_STATUSES } from '../schemas/enums.js';

const COMPLETED_REPORT_STATUSES: readonly string[] = ['graded', 'completed'];
const PENDING: readonly string[] = PENDING_REPORT_STATUSES;

export interface ReportsHomeStats {
  total: number;
  /** Graded or completed reports. */
  completed: number;
  /** Pending, processing or submitted reports. */
  pending: number;
  /** The rounded mean of the percentages of reports that count (practice does not); null when none has one (shown as N/A). */
  averageScore: number | null;
}

/** The four stat cards of the student's reports home (spec 02 §2). Statuses count in any letter case. */
export function reportsHomeStats(reports: readonly { status?: string | null; percentage?: number | null; practice?: boolean | null }[]): ReportsHomeStats {
  const statuses = reports.map((report) => report.status?.toLowerCase() ?? '');
  const percentages = reports.filter((report) => !report.practice).map((report) => report.percentage).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return {
    total: reports.length,
    completed: statuses.filter((status) => COMPLETED_REPORT_STATUSES.includes(status)).length,
    pending: statuses.filter((status) => PENDING.includes(status)).length,
    averageScore: percentages.length > 0 ? Math.round(percentages.reduce((sum, value) => sum + value, 0) / percentages.length) : null,
  };
}
