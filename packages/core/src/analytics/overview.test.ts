import { describe, expect, it } from 'vitest';
import { analyticsSchema } from '../schemas/analytics.js';
import type { DashboardOverview } from '../schemas/dashboard.js';
import { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview } from './overview.js';
import { analyticsOverviewStats } from './overview-stats.js';
import { DEFAULT_GENERAL_RECOMMENDATIONS, MAX_TOPICS_PER_SUBJECT, recommendationsOrDefault, topicRecommendations, weakestSubject } from './recommendations.js';

const now = new Date('2025-01-05T10:00:00.000Z');

/** A topic area as the overview serves it. */
const area = (topic: string) => ({ topic, description: `2 of 5 marks (40%) in ${topic}`, percentage: 40, marks_obtained: 2, total_marks: 5 });

const overview: DashboardOverview = {
  ...EMPTY_DASHBOARD_OVERVIEW,
  completed_assessments: 6,
  average_score: 71.6,
  performance_by_subject: [
    { subject: 'biology', subject_id: 'b', average_score: 82 },
    { subject: 'physics', subject_id: 'p', average_score: 54.4 },
    { subject: 'chemistry', subject_id: 'c', average_score: 70 },
  ],
  recent_reports: [{ id: 'r1', assessment_id: 'a1', title: 'Cells', subject: 'biology', score: 82, date: '2025-01-04' }],
  strengths_by_subject: { biology: [area('cells'), area('enzymes')] },
  weaknesses_by_subject: { physics: [area('forces'), area('waves'), area('circuits'), area('energy')] },
};

describe('transformed analytics', () => {
  it('maps subject performance, recent reports and strength and improvement areas', () => {
    const analytics = transformDashboardOverview(overview, now);
    expect(analytics.overview.performanceBySubject).toEqual([
      { subject: 'biology', subject_id: 'b', score: 82 },
      { subject: 'physics', subject_id: 'p', score: 54.4 },
      { subject: 'chemistry', subject_id: 'c', score: 70 },
    ]);
    expect(analytics.overview.recentReports).toEqual([{ id: 'r1', assessment_id: 'a1', title: 'Cells', subject: 'biology', score: 82, date: '2025-01-04' }]);
    expect(analytics.overview.strengthAreas).toEqual(overview.strengths_by_subject);
    expect(analytics.overview.improvementAreas).toEqual(overview.weaknesses_by_subject);
    expect(analytics).toMatchObject({ completed_assessments: 6, average_score: 71.6, lastUpdated: '2025-01-05T10:00:00.000Z' });
    expect(analyticsSchema.safeParse(analytics).success).toBe(true);
  });

  it('recommends the weakest subject and at most 3 topics per subject', () => {
    const { recommendations } = transformDashboardOverview(overview, now);
    expect(recommendations.weakestSubject).toEqual({ subject: 'physics', score: 54.4 });
    expect(MAX_TOPICS_PER_SUBJECT).toBe(3);
    expect(recommendations.topicRecommendations.map((item) => `${item.subject} - ${item.topic}`)).toEqual([
      'physics - forces',
      'physics - waves',
      'physics - circuits',
    ]);
    expect(recommendations.topicRecommendations[0]?.recommendation).toBe('Revise forces in physics and practise questions on it.');
  });

  it("uses the server's general recommendations, else the built-in ones", () => {
    expect(transformDashboardOverview(overview, now).recommendations.generalRecommendations).toEqual([...DEFAULT_GENERAL_RECOMMENDATIONS]);
    const given = transformDashboardOverview({ ...overview, recommendations: ['Sleep well'] }, now);
    expect(given.recommendations.generalRecommendations).toEqual(['Sleep well']);
  });

  it('makes an empty analytics when there is no answer', () => {
    const analytics = transformDashboardOverview(null, now);
    expect(analytics.overview).toEqual({ performanceBySubject: [], recentReports: [], strengthAreas: {}, improvementAreas: {} });
    expect(analytics.recommendations.weakestSubject).toBeNull();
    expect(analytics.recommendations.topicRecommendations).toEqual([]);
  });
});

describe('recommendation helpers', () => {
  it('picks the first of equally weak subjects and none from an empty list', () => {
    expect(weakestSubject([{ subject: 'a', subject_id: null, score: 50 }, { subject: 'b', subject_id: null, score: 50 }])).toEqual({ subject: 'a', score: 50 });
    expect(weakestSubject([])).toBeNull();
    expect(topicRecommendations({ maths: 'x' })).toEqual([]);
  });

  it('falls back to the built-in recommendations when the server gives none', () => {
    expect(recommendationsOrDefault(undefined).generalRecommendations).toEqual([...DEFAULT_GENERAL_RECOMMENDATIONS]);
    expect(recommendationsOrDefault({ weakestSubject: null, generalRecommendations: [], topicRecommendations: [] }).generalRecommendations.length).toBeGreaterThan(0);
    const own = { weakestSubject: { subject: 'maths', score: 40 }, generalRecommendations: [], topicRecommendations: [] };
    expect(recommendationsOrDefault(own)).toBe(own);
  });
});

describe('analytics overview stat cards', () => {
  it('gives total reports, the rounded average, the highest score and highest minus lowest with a plus sign', () => {
    const stats = analyticsOverviewStats(transformDashboardOverview(overview, now));
    expect(stats).toEqual({ totalReports: 6, averageScore: 72, highestScore: 82, improvement: 28, improvementText: '+28%' });
  });

  it("shows '0%' when there is no spread or no subject", () => {
    const one = transformDashboardOverview({ ...overview, performance_by_subject: [{ subject: 'maths', subject_id: null, average_score: 60 }] }, now);
    expect(analyticsOverviewStats(one)).toMatchObject({ highestScore: 60, improvement: 0, improvementText: '0%' });
    expect(analyticsOverviewStats(transformDashboardOverview(EMPTY_DASHBOARD_OVERVIEW, now))).toEqual({ totalReports: 0, averageScore: 0, highestScore: 0, improvement: 0, improvementText: '0%' });
  });
});
