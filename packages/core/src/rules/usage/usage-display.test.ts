import { describe, expect, it } from 'vitest';
import { isUnlimitedLimit, isUsageLimitReached, usageBarColour, usageCountText, usagePercent } from './usage-display.js';

describe('usage display', () => {
  it('treats a limit of 0 or none as unlimited', () => {
    expect(isUnlimitedLimit(0)).toBe(true);
    expect(isUnlimitedLimit(null)).toBe(true);
    expect(isUnlimitedLimit(undefined)).toBe(true);
    expect(isUnlimitedLimit(15)).toBe(false);
    expect(usageCountText(4, 0)).toBe('4 / Unlimited');
    expect(usageCountText(4, 15)).toBe('4 / 15');
  });

  it('fills the bar by the share used, capped at 100 and empty when unlimited', () => {
    expect(usagePercent(3, 15)).toBe(20);
    expect(usagePercent(30, 15)).toBe(100);
    expect(usagePercent(3, 0)).toBe(0);
    expect(usagePercent(3, undefined)).toBe(0);
  });

  it('colours the bar warning above 70% and error above 90%', () => {
    expect(usageBarColour(70)).toBe('primary');
    expect(usageBarColour(70.1)).toBe('warning');
    expect(usageBarColour(90)).toBe('warning');
    expect(usageBarColour(90.1)).toBe('error');
    expect(usageBarColour(usagePercent(14, 15))).toBe('error');
    expect(usageBarColour(usagePercent(11, 15))).toBe('warning');
  });

  it('reaches the limit when the limit is above 0 and the count at or above it', () => {
    expect(isUsageLimitReached({ current: 15, limit: 15 })).toBe(true);
    expect(isUsageLimitReached({ current: 16, limit: 15 })).toBe(true);
    expect(isUsageLimitReached({ current: 14, limit: 15 })).toBe(false);
    expect(isUsageLimitReached({ current: 100, limit: 0 })).toBe(false);
    expect(isUsageLimitReached({ current: 100 })).toBe(false);
  });

  it('blocks on a daily or monthly limit flag alone', () => {
    expect(isUsageLimitReached({ current: 0, limit: 15, daily_limit_reached: true })).toBe(true);
    expect(isUsageLimitReached({ current: 0, limit: 0, monthly_limit_reached: true })).toBe(true);
  });
});
