import { describe, expect, it } from 'vitest';
import { errorBodySchema, featureUsageSchema, rateLimitErrorBodySchema, usageLimitsSchema, usageSummarySchema, validationUsageSchema } from './usage.js';

describe('usage summary', () => {
  it('leaves out what the answer does not report, for the widget to take from the limits or its defaults; the flags read as false', () => {
    const summary = usageSummarySchema.parse({});
    expect(summary.daily_usage).toBeUndefined();
    expect(summary.plan_name).toBeUndefined();
    for (const feature of [summary.validation, summary.assessment, summary.assessment_submission]) expect(feature).toBeUndefined();
    expect(summary.can_upgrade).toBeUndefined();
    expect(summary).toMatchObject({ next_reset_date: null, daily_limit_reached: false, monthly_limit_reached: false });
    expect(usageSummarySchema.parse({ validation: {} }).validation).toBeUndefined();
  });

  it('reads daily_usage, per-feature counts at the top level or under usage, the plan and the flags', () => {
    const summary = usageSummarySchema.parse({
      daily_usage: { used: 4, limit: 20 },
      validation: { current: 20, limit: 20 },
      usage: { assessment: { current: 1, limit: 0, isLimitReached: false } },
      subscription: { plan_name: 'School Plan' },
      next_reset_date: '2025-01-06T00:00:00Z',
      can_upgrade: false,
      daily_limit_reached: true,
      monthly_limit_reached: false,
    });
    expect(summary.daily_usage).toEqual({ used: 4, limit: 20 });
    expect(summary.validation).toEqual({ current: 20, limit: 20, isLimitReached: true });
    expect(summary.assessment).toEqual({ current: 1, limit: 0, isLimitReached: false });
    expect(summary.assessment_submission).toBeUndefined();
    expect(summary).toMatchObject({ plan_name: 'School Plan', next_reset_date: '2025-01-06T00:00:00Z', can_upgrade: false, daily_limit_reached: true });
  });
});

describe('feature usage', () => {
  it('works out isLimitReached when the limit is above 0 and current is at or above it', () => {
    expect(featureUsageSchema.parse({ current: 15, limit: 15 }).isLimitReached).toBe(true);
    expect(featureUsageSchema.parse({ current: 16, limit: 15 }).isLimitReached).toBe(true);
    expect(featureUsageSchema.parse({ current: 14, limit: 15 }).isLimitReached).toBe(false);
    expect(featureUsageSchema.parse({ current: 99, limit: 0 }).isLimitReached).toBe(false);
    expect(featureUsageSchema.parse({ current: 99 })).toEqual({ current: 99, limit: null, isLimitReached: false });
  });

  it("keeps the server's own flag", () => {
    expect(featureUsageSchema.parse({ current: 1, limit: 15, isLimitReached: true }).isLimitReached).toBe(true);
  });
});

describe('usage limits and the validation fall-back', () => {
  it("reads limits.daily_limit (default 15), each feature's limit, subscription.plan_name, the reset and the upgrade", () => {
    expect(usageLimitsSchema.parse({ limits: { daily_limit: 30, monthly_limit: 300 }, subscription: { plan_name: 'Pro' } })).toEqual({
      limits: { daily_limit: 30, monthly_limit: 300 },
      subscription: { plan_name: 'Pro' },
    });
    expect(usageLimitsSchema.parse({ limits: { daily_limit: 15, assessment: 5 }, next_reset_date: '2026-05-16T00:00:00Z', can_upgrade: false })).toMatchObject({
      limits: { daily_limit: 15, assessment: 5 },
      next_reset_date: '2026-05-16T00:00:00Z',
      can_upgrade: false,
    });
    expect(usageLimitsSchema.parse({})).toEqual({ limits: { daily_limit: 15 }, subscription: {} });
  });

  it('reads daily_usage from /validation/usage', () => {
    expect(validationUsageSchema.parse({ daily_usage: { used: 2, limit: 10 } })).toEqual({ daily_usage: { used: 2, limit: 10 } });
    expect(validationUsageSchema.parse({ daily_usage: { used: 2 } })).toEqual({ daily_usage: { used: 2, limit: 15 } });
  });
});

describe('error bodies', () => {
  it('reads a rate-limit body with detail and limit_type', () => {
    expect(rateLimitErrorBodySchema.parse({ detail: 'Daily limit reached', limit_type: 'validation' })).toEqual({
      detail: 'Daily limit reached',
      limit_type: 'validation',
    });
    expect(rateLimitErrorBodySchema.parse({})).toEqual({});
  });

  it('accepts a text detail or a list of invalid inputs', () => {
    expect(errorBodySchema.safeParse({ detail: 'Not found' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ detail: [{ loc: ['body', 'title'], msg: 'Field required', type: 'missing' }] }).success).toBe(true);
    expect(errorBodySchema.safeParse({ detail: [{ msg: 'x' }] }).success).toBe(false);
  });
});
