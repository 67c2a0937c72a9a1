// The texts of the marks review and the answer evidence it shows.

export const EVIDENCE_TEXTS = {
  question: 'Question',
  answer: "Student's answer",
  noAnswer: 'No answer was given',
  markPoints: 'Mark points',
  met: 'Met',
  missed: 'Missed',
} as const;

export const REVIEW_TEXTS = {
  title: 'Marks and Feedback',
  provisional: 'AI grade, awaiting teacher review',
  released: 'Released',
  saved: 'Marks saved',
  releasedNotice: 'Marks released to the student',
  saveFailed: 'Failed to save marks',
  releaseFailed: 'Failed to release marks',
  noQuestions: 'No question breakdown available for this assessment.',
  useSuggestion: 'Use suggestion',
  reload: 'Reload',
  draftTotal: 'Draft total, not released',
  aiTotal: 'AI grade, not released',
  releasedTotal: 'Released to the student',
  merged: 'Reloaded: the marks show their changes, and the marks and feedback you changed are kept. Save to apply yours.',
} as const;
