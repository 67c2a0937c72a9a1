import { describe, expect, it } from 'vitest';
import { emptySubjectProgress, progressChartStats, subjectLastUpdate, subjectOverallScore } from './subject-progress.js';

describe('subject progress', () => {
  it("stores an empty record on failure: zero reports, the subject's overall score, 'No data available'", () => {
    expect(emptySubjectProgress(74)).toEqual({
      progress_over_time: [],
      reports_completed: 0,
      average_score: 74,
      improvement: 'No data available',
      improvement_percentage: 0,
      strengths: [],
      weaknesses: [],
    });
    expect(emptySubjectProgress(null).average_score).toBe(0);
  });

  it("finds a subject's overall score by id or name", () => {
    const analytics = { overview: { performanceBySubject: [{ subject: 'Biology', subject_id: 'b1', score: 74 }], recentReports: [], strengthAreas: {}, improvementAreas: {} } };
    expect(subjectOverallScore(analytics, 'biology')).toBe(74);
    expect(subjectOverallScore(analytics, 'b1')).toBe(74);
    expect(subjectOverallScore(analytics, 'physics')).toBeNull();
  });

  it("gives the 'Best' score and, with more than one point, the 'Trend' of last minus first", () => {
    const points = [
      { date: '2025-01-01', score: 62.5 },
      { date: '2025-01-02', score: 90 },
      { date: '2025-01-03', score: 70 },
    ];
    expect(progressChartStats(points)).toEqual({ best: 90, trend: 7.5 });
    expect(progressChartStats(points.slice(0, 1))).toEqual({ best: 62.5, trend: null });
    expect(progressChartStats([])).toEqual({ best: null, trend: null });
  });

  it('dates the Last Update card from the latest point, else the overall last update', () => {
    expect(subjectLastUpdate({ progress_over_time: [{ date: '2025-01-01', score: 1 }, { date: '2025-02-01', score: 2 }] }, '2025-03-01')).toBe('2025-02-01');
    expect(subjectLastUpdate({ progress_over_time: [] }, '2025-03-01')).toBe('2025-03-01');
    expect(subjectLastUpdate({ progress_over_time: [] }, undefined)).toBeNull();
  });
});
