import { z } from 'zod/mini';
import { USAGE_DEFAULT_DAILY_LIMIT } from '../rules/usage/usage-defaults.js';
import type { UsageFeature } from './enums.js';
import { firstText, maybe, maybeBoolean, maybeNumber, maybeText } from './lenient.js';


const featureUsageOut = z.object({
  current: z.number().check(z.gte(0)),
  limit: z.nullable(z.number()).check(z.describe('0 or null means unlimited')),
  isLimitReached: z.boolean(),
  daily_limit_reached: z.optional(z.boolean()).check(z.describe("this feature's own daily limit flag, when the answer gives one")),
  monthly_limit_reached: z.optional(z.boolean()).check(z.describe("this feature's own monthly limit flag, when the answer gives one")),
}).check(z.meta({ id: 'FeatureUsage', description: 'Use of one feature in the current period' }));

/**
 * One feature's usage. isLimitReached, when the server leaves it out, is worked out as spec 02 §5 has it:
 * the limit is above 0 and current is at or above it.
 */
export const featureUsageSchema = z.pipe(z.pipe(z.object({
  current: maybeNumber(),
  used: maybeNumber(),
  limit: maybeNumber(),
  isLimitReached: maybeBoolean(),
  daily_limit_reached: maybeBoolean(),
  monthly_limit_reached: maybeBoolean(),
}), z.transform((raw): z.input<typeof featureUsageOut> => {
  const current = raw.current ?? raw.used ?? 0;
  const limit = raw.limit ?? null;
  return {
    current,
    limit,
    isLimitReached: raw.isLimitReached ?? (limit !== null && limit > 0 && current >= limit),
    daily_limit_reached: raw.daily_limit_reached ?? undefined,
    monthly_limit_reached: raw.monthly_limit_reached ?? undefined,
  };
})), featureUsageOut);
export type FeatureUsage = z.output<typeof featureUsageSchema>;

/** The usage a feature has before any data arrives: nothing used of the default daily limit. */
export function defaultFeatureUsage(): FeatureUsage {
  return { current: 0, limit: USAGE_DEFAULT_DAILY_LIMIT, isLimitReached: false };
}

const dailyUsageOut = z.object({ used: z.number(), limit: z.number() }).check(z.meta({ id: 'DailyUsage' }));
const dailyUsageSchema = z.pipe(z.pipe(z.object({ used: maybeNumber(), limit: maybeNumber() }), z.transform((raw) => ({ used: raw.used ?? 0, limit: raw.limit ?? USAGE_DEFAULT_DAILY_LIMIT }))), dailyUsageOut);

/** A feature's counter, read only when the answer reports one: an empty object reports none. */
const reportedFeature = () => maybe(z.pipe(z.record(z.string(), z.unknown()).check(z.refine((counter) => Object.keys(counter).length > 0)), featureUsageSchema));

const usageSummaryOut = z.object({
  daily_usage: z.optional(dailyUsageOut).check(z.describe('validations today; left out when the answer reports none')),
  validation: z.optional(featureUsageOut),
  assessment: z.optional(featureUsageOut),
  assessment_submission: z.optional(featureUsageOut),
  plan_name: z.optional(z.string()).check(z.describe('left out when the answer names no plan')),
  next_reset_date: z.nullable(z.string()),
  can_upgrade: z.optional(z.boolean()).check(z.describe('left out when the answer does not say')),
  daily_limit_reached: z.boolean(),
  monthly_limit_reached: z.boolean(),
}).check(z.meta({ id: 'UsageSummary', description: 'GET /supabase-usage/usage/summary' }));

/**
 * The usage summary: daily_usage.used and .limit, per-feature counts (at the top level or under usage), the plan
 * name (plan_name or subscription.plan_name), next reset date, whether upgrading is possible and the daily and
 * monthly limit flags. What the answer leaves out stays out, so that the usage widget can take it from the limits
 * call or its defaults (spec 01 §9); the flags read as false.
 */
export const usageSummarySchema = z.pipe(z.pipe(z.object({
  daily_usage: maybe(dailyUsageSchema),
  usage: maybe(z.object({ validation: reportedFeature(), assessment: reportedFeature(), assessment_submission: reportedFeature() })),
  validation: reportedFeature(),
  assessment: reportedFeature(),
  assessment_submission: reportedFeature(),
  plan_name: maybeText(),
  subscription: maybe(z.object({ plan_name: maybeText() })),
  next_reset_date: maybeText(),
  can_upgrade: maybeBoolean(),
  daily_limit_reached: maybeBoolean(),
  monthly_limit_reached: maybeBoolean(),
}), z.transform((raw): z.input<typeof usageSummaryOut> => {
  const feature = (name: UsageFeature): FeatureUsage | undefined => raw[name] ?? raw.usage?.[name] ?? undefined;
  return {
    daily_usage: raw.daily_usage ?? undefined,
    validation: feature('validation'),
    assessment: feature('assessment'),
    assessment_submission: feature('assessment_submission'),
    plan_name: firstText(raw.plan_name, raw.subscription?.plan_name),
    next_reset_date: raw.next_reset_date ?? null,
    can_upgrade: raw.can_upgrade ?? undefined,
    daily_limit_reached: raw.daily_limit_reached ?? false,
    monthly_limit_reached: raw.monthly_limit_reached ?? false,
  };
})), usageSummaryOut);
export type UsageSummary = z.output<typeof usageSummarySchema>;

const usageLimitsOut = z.object({
  limits: z.looseObject({
    daily_limit: z.number(),
    validation: z.optional(z.number()).check(z.describe("the feature's own daily limit, when the answer gives one")),
    assessment: z.optional(z.number()),
    assessment_submission: z.optional(z.number()),
  }),
  subscription: z.looseObject({ plan_name: z.optional(z.string()).check(z.describe('left out when the answer names no plan')) }),
  next_reset_date: z.optional(z.string()),
  can_upgrade: z.optional(z.boolean()),
}).check(z.meta({ id: 'UsageLimits', description: 'GET /supabase-usage/usage/limits' }));

/**
 * The limits: limits.daily_limit (default 15) and each feature's own limit, subscription.plan_name, the next reset
 * and whether upgrading is possible; what the answer leaves out stays out, except the daily limit.
 */
export const usageLimitsSchema = z.pipe(z.pipe(z.object({
  limits: maybe(z.looseObject({ daily_limit: maybeNumber(), validation: maybeNumber(), assessment: maybeNumber(), assessment_submission: maybeNumber() })),
  subscription: maybe(z.looseObject({ plan_name: maybeText() })),
  next_reset_date: maybeText(),
  can_upgrade: maybeBoolean(),
}), z.transform((raw): z.input<typeof usageLimitsOut> => ({
  limits: {
    ...raw.limits,
    daily_limit: raw.limits?.daily_limit ?? USAGE_DEFAULT_DAILY_LIMIT,
    validation: raw.limits?.validation ?? undefined,
    assessment: raw.limits?.assessment ?? undefined,
    assessment_submission: raw.limits?.assessment_submission ?? undefined,
  },
  subscription: { ...raw.subscription, plan_name: firstText(raw.subscription?.plan_name) },
  next_reset_date: raw.next_reset_date ?? undefined,
  can_upgrade: raw.can_upgrade ?? undefined,
}))), usageLimitsOut);
export type UsageLimits = z.output<typeof usageLimitsSchema>;

/** GET /supabase-usage/usage: the summary and the limits in one answer, so that the usage widget makes one request. */
export const usageSummaryAndLimitsSchema = z.object({ summary: usageSummarySchema, limits: usageLimitsSchema }).check(z.meta({ id: 'UsageSummaryAndLimits', description: 'GET /supabase-usage/usage' }));

/** GET /validation/usage, the fall-back for both usage reads: daily_usage {used, limit}. */
export const validationUsageSchema = z.pipe(z.pipe(z.object({ daily_usage: maybe(dailyUsageSchema) }), z.transform((raw) => ({ daily_usage: raw.daily_usage ?? { used: 0, limit: USAGE_DEFAULT_DAILY_LIMIT } }))), z.object({ daily_usage: dailyUsageOut }).check(z.meta({ id: 'ValidationUsage', description: 'GET /validation/usage' })));
export type ValidationUsage = z.output<typeof validationUsageSchema>;

/** The body of a 429 answer for a usage limit. */
export const rateLimitErrorBodySchema = z.object({
  detail: z.optional(z.string()),
  limit_type: z.optional(z.string()).check(z.describe('the usage feature or period whose limit was reached')),
}).check(z.meta({ id: 'RateLimitErrorBody', description: 'Answer with status 429 when a usage limit is reached' }));
export type RateLimitErrorBody = z.infer<typeof rateLimitErrorBodySchema>;

export const validationErrorItemSchema = z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }).check(z.meta({ id: 'ValidationErrorItem', description: 'One invalid input' }));
export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;

/** Every other error answer: a text, or a list of invalid inputs. */
export const errorBodySchema = z.object({ detail: z.union([z.string(), z.array(validationErrorItemSchema)]) }).check(z.meta({ id: 'ErrorBody', description: 'Answer for a failed request' }));
export type ErrorBody = z.infer<typeof errorBodySchema>;

