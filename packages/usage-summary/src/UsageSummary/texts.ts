// The usage widget's texts and labels (spec 01 §2), in one place so that tests can assert them.
import type { UsageFeature } from '@assess/core';

export type UsageSummaryVariant = 'compact' | 'full';

export const DEFAULT_SUPPORT_EMAIL = 'support@assess.example';

export const USAGE_FEATURE_LABELS: Record<UsageFeature, string> = {
  validation: 'Validation',
  assessment: 'Assessment',
  assessment_submission: 'Assessment Submission',
};

export const USAGE_SUMMARY_TEXTS = {
  title: 'Usage Summary',
  loading: 'Loading usage information...',
  tryAgain: 'Try Again',
  viewSubscriptionOptions: 'View Subscription Options',
  upgradePlan: 'Upgrade Plan',
  contactSupport: 'Contact Support',
  plan: 'Plan',
  nextReset: 'Next reset',
  defaultsShown: 'Showing the default limits until usage information can be retrieved.',
} as const;
