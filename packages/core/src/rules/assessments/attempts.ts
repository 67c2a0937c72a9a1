/**
 * Attempts at an assessment a teacher set: one by default, more when the teacher allows them. The server refuses a
 * submission past the allowance with attemptsUsedText; every list of submissions labels them with attemptLabel.
 */

/** The most attempts a teacher may allow. */
export const MAX_ATTEMPTS = 10;

export const ATTEMPTS_TEXTS = {
  title: 'Attempts',
  allowed: 'Attempts allowed',
  save: 'Save Attempts',
  saved: 'Attempts saved',
  saveFailed: 'Failed to save attempts',
  help: 'How many times each student may submit this assessment.',
  range: `Attempts allowed must be a whole number from 1 to ${MAX_ATTEMPTS}`,
} as const;

/** "Attempt 2 of 3"; none where only one attempt is allowed and only one was made (nothing to tell apart). */
export function attemptLabel(attempt: number | null | undefined, allowed: number | null | undefined): string | null {
  if (!attempt || !allowed) return null;
  if (allowed <= 1 && attempt <= 1) return null;
  return `Attempt ${attempt} of ${Math.max(allowed, attempt)}`;
}

/** "1 attempt" / "3 attempts". */
export function attemptsText(count: number): string {
  return count === 1 ? '1 attempt' : `${count} attempts`;
}

/** The server's refusal of a submission past the allowance, which the submit screen shows in place of its form. */
export function attemptsUsedText(allowed: number): string {
  const used = allowed === 1 ? 'your 1 attempt' : `all ${allowed} attempts`;
  return `You have used ${used} at this assessment. Ask your teacher if you need another attempt.`;
}

/** Attempts left for a student, or null where no allowance applies (their own paper). */
export function attemptsLeft(assessment: { attempts_allowed?: number | null; attempts_used?: number | null }): number | null {
  if (assessment.attempts_allowed === null || assessment.attempts_allowed === undefined) return null;
  return Math.max(0, assessment.attempts_allowed - (assessment.attempts_used ?? 0));
}
