// The words of the mark-scheme read-out, in one place so that the screens and their tests say the same.
import { formatShortDate } from '@assess/core';

export const READING_TEXTS = {
  title: 'What the grader read',
  detailsTitle: 'Mark scheme as read',
  intro: 'These are the questions, marks and mark points the grader will mark against. Check them against the mark scheme, correct anything read wrong, then confirm.',
  notConfirmed: 'Not yet confirmed: check what the grader read before students submit',
  noScheme: 'This assessment has no mark scheme.',
  noQuestions: 'The grader found no questions in the mark scheme. Add them below, or ask again once the scheme is replaced.',
  loading: 'Reading the mark scheme...',
  loadFailed: 'The mark scheme could not be read',
  confirm: 'Confirm mark scheme',
  confirmed: 'Mark scheme confirmed: students will be marked on it.',
  confirmFailed: 'The mark scheme could not be confirmed',
  acknowledge: 'I have checked the totals',
  acknowledgeNeeded: 'The reading has warnings: fix them, or tick “I have checked the totals” to confirm it as it is.',
  warningsTitle: 'Check these before confirming',
  ask: 'Ask the AI provider to read it',
  askFailed: 'The AI provider could not read the mark scheme',
  proposed: 'The AI provider’s reading is below. Check it, then confirm it; nothing is used until you do.',
  edit: 'Check and correct',
  close: 'Close',
  addPoint: 'Add point',
  addAlternative: 'Add alternative',
  split: 'Split',
  merge: 'Merge with next',
  remove: 'Remove',
  points: 'Mark points',
  noPoints: 'No mark points: the question is marked on its marks alone. Add a point to say what earns them.',
  later: 'Check it later',
  pagesTitle: 'The mark scheme',
  noPages: 'The pages of the mark scheme are not available.',
} as const;

/** 'Confirmed by Ms Smith on Jan 5, 2026'. */
export function confirmedText(by: string | null, at: string | null): string {
  const who = by ? ` by ${by}` : '';
  const when = at ? ` on ${formatShortDate(at)}` : '';
  return `Confirmed${who}${when}`;
}

/** 'Question 1(a)': how the editor names a question in its labels. */
export function questionName(label: string): string {
  return `Question ${label}`;
}

/** 'page 2': the link to a page of the scheme's PDF. */
export function pageText(page: number): string {
  return `page ${page}`;
}
