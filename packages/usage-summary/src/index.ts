// @assess/usage-summary: the usage widget as a React component. Importing it defines no tag (see ./define).
export {
  DEFAULT_SUPPORT_EMAIL,
  USAGE_FEATURE_LABELS,
  USAGE_SUMMARY_TEXTS,
  UsageSummary,
  type UsageSummaryProps,
  type UsageSummaryVariant,
} from './UsageSummary/UsageSummary.tsx';
export { loadUsageSummary, type LoadUsageOptions, type UsageSummaryData } from './UsageSummary/loadUsageSummary.ts';
export type { NavigateDetail, NavigateHandler } from '@assess/ui';
// The usage calls' paths, declared in core's usage endpoints; re-exported for the pages that answer them in tests.
export { USAGE_LIMITS_PATH, USAGE_SUMMARY_AND_LIMITS_PATH, USAGE_SUMMARY_PATH, VALIDATION_USAGE_PATH } from '@assess/core';
