// The texts of Submit New Assessment.

export const SUBMIT_TEXTS = {
  title: 'Submit New Assessment',
  confirmTitle: 'Submit Assessment?',
  success: 'Assessment submitted successfully! Redirecting to dashboard...',
  failure: 'An error occurred during submission',
  setByTeacher: 'Set by your teacher: answers go under the assessment’s own title and subject.',
  answering: (title: string) => `Your answers to “${title}”, set for your class. It is marked against its own question paper and mark scheme.`,
  noAttemptsTitle: 'No attempts left',
  viewDetails: 'View Details',
  backToList: 'Back to My Assessments',
} as const;
