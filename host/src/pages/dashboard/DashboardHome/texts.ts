// The texts of the dashboard home.

export const OPEN_REGRADES_TEXTS = {
  title: 'Regrade Requests',
  loading: 'Loading regrade requests…',
  failed: 'Failed to load regrade requests',
  none: 'No open regrade requests',
  noneText: 'When a student asks for a question to be marked again, it shows here.',
  count: (n: number) => (n === 1 ? '1 open' : `${n} open`),
  waiting: 'waiting for your answer',
  open: 'Open',
} as const;
