import { describe, expect, it } from 'vitest';
import { SERVED_ANSWERS } from '../schemas/served-answers.test-data.js';
import { DASHBOARD_ASSESSMENTS_KEPT, DASHBOARD_RECENT_REPORTS_SHOWN, keepDashboardAssessments, keepInsights, recentReportsShown } from './dashboard.js';

describe('dashboard rules', () => {
  it('keeps at most 4 assessments, as the server sends them', () => {
    const served = (id: string) => ({ ...SERVED_ANSWERS.dashboardAssessment, id });
    const items = keepDashboardAssessments(['1', '2', '3', '4', '5'].map(served));
    expect(DASHBOARD_ASSESSMENTS_KEPT).toBe(4);
    expect(items).toEqual(['1', '2', '3', '4'].map(served));
    expect(keepDashboardAssessments([])).toEqual([]);
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
