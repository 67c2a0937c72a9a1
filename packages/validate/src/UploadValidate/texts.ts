// The screen's own texts (spec 02 §2 and §8); the form rules' texts live in @assess/core.
export const UPLOAD_VALIDATE_TEXTS = {
  title: 'Upload & Validate',
  breadcrumb: 'Validation',
  initialLoadFailed: 'Failed to load initial data. Please refresh the page.',
  submitFailed: 'Failed to submit assessment. Please try again.',
  usageCheckFailed: 'Unable to verify usage limits. Please try again.',
  limitBannerTitle: 'You have reached your validation limit',
  upgrade: 'Upgrade Plan',
  submitted: 'Your files were submitted for validation.',
  myAssessments: 'My Assessments',
} as const;
