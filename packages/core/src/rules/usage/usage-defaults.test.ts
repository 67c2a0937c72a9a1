import { describe, expect, it } from 'vitest';
import {
  defaultNextResetDate,
  remainingValidations,
  REMAINING_VALIDATIONS_BEFORE_DATA,
  USAGE_DEFAULT_DAILY_LIMIT,
  USAGE_DEFAULT_PLAN_NAME,
} from './usage-defaults.js';
import { defaultUsageSummaryView } from './usage-summary-view.js';

describe('usage defaults', () => {
  it('are 15 a day on the Free Plan', () => {
    expect(USAGE_DEFAULT_DAILY_LIMIT).toBe(15);
    expect(USAGE_DEFAULT_PLAN_NAME).toBe('Free Plan');
  });

  it('put the next reset a day ahead, or a month ahead in the widget fall-back', () => {
    const now = new Date(2025, 0, 31, 10, 0, 0);
    expect(defaultNextResetDate(now, 'service')).toEqual(new Date(2025, 1, 1, 10, 0, 0));
    expect(defaultNextResetDate(new Date(2025, 4, 15, 8, 0), 'widget')).toEqual(new Date(2025, 5, 15, 8, 0));
    expect(defaultNextResetDate(now, 'widget')).toEqual(new Date(2025, 1, 28, 10, 0, 0));
    expect(defaultNextResetDate(new Date(2025, 11, 31, 23, 0), 'service')).toEqual(new Date(2026, 0, 1, 23, 0));
    expect(now).toEqual(new Date(2025, 0, 31, 10, 0, 0));
  });

  it('show 10 remaining validations until data arrives', () => {
    expect(REMAINING_VALIDATIONS_BEFORE_DATA).toBe(10);
    expect(remainingValidations(undefined, undefined)).toBe(10);
    expect(remainingValidations(3, null)).toBe(10);
    expect(remainingValidations(3, 15)).toBe(12);
    expect(remainingValidations(20, 15)).toBe(0);
  });
});

describe('defaultUsageSummaryView', () => {
  it('shows 0 of 15 for each feature on the Free Plan', () => {
    const now = new Date(2025, 0, 5, 12, 0, 0);
    const view = defaultUsageSummaryView(now, 'service');
    for (const feature of [view.validation, view.assessment, view.assessment_submission]) {
      expect(feature).toEqual({ current: 0, limit: 15, isLimitReached: false });
    }
    expect(view.planName).toBe('Free Plan');
    expect(view.canUpgrade).toBe(true);
    expect(view.nextResetDate).toBe(new Date(2025, 0, 6, 12, 0, 0).toISOString());
    expect(defaultUsageSummaryView(now, 'widget').nextResetDate).toBe(new Date(2025, 1, 5, 12, 0, 0).toISOString());
  });
});
