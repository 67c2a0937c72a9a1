// @assess/usage-summary: the usage widget as a React component. Importing it defines no tag (see ./define).
export {
  DEFAULT_SUPPORT_EMAIL,
  SUBSCRIPTION_PATH,
  USAGE_FEATURE_LABELS,
  USAGE_SUMMARY_TEXTS,
  UsageSummary,
  type NavigateDetail,
  type UsageSummaryProps,
  type UsageSummaryVariant,
} from './UsageSummary/UsageSummary.tsx';
export {
  USAGE_LIMITS_PATH,
  USAGE_SUMMARY_PATH,
  VALIDATION_USAGE_PATH,
  loadUsageSummary,
  type LoadUsageOptions,
  type UsageLoadResult,
} from './UsageSummary/loadUsageSummary.ts';
export { useUsageSummary, type UsageSummaryState } from './UsageSummary/useUsageSummary.ts';
