import { insightSchema } from '../schemas/dashboard.js';
import type { DashboardAssessment, Insight } from '../schemas/dashboard.js';

/** Spec 01 §9: the dashboard keeps 4 assessments and shows 5 recent reports. */
export const DASHBOARD_ASSESSMENTS_KEPT = 4;
export const DASHBOARD_RECENT_REPORTS_SHOWN = 5;

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The dashboard's assessments: the first 4 (a rule of what the dashboard shows, so the view applies it; each item's
 * defaults, its title and rounded score, are the server's, which answers with dashboardAssessmentSchema's type).
 */
export function keepDashboardAssessments(items: readonly DashboardAssessment[]): DashboardAssessment[] {
  return items.slice(0, DASHBOARD_ASSESSMENTS_KEPT);
}

/** Insights whose title and description are both strings; every other item is dropped. */
export function keepInsights(value: unknown): Insight[] {
  return listOf(value).flatMap((item) => {
    const parsed = insightSchema.safeParse(item);
    return parsed.success ? [{ title: parsed.data.title, description: parsed.data.description }] : [];
  });
}

/** The recent reports the dashboard shows: at most 5. */
export function recentReportsShown<T>(reports: readonly T[] | null | undefined): T[] {
  return (reports ?? []).slice(0, DASHBOARD_RECENT_REPORTS_SHOWN);
}
