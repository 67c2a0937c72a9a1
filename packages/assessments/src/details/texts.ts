// The texts of Assessment Details: the page, its cards and actions, the grading job's card and Edit Details.

export const DETAILS_CARD_TEXTS = {
  noPendingJobs: 'No pending grading jobs for this assessment.',
  notAvailable: 'Not available',
  notSpecified: 'Not specified',
  classProgress: 'Class Progress',
} as const;

export const CLASS_SUBMISSIONS_TEXTS = {
  title: 'Class Submissions',
  empty: 'None of your students has submitted this assessment yet.',
  review: 'Review marks',
} as const;

export const ACTIONS_TEXTS = {
  viewClassSubmissions: 'View Class Submissions',
  markByAnswerGroup: 'Mark by Answer Group',
  anotherAttempt: 'Submit Another Attempt',
} as const;

export const JOB_TEXTS = {
  checkFailed: 'Failed to check grading job status',
  failed: 'Grading failed. Please try again.',
  processing: 'This might take a few minutes...',
  pending: 'Your submission is queued for grading.',
  completed: 'Grading complete.',
} as const;

export const EDIT_TEXTS = {
  title: 'Edit Details',
  failed: 'Failed to update assessment details',
  reload: 'Reload',
  reloaded: 'Reloaded: the page shows their changes, and your edits are still here. Save to put yours over them.',
} as const;

export const DETAILS_TEXTS = {
  loadFailed: 'Failed to load assessment details',
  notFound: 'No assessment found with the specified ID.',
  pendingFailed: 'Failed to load pending grading jobs',
  autoRefresh: 'Auto-refresh',
  archived: (date: string) => `Archived on ${date}: its teacher deleted it. Its students' submissions, marks and reports are kept.`,
  ...DETAILS_CARD_TEXTS,
  // A teacher's page of an assessment they set: the class's state and what its creator does next.
  ...ACTIONS_TEXTS,
} as const;
