// The texts of the subject picker.

export const SUBJECT_TEXTS = {
  loadError: 'Failed to load subjects. Please try again.',
  createError: 'Failed to create subject',
} as const;
