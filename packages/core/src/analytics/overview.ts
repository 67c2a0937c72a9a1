import type { DashboardOverview } from '../schemas/dashboard.js';
import type { AnalyticsData } from '../schemas/analytics.js';
import { DEFAULT_GENERAL_RECOMMENDATIONS, topicRecommendations, weakestSubject } from './recommendations.js';

/** An empty overview: what the dashboards show for a 404 from the overview call (spec 01 §4) and with no answer. */
export const EMPTY_DASHBOARD_OVERVIEW: DashboardOverview = {
  completed_assessments: 0,
  in_progress_assessments: 0,
  average_score: 0,
  study_streak: 0,
  subject_progress: [],
  performance_by_subject: [],
  recent_reports: [],
  strengths_by_subject: {},
  weaknesses_by_subject: {},
  recommendations: null,
};

/**
 * The analytics the dashboard shows, made from GET /analytics/student/dashboard/overview (spec 01 §3):
 * performance by subject, recent reports, strength and improvement areas, and recommendations
 * (weakest subject, general ones or the built-in defaults, and up to 3 topics per weak subject).
 */
export function transformDashboardOverview(overview: DashboardOverview | null | undefined, now: Date = new Date()): AnalyticsData {
  const data = overview ?? EMPTY_DASHBOARD_OVERVIEW;
  const performanceBySubject = data.performance_by_subject.map((entry) => ({
    subject: entry.subject,
    subject_id: entry.subject_id,
    score: entry.average_score,
  }));
  // The built-in recommendations are the screen's (spec 02 §2): the server says null when it has none of its own.
  const general = data.recommendations && data.recommendations.length > 0 ? data.recommendations : [...DEFAULT_GENERAL_RECOMMENDATIONS];
  return {
    completed_assessments: data.completed_assessments,
    average_score: data.average_score,
    lastUpdated: now.toISOString(),
    overview: {
      performanceBySubject,
      recentReports: data.recent_reports.map((report) => ({ ...report })),
      strengthAreas: data.strengths_by_subject,
      improvementAreas: data.weaknesses_by_subject,
    },
    recommendations: {
      weakestSubject: weakestSubject(performanceBySubject),
      generalRecommendations: general,
      topicRecommendations: topicRecommendations(data.weaknesses_by_subject),
    },
  };
}
