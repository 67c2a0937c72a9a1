// The texts of the Create wizard and of following its creation job.

export const CREATION_TEXTS = {
  pending: 'Assessment creation queued...',
  processing: 'AI is generating your assessment questions and files...',
  failed: 'Assessment creation failed',
  trackFailed: 'Failed to track assessment creation progress',
  tooLong: 'Creating the assessment is taking longer than usual. It will appear in My Assessments once it is ready.',
} as const;

export const CREATE_TEXTS = {
  title: 'Create Assessment',
  created: 'Assessment Created!',
  processing: 'Assessment Created & Processing!',
  tip: 'Tip: the question paper and mark scheme will be in My Files.',
  failed: 'Failed to create assessment. Please try again.',
} as const;

export const CREATE_STEPS = ['Assessment Details', 'Questions Configuration', 'Review & Submit'] as const;
