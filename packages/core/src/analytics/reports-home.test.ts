import { describe, expect, it } from 'vitest';
import { reportsHomeCountedText, reportsHomeStats } from './reports-home.js';

describe('reports home stat cards', () => {
  it('counts completed and pending reports in any case and averages the percentages', () => {
    const reports = [
      { id: 1, status: 'GRADED', percentage: 80 },
      { id: 2, status: 'completed', percentage: 71 },
      { id: 3, status: 'pending' },
      { id: 4, status: 'Processing' },
      { id: 5, status: 'submitted' },
      { id: 6, status: 'failed' },
    ];
    expect(reportsHomeStats(reports)).toEqual({ total: 6, completed: 2, pending: 3, averageScore: 76, practiceCompleted: 0 });
  });

  it('counts practice (a self-check) apart: Completed and the average count the same set work', () => {
    const reports = [
      { status: 'graded', percentage: 80 },
      { status: 'graded', percentage: 60 },
      ...Array.from({ length: 15 }, () => ({ status: 'graded', percentage: 15, practice: true })),
      { status: 'pending', percentage: null, practice: true },
    ];
    const stats = reportsHomeStats(reports);
    expect(stats).toEqual({ total: 18, completed: 2, pending: 1, averageScore: 70, practiceCompleted: 15 });
    expect(reportsHomeCountedText(stats)).toBe('Completed and Average Score count set work only. 15 practice self-checks are listed below, marked Practice, and not counted.');
    expect(reportsHomeCountedText(reportsHomeStats([{ status: 'graded', percentage: 15, practice: true }]))).toContain('1 practice self-check is listed');
    expect(reportsHomeCountedText(reportsHomeStats([{ status: 'graded', percentage: 80 }]))).toBeNull();
  });

  it('has no average score without percentages', () => {
    expect(reportsHomeStats([])).toEqual({ total: 0, completed: 0, pending: 0, averageScore: null, practiceCompleted: 0 });
    expect(reportsHomeStats([{ status: 'pending', percentage: null }]).averageScore).toBeNull();
  });
});
