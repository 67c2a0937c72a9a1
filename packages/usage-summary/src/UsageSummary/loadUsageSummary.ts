// The usage widget's loader (spec 01 §7, decision 5): core's usage reads, the summary and the limits in one request
// (read separately when it fails, each falling back to /validation/usage), then the defaults of spec 01 §9 when
// the backend cannot be reached at all.
import {
  USAGE_DEFAULT_PLAN_NAME,
  USAGE_FEATURES,
  UsageSignedOutError,
  classifyUsageError,
  createUsageReader,
  defaultNextResetDate,
  defaultUsageSummaryView,
  isBackendUnreachable,
  isUsageLimitReached,
  type ApiClient,
  type UsageCounts,
  type UsageErrorClass,
  type UsageFeature,
  type UsageFeatureState,
  type UsageLimitsRead,
  type UsageSummaryView,
} from '@assess/core';

/** What the widget shows (a failure is thrown, and classified by the widget with classifyUsageError). */
export type UsageSummaryData =
  /** Usage from the backend; fallback is true when /validation/usage stood in for a usage call. */
  | { source: 'backend'; view: UsageSummaryView; limitReached: boolean; fallback: boolean }
  /** The backend could not be reached: the defaults, shown with the network error beside them. */
  | { source: 'defaults'; view: UsageSummaryView; limitReached: false; error: UsageErrorClass };

export interface LoadUsageOptions {
  /** Skips the cache (Try Again), decision 1. */
  fresh?: boolean;
  now?: Date;
  signal?: AbortSignal;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Loads what the widget shows: core's usage reads (each falling back to /validation/usage); a sign-out, a usage
 * limit or a failed answer is thrown; only when nothing could reach the backend does the widget show the
 * defaults, with the next reset a month ahead (decisions 3 and 5).
 */
export async function loadUsageSummary(api: ApiClient, options: LoadUsageOptions = {}): Promise<UsageSummaryData> {
  const { fresh = false, now = new Date(), signal } = options;
  const reader = createUsageReader(api, { fresh, ...(signal ? { signal } : {}) });
  const [countsResult, limitsResult] = await reader.both();
  if (countsResult.status === 'fulfilled' && limitsResult.status === 'fulfilled') {
    const view = buildView(countsResult.value, limitsResult.value, now);
    return {
      source: 'backend',
      view,
      limitReached: isAnyLimitReached(view, countsResult.value),
      fallback: countsResult.value.from === 'validation' || limitsResult.value.from === 'validation',
    };
  }
  const errors = [countsResult, limitsResult].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const signedOut = errors.find((error) => error instanceof UsageSignedOutError);
  if (signedOut) throw signedOut;
  const answered = errors.find((error) => !isBackendUnreachable(error));
  if (answered !== undefined) throw answered;
  return {
    source: 'defaults',
    view: defaultUsageSummaryView(now, 'widget'),
    limitReached: false,
    error: classifyUsageError(errors[0]),
  };
}

/**
 * The limit of a feature the summary gives none for: the limits call's for that feature (limits.validation ...)
 * or its daily_limit, else the limit /validation/usage reports.
 */
function limitFor(name: UsageFeature, limits: UsageLimitsRead): number {
  if (limits.from === 'validation') return limits.usage.daily_usage.limit;
  return limits.limits.limits[name] ?? limits.limits.limits.daily_limit;
}

function feature(name: UsageFeature, counts: UsageCounts, limit: number): UsageFeatureState {
  const counted = (current: number): UsageFeatureState => ({ current, limit, isLimitReached: isUsageLimitReached({ current, limit }) });
  if (counts.from === 'validation') return counted(name === 'validation' ? counts.usage.daily_usage.used : 0);
  const own = counts.summary[name];
  // A feature the summary reports keeps its own limit: 0, null or none at all is unlimited (spec 01 §5).
  if (own) return { current: own.current, limit: own.limit, isLimitReached: own.isLimitReached };
  // Without per-feature counts, daily_usage is the validation count (what /validation/usage reports too).
  return counted(name === 'validation' ? (counts.summary.daily_usage?.used ?? 0) : 0);
}

function resetDate(candidates: unknown[], now: Date): string {
  for (const candidate of candidates) {
    const value = text(candidate);
    if (value !== null && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  }
  return defaultNextResetDate(now, 'widget').toISOString();
}

function buildView(counts: UsageCounts, limits: UsageLimitsRead, now: Date): UsageSummaryView {
  const summary = counts.from === 'summary' ? counts.summary : null;
  const limitsRead = limits.from === 'limits' ? limits.limits : null;
  const [validation, assessment, assessmentSubmission] = USAGE_FEATURES.map((name) => feature(name, counts, limitFor(name, limits))) as [
    UsageFeatureState,
    UsageFeatureState,
    UsageFeatureState,
  ];
  return {
    validation,
    assessment,
    assessment_submission: assessmentSubmission,
    planName: text(limitsRead?.subscription.plan_name) ?? summary?.plan_name ?? USAGE_DEFAULT_PLAN_NAME,
    nextResetDate: resetDate([summary?.next_reset_date, limitsRead?.next_reset_date], now),
    canUpgrade: summary?.can_upgrade ?? limitsRead?.can_upgrade ?? true,
  };
}

function isAnyLimitReached(view: UsageSummaryView, counts: UsageCounts): boolean {
  const flags = counts.from === 'summary' && (counts.summary.daily_limit_reached || counts.summary.monthly_limit_reached);
  return flags || view.validation.isLimitReached || view.assessment.isLimitReached || view.assessment_submission.isLimitReached;
}
