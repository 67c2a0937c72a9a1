import { describe, expect, it } from 'vitest';
import { emptySubjectProgress, normaliseSubjectProgress, progressChartStats, subjectLastUpdate, subjectOverallScore } from './subject-progress.js';

describe('subject progress normalisation', () => {
  it('drops points without a numeric score or a date, clamps to 0-100 and sorts by date', () => {
    const progress = normaliseSubjectProgress({
      progress_over_time: [
        { date: '2025-03-01', score: 120 },
        { date: '2025-01-01', score: 40 },
        { date: '2025-02-01', score: '70' },
        { score: 55 },
        { date: '', score: 60 },
        { date: 'not a date', score: 60 },
        { date: '2025-02-15', score: -5 },
        null,
      ],
      reports_completed: 4,
      average_score: 61,
    });
    expect(progress.progress_over_time).toEqual([
      { date: '2025-01-01', score: 40 },
      { date: '2025-02-15', score: 0 },
      { date: '2025-03-01', score: 100 },
    ]);
    expect(progress).toMatchObject({ reports_completed: 4, average_score: 61 });
  });

  it('recomputes improvement as last minus first and its percentage over the first score', () => {
    const progress = normaliseSubjectProgress({
      progress_over_time: [
        { date: '2025-02-01', score: 80 },
        { date: '2025-01-01', score: 50 },
      ],
      improvement: 3,
      improvement_percentage: 1,
    });
    expect(progress.improvement).toBe(30);
    expect(progress.improvement_percentage).toBe(60);
  });

  it('falls back to the given improvement with fewer than two points', () => {
    const one = normaliseSubjectProgress({ progress_over_time: [{ date: '2025-01-01', score: 40 }], improvement: 10 });
    expect(one.improvement).toBe(10);
    expect(one.improvement_percentage).toBe(25);
    const none = normaliseSubjectProgress({ improvement: 4, improvement_percentage: 8 });
    expect(none).toMatchObject({ improvement: 4, improvement_percentage: 8, reports_completed: 0, average_score: 0 });
  });

  it('counts and averages the points when the server leaves that out', () => {
    const progress = normaliseSubjectProgress({ progress_over_time: [{ date: '2025-01-01', score: 40 }, { date: '2025-01-02', score: 60 }] });
    expect(progress).toMatchObject({ reports_completed: 2, average_score: 50, strengths: [], weaknesses: [], topic_performance: null });
  });

  it("stores an empty record on failure: zero reports, the subject's overall score, 'No data available'", () => {
    expect(emptySubjectProgress(74)).toEqual({
      progress_over_time: [],
      reports_completed: 0,
      average_score: 74,
      improvement: 'No data available',
      improvement_percentage: 0,
      strengths: [],
      weaknesses: [],
      topic_performance: null,
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
