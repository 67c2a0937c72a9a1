export const QUESTION_STATUSES = ['correct', 'partial', 'incorrect'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/**
 * A question's status from its marks (spec 02 §4): correct when all marks were earned and there were
 * marks to earn; partial when some but not all were earned; otherwise incorrect.
 */
export function questionStatus(earned: number, total: number): QuestionStatus {
  if (total > 0 && earned >= total) return 'correct';
  if (earned > 0 && earned < total) return 'partial';
  return 'incorrect';
}

export type QuestionStatusFilter = Readonly<Record<QuestionStatus, boolean>>;

/** The Questions tab starts with Correct, Partial and Incorrect all on. */
export const ALL_QUESTION_STATUSES_SHOWN: QuestionStatusFilter = { correct: true, partial: true, incorrect: true };

export function filterByQuestionStatus<T extends { status: QuestionStatus }>(questions: readonly T[], filter: QuestionStatusFilter): T[] {
  return questions.filter((question) => filter[question.status]);
}
