import { describe, expect, it } from 'vitest';
import { dashboardAssessmentSchema, dashboardOverviewSchema, insightSchema } from './dashboard.js';
import { SERVED_ANSWERS } from './served-answers.test-data.js';

describe('dashboard answers: one schema each, what the server serves', () => {
  it('reads the overview and the assessment items as served', () => {
    expect(dashboardOverviewSchema.parse(SERVED_ANSWERS.dashboardOverview)).toEqual(SERVED_ANSWERS.dashboardOverview);
    expect(dashboardAssessmentSchema.parse(SERVED_ANSWERS.dashboardAssessment)).toEqual(SERVED_ANSWERS.dashboardAssessment);
  });

  it('refuses an overview or item that lacks a field, rather than filling it in on the screen', () => {
    for (const field of Object.keys(dashboardOverviewSchema.shape)) {
      const { [field]: _left, ...lacking } = SERVED_ANSWERS.dashboardOverview as Record<string, unknown>;
      expect(dashboardOverviewSchema.safeParse(lacking).success, field).toBe(false);
    }
    for (const field of Object.keys(dashboardAssessmentSchema.shape)) {
      const { [field]: _left, ...lacking } = SERVED_ANSWERS.dashboardAssessment as Record<string, unknown>;
      expect(dashboardAssessmentSchema.safeParse(lacking).success, field).toBe(false);
    }
    expect(dashboardOverviewSchema.safeParse({ ...SERVED_ANSWERS.dashboardOverview, recommendations: ['Sleep well', 7] }).success).toBe(false);
  });
});

describe('insight', () => {
  it('needs a string title and a string description', () => {
    expect(insightSchema.safeParse({ title: 'Streak', description: '4 days' }).success).toBe(true);
    expect(insightSchema.safeParse({ title: 'Streak', description: 4 }).success).toBe(false);
    expect(insightSchema.safeParse({ title: null, description: 'x' }).success).toBe(false);
  });
});
