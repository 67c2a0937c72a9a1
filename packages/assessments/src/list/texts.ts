import { countOf, formatShortDate, type ArchivedAssessment, type AssessmentListItem } from '@assess/core';

export const LIST_TEXTS = {
  title: 'My Assessments',
  search: 'Search assessments...',
  loadError: 'Failed to load assessments. Please try again.',
  loadHint: 'Unable to load assessments. Try forcing a manual refresh.',
  deleteError: 'Failed to delete assessment. Please try again.',
  sampleData: 'Showing sample assessments: the server could not be reached. These are examples, not your data.',
  deleteTitle: 'Delete Assessment?',
  empty: 'No assessments yet',
  emptyHint: 'Upload an answer paper to be graded, or create a new assessment.',
  noMatches: 'No assessments match your search or filter.',
  showPractice: "Show students' practice",
  showPracticeHint: 'Self-checks your students made of their own papers: they count in no result.',
  practice: 'Practice',
  archived: (title: string) => `“${title}” archived: its students' submissions, marks and reports are kept.`,
} as const;

/** The chip of a practice item: 'Practice', or 'Practice: Pia Pupil' when it is a student's. */
export function practiceLabel(item: Pick<AssessmentListItem, 'student_name'>): string {
  return item.student_name ? `${LIST_TEXTS.practice}: ${item.student_name}` : LIST_TEXTS.practice;
}

export const ARCHIVE_TEXTS = {
  title: 'Archived Assessments',
  hint: "Assessments teachers deleted. Their students' submissions, marks, reports and files are kept; restore one to put it back in its teacher's list.",
  caption: "Archived assessments, with the students' work kept",
  loading: 'Loading archived assessments…',
  loadFailed: 'Failed to load archived assessments',
  retry: 'Try Again',
  none: 'No archived assessments.',
  restore: 'Restore',
  view: 'View',
  restored: (title: string) => `“${title}” restored to its teacher's list`,
  restoreFailed: 'Failed to restore the assessment',
  /** 'Set by Tom Teacher · archived Nov 28, 2026 by Tom Teacher · 1 submission kept'. */
  facts: (item: ArchivedAssessment) =>
    `Set by ${item.creator_name} · archived ${formatShortDate(item.archived_at)}${item.archived_by_name ? ` by ${item.archived_by_name}` : ''} · ${countOf(item.submissions, 'submission')} kept`,
} as const;
