import { dashboardOverviewSchema } from '../schemas/dashboard.js';
import type { DashboardOverview } from '../schemas/dashboard.js';
import type { AnalyticsData } from '../schemas/analytics.js';
import { DEFAULT_GENERAL_RECOMMENDATIONS, topicRecommendations, weakestSubject } from './recommendations.js';

/**
 * The analytics the dashboard shows, made from GET /analytics/student/dashboard/overview (spec 01 §3):
 * performance by subject, recent reports, strength and improvement areas, and recommendations
 * (weakest subject, general ones or the built-in defaults, and up to 3 topics per weak subject).
 */
export function transformDashboardOverview(overview: DashboardOverview | null | undefined | object, now: Date = new Date()): AnalyticsData {
  const data = dashboardOverviewSchema.parse(overview ?? {});
  const performanceBySubject = data.performance_by_subject.map((entry) => ({
    subject: entry.subject,
    subject_id: entry.subject_id,
    score: entry.average_score,
  }));
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
