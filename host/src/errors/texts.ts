// The texts of the app-wide error screen (spec 01 §2).

export const ERROR_TEXTS = {
  title: 'Something went wrong',
  message: 'The application encountered an unexpected error. Please try refreshing the page.',
  refresh: 'Refresh the page',
  supportBefore: 'If the problem continues, contact support at ',
} as const;
