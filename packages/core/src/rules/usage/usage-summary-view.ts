import { defaultNextResetDate, USAGE_DEFAULT_DAILY_LIMIT, USAGE_DEFAULT_PLAN_NAME } from './usage-defaults.js';

/** One feature's numbers in the usage widget. */
export interface UsageFeatureState {
  current: number;
  /** 0 or null is unlimited. */
  limit: number | null;
  isLimitReached: boolean;
}

/** The usage summary as the widget shows it (spec 01 §3): three features, plan, next reset, upgrade. */
export interface UsageSummaryView {
  validation: UsageFeatureState;
  assessment: UsageFeatureState;
  assessment_submission: UsageFeatureState;
  planName: string;
  /** ISO date-time of the next reset. */
  nextResetDate: string;
  canUpgrade: boolean;
}

/**
 * What the widget shows when the usage calls give nothing usable (spec 01 §9, decision 5): nothing
 * used of 15 a day for each feature on the Free Plan, which can be upgraded, with the next reset a day
 * ahead ('service') or a month ahead ('widget', the widget's own fall-back).
 */
export function defaultUsageSummaryView(now: Date, source: 'service' | 'widget'): UsageSummaryView {
  const feature = (): UsageFeatureState => ({ current: 0, limit: USAGE_DEFAULT_DAILY_LIMIT, isLimitReached: false });
  return {
    validation: feature(),
    assessment: feature(),
    assessment_submission: feature(),
    planName: USAGE_DEFAULT_PLAN_NAME,
    nextResetDate: defaultNextResetDate(now, source).toISOString(),
    canUpgrade: true,
  };
}
