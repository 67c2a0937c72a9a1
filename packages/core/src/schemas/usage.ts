import { z } from 'zod';
import { USAGE_DEFAULT_DAILY_LIMIT, USAGE_DEFAULT_PLAN_NAME } from '../rules/usage/usage-defaults.js';
import type { UsageFeature } from './enums.js';
import { firstText, maybe, maybeBoolean, maybeNumber, maybeText } from './lenient.js';


const featureUsageOut = z
  .object({
    current: z.number().min(0),
    limit: z.number().nullable().describe('0 or null means unlimited'),
    isLimitReached: z.boolean(),
  })
  .meta({ id: 'FeatureUsage', description: 'Use of one feature in the current period' });

/**
 * One feature's usage. isLimitReached, when the server leaves it out, is worked out as spec 02 §5 has it:
 * the limit is above 0 and current is at or above it.
 */
export const featureUsageSchema = z
  .object({ current: maybeNumber(), used: maybeNumber(), limit: maybeNumber(), isLimitReached: maybeBoolean() })
  .transform((raw) => {
    const current = raw.current ?? raw.used ?? 0;
    const limit = raw.limit ?? null;
    return { current, limit, isLimitReached: raw.isLimitReached ?? (limit !== null && limit > 0 && current >= limit) };
  })
  .pipe(featureUsageOut);
export type FeatureUsage = z.output<typeof featureUsageSchema>;

/** The usage a feature has before any data arrives: nothing used of the default daily limit. */
export function defaultFeatureUsage(): FeatureUsage {
  return { current: 0, limit: USAGE_DEFAULT_DAILY_LIMIT, isLimitReached: false };
}

const dailyUsageSchema = z
  .object({ used: maybeNumber(), limit: maybeNumber() })
  .transform((raw) => ({ used: raw.used ?? 0, limit: raw.limit ?? USAGE_DEFAULT_DAILY_LIMIT }))
  .pipe(z.object({ used: z.number(), limit: z.number() }).meta({ id: 'DailyUsage' }));

const maybeFeature = () => maybe(featureUsageSchema);

const usageSummaryOut = z
  .object({
    daily_usage: z.object({ used: z.number(), limit: z.number() }),
    validation: featureUsageOut,
    assessment: featureUsageOut,
    assessment_submission: featureUsageOut,
    plan_name: z.string(),
    next_reset_date: z.string().nullable(),
    can_upgrade: z.boolean(),
    daily_limit_reached: z.boolean(),
    monthly_limit_reached: z.boolean(),
  })
  .meta({ id: 'UsageSummary', description: 'GET /supabase-usage/usage/summary' });

/**
 * The usage summary: daily_usage.used and .limit, per-feature counts (at the top level or under usage),
 * plan name (default 'Free Plan'), next reset date, whether upgrading is possible and the daily and
 * monthly limit flags.
 */
export const usageSummarySchema = z
  .object({
    daily_usage: maybe(dailyUsageSchema),
    usage: maybe(z.object({ validation: maybeFeature(), assessment: maybeFeature(), assessment_submission: maybeFeature() })),
    validation: maybeFeature(),
    assessment: maybeFeature(),
    assessment_submission: maybeFeature(),
    plan_name: maybeText(),
    subscription: maybe(z.object({ plan_name: maybeText() })),
    next_reset_date: maybeText(),
    can_upgrade: maybeBoolean(),
    daily_limit_reached: maybeBoolean(),
    monthly_limit_reached: maybeBoolean(),
  })
  .transform((raw) => {
    const feature = (name: UsageFeature): FeatureUsage => raw[name] ?? raw.usage?.[name] ?? defaultFeatureUsage();
    return {
      daily_usage: raw.daily_usage ?? { used: 0, limit: USAGE_DEFAULT_DAILY_LIMIT },
      validation: feature('validation'),
      assessment: feature('assessment'),
      assessment_submission: feature('assessment_submission'),
      plan_name: firstText(raw.plan_name, raw.subscription?.plan_name) ?? USAGE_DEFAULT_PLAN_NAME,
      next_reset_date: raw.next_reset_date ?? null,
      can_upgrade: raw.can_upgrade ?? true,
      daily_limit_reached: raw.daily_limit_reached ?? false,
      monthly_limit_reached: raw.monthly_limit_reached ?? false,
    };
  })
  .pipe(usageSummaryOut);
export type UsageSummary = z.output<typeof usageSummarySchema>;

const usageLimitsOut = z
  .object({
    limits: z.looseObject({ daily_limit: z.number() }),
    subscription: z.looseObject({ plan_name: z.string() }),
  })
  .meta({ id: 'UsageLimits', description: 'GET /supabase-usage/usage/limits' });

/** The limits: limits.daily_limit (default 15) and subscription.plan_name (default 'Free Plan'). */
export const usageLimitsSchema = z
  .object({
    limits: maybe(z.looseObject({ daily_limit: maybeNumber() })),
    subscription: maybe(z.looseObject({ plan_name: maybeText() })),
  })
  .transform((raw) => ({
    limits: { ...raw.limits, daily_limit: raw.limits?.daily_limit ?? USAGE_DEFAULT_DAILY_LIMIT },
    subscription: { ...raw.subscription, plan_name: firstText(raw.subscription?.plan_name) ?? USAGE_DEFAULT_PLAN_NAME },
  }))
  .pipe(usageLimitsOut);
export type UsageLimits = z.output<typeof usageLimitsSchema>;

/** GET /validation/usage, the fall-back for both usage reads: daily_usage {used, limit}. */
export const validationUsageSchema = z
  .object({ daily_usage: maybe(dailyUsageSchema) })
  .transform((raw) => ({ daily_usage: raw.daily_usage ?? { used: 0, limit: USAGE_DEFAULT_DAILY_LIMIT } }))
  .pipe(z.object({ daily_usage: z.object({ used: z.number(), limit: z.number() }) }).meta({ id: 'ValidationUsage', description: 'GET /validation/usage' }));
export type ValidationUsage = z.output<typeof validationUsageSchema>;

/** The body of a 429 answer for a usage limit. */
export const rateLimitErrorBodySchema = z
  .object({
    detail: z.string().optional(),
    limit_type: z.string().optional().describe('the usage feature or period whose limit was reached'),
  })
  .meta({ id: 'RateLimitErrorBody', description: 'Answer with status 429 when a usage limit is reached' });
export type RateLimitErrorBody = z.infer<typeof rateLimitErrorBodySchema>;

export const validationErrorItemSchema = z
  .object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })
  .meta({ id: 'ValidationErrorItem', description: 'One invalid input' });
export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;

/** Every other error answer: a text, or a list of invalid inputs. */
export const errorBodySchema = z
  .object({ detail: z.union([z.string(), z.array(validationErrorItemSchema)]) })
  .meta({ id: 'ErrorBody', description: 'Answer for a failed request' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

