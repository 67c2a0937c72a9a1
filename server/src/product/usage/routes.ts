import type { FastifyInstance } from 'fastify';
import { usageLimitsSchema, usageSummaryAndLimitsSchema, usageSummarySchema, validationUsageSchema, type UsageFeature } from '@assess/core/schemas';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { nextResetDate, PLAN, USAGE_FEATURE_NAMES, usageToday } from './limits.js';

function featureUsage(current: number) {
  return { current, used: current, limit: PLAN.dailyLimit, isLimitReached: current >= PLAN.dailyLimit };
}

/** The usage summary: per-feature counts, and daily_usage for validations (what Upload & Validate counts down). */
export async function usageSummary(product: ProductContext, userId: string) {
  const counts = await usageToday(product.db, userId);
  const usage = Object.fromEntries(USAGE_FEATURE_NAMES.map((feature) => [feature, featureUsage(counts[feature])])) as Record<
    UsageFeature,
    ReturnType<typeof featureUsage>
  >;
  return {
    daily_usage: { used: counts.validation, limit: PLAN.dailyLimit },
    ...usage,
    usage,
    plan_name: PLAN.name,
    subscription: { plan_name: PLAN.name },
    limits: { daily_limit: PLAN.dailyLimit, monthly_limit: null },
    next_reset_date: nextResetDate(),
    can_upgrade: true,
    daily_limit_reached: USAGE_FEATURE_NAMES.some((feature) => usage[feature].isLimitReached),
    monthly_limit_reached: false,
  };
}

/** The limits and the plan, with the summary's validation count and next reset. */
function usageLimits(summary: Awaited<ReturnType<typeof usageSummary>>) {
  return {
    limits: { daily_limit: PLAN.dailyLimit, monthly_limit: null, ...Object.fromEntries(USAGE_FEATURE_NAMES.map((f) => [f, PLAN.dailyLimit])) },
    subscription: { plan_name: PLAN.name },
    daily_usage: summary.daily_usage,
    next_reset_date: summary.next_reset_date,
    can_upgrade: true,
  };
}

/** GET /api/supabase-usage/usage (the summary and the limits in one answer), /usage/summary, /usage/limits and /api/validation/usage. */
export function registerUsageRoutes(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  route({ method: 'GET', url: '/api/supabase-usage/usage/summary', tag: 'Usage', summary: "Today's use of each limited feature", response: usageSummarySchema }, async ({ userId }) =>
    usageSummary(product, userId),
  );
  route({ method: 'GET', url: '/api/supabase-usage/usage/limits', tag: 'Usage', summary: 'The daily limits and the plan', response: usageLimitsSchema }, async ({ userId }) =>
    usageLimits(await usageSummary(product, userId)),
  );
  route(
    { method: 'GET', url: '/api/supabase-usage/usage', tag: 'Usage', summary: 'The usage summary and the limits in one answer (what the usage widget reads)', response: usageSummaryAndLimitsSchema },
    async ({ userId }) => {
      const summary = await usageSummary(product, userId);
      return { summary, limits: usageLimits(summary) };
    },
  );
  route({ method: 'GET', url: '/api/validation/usage', tag: 'Usage', summary: 'Validation usage (the fall-back the browser reads)', response: validationUsageSchema }, async ({ userId }) => {
    const all = await usageSummary(product, userId);
    return { daily_usage: all.daily_usage, validation: all.validation, plan_name: PLAN.name, next_reset_date: all.next_reset_date, can_upgrade: true };
  });
}
