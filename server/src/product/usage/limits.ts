import { USAGE_DEFAULT_DAILY_LIMIT, USAGE_DEFAULT_PLAN_NAME } from '@assess/core/rules';
import { type UsageFeature } from '@assess/core/schemas';
import { ApiError } from '../shared/errors.js';
import { countsToday, countUse, type Queryable } from './repository.js';

export const USAGE_FEATURE_NAMES: readonly UsageFeature[] = ['validation', 'assessment', 'assessment_submission'];

/** Every user is on the Free Plan with the default daily limit of each feature (spec 01 §9). */
export const PLAN = { name: USAGE_DEFAULT_PLAN_NAME, dailyLimit: USAGE_DEFAULT_DAILY_LIMIT } as const;

/** The limit message, in the words Upload & Validate uses for its own limit. */
export function limitMessage(feature: UsageFeature): string {
  return `You have reached your daily ${feature.replace(/_/g, ' ')} limit. Please try again tomorrow.`;
}

/** A plan limit reached: a 429 in the shape the browser reads, detail and limit_type. */
export class LimitError extends ApiError {
  constructor(
    detail: string,
    readonly limitType: string,
  ) {
    super(429, detail);
  }

  override body(): Record<string, unknown> {
    return { detail: this.detail, limit_type: this.limitType };
  }
}

/** A feature's daily limit reached. */
export class UsageLimitError extends LimitError {
  constructor(readonly feature: UsageFeature) {
    super(limitMessage(feature), feature);
  }
}

/** The next reset: midnight UTC after now. */
export function nextResetDate(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

export async function usageToday(db: Queryable, userId: string): Promise<Record<UsageFeature, number>> {
  const counts = { validation: 0, assessment: 0, assessment_submission: 0 };
  for (const row of await countsToday(db, userId)) counts[row.feature] = Number(row.count);
  return counts;
}

/** Throws the 429 when the feature's limit for today is used up. */
export async function ensureUsageLeft(db: Queryable, userId: string, feature: UsageFeature): Promise<void> {
  if ((await usageToday(db, userId))[feature] >= PLAN.dailyLimit) throw new UsageLimitError(feature);
}

/** Counts one use of a feature, atomically; throws the 429 when today's limit is already reached. */
export async function consumeUsage(db: Queryable, userId: string, feature: UsageFeature): Promise<number> {
  const count = await countUse(db, userId, feature, PLAN.dailyLimit);
  if (count === undefined) throw new UsageLimitError(feature);
  return count;
}
