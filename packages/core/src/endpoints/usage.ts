// Usage (spec 01 §7): the usage calls, and reading the usage counters, shared by every screen that shows or
// checks them (the usage widget, Upload & Validate): the summary and the limits, each falling back to
// GET /validation/usage when it cannot be read (decision 5), with one fall-back call shared by both reads. A screen
// that needs both reads them in one request (GET /supabase-usage/usage), and separately only when that one fails.
import type { ApiClient } from '../api/client.js';
import { API_CACHE_TTL_MS } from '../api/constants.js';
import { UsageLimitError, isBackendUnreachable } from '../api/errors.js';
import { isUsageLimitReached } from '../rules/usage/usage-display.js';
import { USAGE_DEFAULT_DAILY_LIMIT } from '../rules/usage/usage-defaults.js';
import type { LoadOptions } from '../resource/index.js';
import { usageLimitsSchema, usageSummaryAndLimitsSchema, usageSummarySchema, validationUsageSchema, type UsageLimits, type UsageSummary, type ValidationUsage } from '../schemas/usage.js';

export const USAGE_SUMMARY_PATH = '/supabase-usage/usage/summary';
export const USAGE_LIMITS_PATH = '/supabase-usage/usage/limits';
/** Both of the above in one answer, `{summary, limits}`. */
export const USAGE_SUMMARY_AND_LIMITS_PATH = '/supabase-usage/usage';
/** The older usage call both of the above fall back to. */
export const VALIDATION_USAGE_PATH = '/validation/usage';

/** The client answers a 401 with undefined after signing the user out; the reads raise this instead. */
export class UsageSignedOutError extends Error {
  override readonly name = 'UsageSignedOutError';
  readonly status = 401;
  constructor() {
    super('Signed out');
  }
}

export type UsageCounts = { from: 'summary'; summary: UsageSummary } | { from: 'validation'; usage: ValidationUsage };
export type UsageLimitsRead = { from: 'limits'; limits: UsageLimits } | { from: 'validation'; usage: ValidationUsage };

/** Fresh skips the cache (Try Again, the check before a submission), decision 1. */
export type UsageReadOptions = LoadOptions;

export interface UsageReader {
  counts(): Promise<UsageCounts>;
  limits(): Promise<UsageLimitsRead>;
  /**
   * The counts and the limits from one request; when that request is answered with a failure (a backend without
   * it, say), from counts() and limits(). A sign-out, a usage limit or an unreachable backend fails both.
   */
  both(): Promise<[PromiseSettledResult<UsageCounts>, PromiseSettledResult<UsageLimitsRead>]>;
}

/** A failure that a call to /validation/usage may make up for: not a sign-out and not a usage limit. */
function canFallBack(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(error instanceof UsageSignedOutError) && !(error instanceof UsageLimitError) && status !== 429;
}

/**
 * The usage reads of one load. Each read that fails falls back to /validation/usage (one call shared by both);
 * when both fail, the first call's failure is reported, the fall-back's only when the first never reached the
 * backend, or when the fall-back signed the user out or hit a limit.
 */
export function createUsageReader(api: ApiClient, options: UsageReadOptions = {}): UsageReader {
  const { fresh = false, signal } = options;
  const read = async (path: string): Promise<unknown> => {
    const value = await api.get(path, { fresh, cacheTtlMs: API_CACHE_TTL_MS.usage, ...(signal ? { signal } : {}) });
    if (value === undefined) throw new UsageSignedOutError();
    return value;
  };
  let validationUsage: Promise<ValidationUsage> | undefined;
  const fallBack = (primary: unknown): Promise<ValidationUsage> => {
    if (!canFallBack(primary)) return Promise.reject(primary);
    validationUsage ??= read(VALIDATION_USAGE_PATH).then((value) => validationUsageSchema.parse(value ?? {}));
    return validationUsage.catch((error: unknown) => Promise.reject(!canFallBack(error) || isBackendUnreachable(primary) ? error : primary));
  };
  const counts = () =>
    read(USAGE_SUMMARY_PATH).then(
      (value): UsageCounts => ({ from: 'summary', summary: usageSummarySchema.parse(value ?? {}) }),
      (error: unknown) => fallBack(error).then((usage): UsageCounts => ({ from: 'validation', usage })),
    );
  const limits = () =>
    read(USAGE_LIMITS_PATH).then(
      (value): UsageLimitsRead => ({ from: 'limits', limits: usageLimitsSchema.parse(value ?? {}) }),
      (error: unknown) => fallBack(error).then((usage): UsageLimitsRead => ({ from: 'validation', usage })),
    );
  const both: UsageReader['both'] = () =>
    read(USAGE_SUMMARY_AND_LIMITS_PATH).then(
      (value) => {
        const { summary, limits } = usageSummaryAndLimitsSchema.parse(value);
        return [
          { status: 'fulfilled', value: { from: 'summary', summary } },
          { status: 'fulfilled', value: { from: 'limits', limits } },
        ];
      },
      (error: unknown) =>
        canFallBack(error) && !isBackendUnreachable(error)
          ? Promise.allSettled([counts(), limits()])
          : [
              { status: 'rejected', reason: error },
              { status: 'rejected', reason: error },
            ],
    );
  return { counts, limits, both };
}

/** The validation counter a screen checks before a validation: what it has used, its limit, and whether it is blocked. */
export interface ValidationCounter {
  used: number;
  limit: number | null;
  limitReached: boolean;
}

/**
 * The validation counter of the counts. A summary with a validation counter of its own (top level or under
 * usage) decides by that counter and its own daily and monthly flags, since a summary-wide flag may stand for
 * another feature's limit; without one, daily usage and the summary-wide flags do. From /validation/usage, its
 * daily usage.
 */
export function validationCounterOf(counts: UsageCounts): ValidationCounter {
  if (counts.from === 'validation') {
    const { used, limit } = counts.usage.daily_usage;
    return { used, limit, limitReached: isUsageLimitReached({ current: used, limit }) };
  }
  const summary = counts.summary;
  if (summary.validation) {
    const { current, limit, isLimitReached } = summary.validation;
    const flags = { daily_limit_reached: summary.validation.daily_limit_reached === true, monthly_limit_reached: summary.validation.monthly_limit_reached === true };
    return { used: current, limit, limitReached: isLimitReached || isUsageLimitReached({ current, limit, ...flags }) };
  }
  const { used, limit } = summary.daily_usage ?? { used: 0, limit: USAGE_DEFAULT_DAILY_LIMIT };
  const flags = { daily_limit_reached: summary.daily_limit_reached, monthly_limit_reached: summary.monthly_limit_reached };
  return { used, limit, limitReached: isUsageLimitReached({ current: used, limit, ...flags }) };
}
