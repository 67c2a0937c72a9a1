// The usage widget's data (spec 01 §7, decision 5): the summary and the limits, each falling back to
// /validation/usage, then to the defaults of spec 01 §9 when the backend cannot be reached at all.
import {
  API_CACHE_TTL_MS,
  USAGE_DEFAULT_PLAN_NAME,
  USAGE_FEATURES,
  USAGE_LIMITS_PATH,
  USAGE_SUMMARY_PATH,
  VALIDATION_USAGE_PATH,
  UsageLimitError,
  classifyUsageError,
  defaultNextResetDate,
  defaultUsageSummaryView,
  isBackendUnreachable,
  isUsageLimitReached,
  usageLimitsSchema,
  usageSummarySchema,
  validationUsageSchema,
  type ApiClient,
  type UsageErrorClass,
  type UsageFeature,
  type UsageFeatureState,
  type UsageLimits,
  type UsageSummary,
  type UsageSummaryView,
  type ValidationUsage,
} from '@assess/core';

export { USAGE_LIMITS_PATH, USAGE_SUMMARY_PATH, VALIDATION_USAGE_PATH };

export type UsageLoadResult =
  /** Usage from the backend; fallback is true when /validation/usage stood in for a usage call. */
  | { kind: 'data'; view: UsageSummaryView; limitReached: boolean; fallback: boolean }
  /** The backend could not be reached: the defaults, shown with the network error beside them. */
  | { kind: 'defaults'; view: UsageSummaryView; limitReached: false; error: UsageErrorClass }
  | { kind: 'error'; error: UsageErrorClass };

export interface LoadUsageOptions {
  /** Skips the cache (Try Again), decision 1. */
  fresh?: boolean;
  now?: Date;
  signal?: AbortSignal;
}

/** The client answers a 401 with undefined after signing the user out. */
class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
  readonly status = 401;
}

type Raw = Record<string, unknown>;

interface Source<T> {
  raw: Raw;
  parsed: T;
}

type Counts = { from: 'summary'; summary: Source<UsageSummary> } | { from: 'validation'; usage: ValidationUsage };
type Limits = { from: 'limits'; limits: Source<UsageLimits> } | { from: 'validation'; usage: ValidationUsage };

function asRecord(value: unknown): Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
}

function has(record: Raw, key: string): boolean {
  return Object.hasOwn(record, key) && record[key] !== undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A failure that a call to /validation/usage may make up for: not a sign-out and not a usage limit. */
function canFallBack(error: unknown): boolean {
  return !(error instanceof SignedOutError) && !(error instanceof UsageLimitError);
}

/**
 * Loads what the widget shows. Each usage call that fails falls back to /validation/usage (one call shared by
 * both); a sign-out, a usage limit or a failed answer is an error; only when nothing could reach the backend
 * does the widget show the defaults, with the next reset a month ahead (decisions 3 and 5).
 */
export async function loadUsageSummary(api: ApiClient, options: LoadUsageOptions = {}): Promise<UsageLoadResult> {
  const { fresh = false, now = new Date(), signal } = options;
  const read = async (path: string): Promise<unknown> => {
    const value = await api.get(path, { fresh, cacheTtlMs: API_CACHE_TTL_MS.usage, ...(signal ? { signal } : {}) });
    if (value === undefined) throw new SignedOutError('Signed out');
    return value;
  };
  let validationUsage: Promise<ValidationUsage> | undefined;
  const fallBack = (primary: unknown): Promise<ValidationUsage> => {
    if (!canFallBack(primary)) return Promise.reject(primary);
    validationUsage ??= read(VALIDATION_USAGE_PATH).then((value) => validationUsageSchema.parse(value ?? {}));
    // When both fail, the first call's answer is reported; the fall-back's only when the first never reached the
    // backend, or when the fall-back signed the user out or hit a limit.
    return validationUsage.catch((error: unknown) =>
      Promise.reject(!canFallBack(error) || isBackendUnreachable(primary) ? error : primary),
    );
  };

  const counts: Promise<Counts> = read(USAGE_SUMMARY_PATH).then(
    (value) => ({ from: 'summary', summary: { raw: asRecord(value), parsed: usageSummarySchema.parse(value ?? {}) } }),
    (error: unknown) => fallBack(error).then((usage) => ({ from: 'validation', usage })),
  );
  const limits: Promise<Limits> = read(USAGE_LIMITS_PATH).then(
    (value) => ({ from: 'limits', limits: { raw: asRecord(value), parsed: usageLimitsSchema.parse(value ?? {}) } }),
    (error: unknown) => fallBack(error).then((usage) => ({ from: 'validation', usage })),
  );

  const [countsResult, limitsResult] = await Promise.allSettled([counts, limits]);
  if (countsResult.status === 'fulfilled' && limitsResult.status === 'fulfilled') {
    const view = buildView(countsResult.value, limitsResult.value, now);
    return {
      kind: 'data',
      view,
      limitReached: isAnyLimitReached(view, countsResult.value),
      fallback: countsResult.value.from === 'validation' || limitsResult.value.from === 'validation',
    };
  }
  const errors = [countsResult, limitsResult].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const signedOut = errors.find((error) => error instanceof SignedOutError);
  if (signedOut) return { kind: 'error', error: classifyUsageError(signedOut) };
  const answered = errors.find((error) => !isBackendUnreachable(error));
  if (answered !== undefined) return { kind: 'error', error: classifyUsageError(answered) };
  return {
    kind: 'defaults',
    view: defaultUsageSummaryView(now, 'widget'),
    limitReached: false,
    error: classifyUsageError(errors[0]),
  };
}

/**
 * The limit of a feature the summary gives none for: the limits call's for that feature (limits.validation ...)
 * or its daily_limit, else the limit /validation/usage reports.
 */
function limitFor(name: UsageFeature, limits: Limits): number {
  if (limits.from === 'validation') return limits.usage.daily_usage.limit;
  const own = asRecord(limits.limits.raw.limits)[name];
  return typeof own === 'number' && Number.isFinite(own) ? own : limits.limits.parsed.limits.daily_limit;
}

function feature(name: UsageFeature, counts: Counts, limit: number): UsageFeatureState {
  const counted = (current: number): UsageFeatureState => ({ current, limit, isLimitReached: isUsageLimitReached({ current, limit }) });
  if (counts.from === 'validation') return counted(name === 'validation' ? counts.usage.daily_usage.used : 0);
  const { raw, parsed } = counts.summary;
  const own = asRecord(raw[name] ?? asRecord(raw.usage)[name]);
  // A feature the summary reports keeps its own limit: 0, null or none at all is unlimited (spec 01 §5).
  if (Object.keys(own).length > 0) return parsed[name];
  // Without per-feature counts, daily_usage is the validation count (what /validation/usage reports too).
  return counted(name === 'validation' && has(raw, 'daily_usage') ? parsed.daily_usage.used : 0);
}

function resetDate(candidates: unknown[], now: Date): string {
  for (const candidate of candidates) {
    const value = text(candidate);
    if (value !== null && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  }
  return defaultNextResetDate(now, 'widget').toISOString();
}

function buildView(counts: Counts, limits: Limits, now: Date): UsageSummaryView {
  const summary = counts.from === 'summary' ? counts.summary : null;
  const limitsRaw = limits.from === 'limits' ? limits.limits.raw : {};
  const [validation, assessment, assessmentSubmission] = USAGE_FEATURES.map((name) => feature(name, counts, limitFor(name, limits))) as [
    UsageFeatureState,
    UsageFeatureState,
    UsageFeatureState,
  ];
  const limitsCanUpgrade = typeof limitsRaw.can_upgrade === 'boolean' ? limitsRaw.can_upgrade : null;
  return {
    validation,
    assessment,
    assessment_submission: assessmentSubmission,
    planName:
      text(asRecord(limitsRaw.subscription).plan_name) ??
      (summary && (has(summary.raw, 'plan_name') || has(summary.raw, 'subscription')) ? summary.parsed.plan_name : null) ??
      USAGE_DEFAULT_PLAN_NAME,
    nextResetDate: resetDate([summary?.raw.next_reset_date, limitsRaw.next_reset_date], now),
    canUpgrade: summary && has(summary.raw, 'can_upgrade') ? summary.parsed.can_upgrade : (limitsCanUpgrade ?? true),
  };
}

function isAnyLimitReached(view: UsageSummaryView, counts: Counts): boolean {
  const flags = counts.from === 'summary' && (counts.summary.parsed.daily_limit_reached || counts.summary.parsed.monthly_limit_reached);
  return flags || view.validation.isLimitReached || view.assessment.isLimitReached || view.assessment_submission.isLimitReached;
}
