import type { AnalyticsData } from '../schemas/analytics.js';

export interface AnalyticsOverviewStats {
  totalReports: number;
  /** Rounded to a whole percent. */
  averageScore: number;
  highestScore: number;
  /** Highest minus lowest subject score, rounded to a whole percent. */
  improvement: number;
  /** '+{n}%' when above zero, else '0%'. */
  improvementText: string;
}

/** The four stat cards of the analytics Overview tab (spec 02 §2). */
export function analyticsOverviewStats(analytics: Pick<AnalyticsData, 'completed_assessments' | 'average_score' | 'overview'>): AnalyticsOverviewStats {
  const scores = analytics.overview.performanceBySubject.map((entry) => entry.score);
  const highest = scores.length > 0 ? Math.max(...scores) : 0;
  const lowest = scores.length > 0 ? Math.min(...scores) : 0;
  const improvement = Math.round(highest - lowest);
  return {
    totalReports: analytics.completed_assessments,
    averageScore: Math.round(analytics.average_score),
    highestScore: Math.round(highest),
    improvement,
    improvementText: improvement > 0 ? `+${improvement}%` : '0%',
  };
}
