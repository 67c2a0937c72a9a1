import { describe, expect, it } from 'vitest';
import { reportListItemSchema } from '../schemas/report.js';
import { reportsHomeStats } from './reports-home.js';

describe('reports home stat cards', () => {
  it('counts completed and pending reports in any case and averages the percentages', () => {
    const reports = [
      { id: 1, status: 'GRADED', percentage: 80 },
      { id: 2, status: 'completed', percentage: 71 },
      { id: 3, status: 'pending' },
      { id: 4, status: 'Processing' },
      { id: 5, status: 'submitted' },
      { id: 6, status: 'failed' },
    ].map((report) => reportListItemSchema.parse(report));
    expect(reportsHomeStats(reports)).toEqual({ total: 6, completed: 2, pending: 3, averageScore: 76 });
  });

  it('leaves practice (a self-check) out of the average: it counts in no result', () => {
    expect(reportsHomeStats([{ status: 'graded', percentage: 80 }, { status: 'graded', percentage: 15, practice: true }])).toEqual({ total: 2, completed: 2, pending: 0, averageScore: 80 });
  });

  it('has no average score without percentages', () => {
    expect(reportsHomeStats([])).toEqual({ total: 0, completed: 0, pending: 0, averageScore: null });
    expect(reportsHomeStats([{ status: 'pending', percentage: null }]).averageScore).toBeNull();
  });
});
