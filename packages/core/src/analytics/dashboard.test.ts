import { describe, expect, it } from 'vitest';
import { DASHBOARD_ASSESSMENTS_KEPT, DASHBOARD_RECENT_REPORTS_SHOWN, keepDashboardAssessments, keepInsights, recentReportsShown } from './dashboard.js';

describe('dashboard rules', () => {
  it('keeps at most 4 assessments, each with its defaults', () => {
    const items = keepDashboardAssessments([{ id: 1 }, { id: 2, title: 'Cells', status: 'completed', percentage: 66.5 }, { id: 3 }, { id: 4 }, { id: 5 }]);
    expect(DASHBOARD_ASSESSMENTS_KEPT).toBe(4);
    expect(items.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
    expect(items[0]).toMatchObject({ title: 'Untitled Assessment', status: 'not_started', score: null });
    expect(items[1]).toMatchObject({ title: 'Cells', status: 'completed', score: 67 });
    expect(keepDashboardAssessments({ detail: 'Not found' })).toEqual([]);
  });

  it('keeps only insights whose title and description are both strings', () => {
    expect(
      keepInsights([
        { title: 'Streak', description: '4 days in a row', icon: 'fire' },
        { title: 'No description' },
        { title: 5, description: 'number title' },
        'text',
        null,
      ]),
    ).toEqual([{ title: 'Streak', description: '4 days in a row' }]);
    expect(keepInsights(undefined)).toEqual([]);
  });

  it('shows up to 5 recent reports', () => {
    expect(DASHBOARD_RECENT_REPORTS_SHOWN).toBe(5);
    expect(recentReportsShown([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(recentReportsShown(null)).toEqual([]);
  });
});
