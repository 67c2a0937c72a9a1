// The screen's own texts (spec 02 §2 and §8); the form rules' texts live in @assess/core.
import { MEGABYTE, VALIDATION_MAX_FILE_BYTES } from '@assess/core';

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

export const PDF_HELPER = `PDF only, up to ${VALIDATION_MAX_FILE_BYTES / MEGABYTE} MB`;

export const PROCESSING_TIME = 'Processing time is about 2-5 minutes';

export const STEP_LABELS = ['Basic Information', 'Upload Files', 'Review & Submit'] as const;

export const NOT_PROVIDED = 'Not provided';

export const USAGE_CHECK_FAILED = 'Failed to check usage limits';

export const PENDING_JOBS_FAILED = 'Failed to load pending jobs';
