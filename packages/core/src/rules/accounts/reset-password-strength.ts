export type ResetStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface ResetPasswordStrength {
  /** 0 to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: ResetStrengthLabel;
}

/**
 * The reset page's meter (spec 01 §5 leaves the exact scoring open). One point each for: a length of
 * at least 8, both lowercase and uppercase letters, a digit, a special character, a length of at least
 * 12 and a length of at least 16; the sum is capped at 4. Labels: 0 and 1 Weak, 2 Fair, 3 Good, 4 Strong.
 * So a password that just meets the requirements (8 characters, mixed case, a digit) is Good, and a
 * special character or 12 characters makes it Strong.
 */
export function resetPasswordStrength(password: string): ResetPasswordStrength {
  let points = 0;
  if (password.length >= 8) points += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) points += 1;
  if (/\d/.test(password)) points += 1;
  if (/[^A-Za-z0-9]/.test(password)) points += 1;
  if (password.length >= 12) points += 1;
  if (password.length >= 16) points += 1;
  const score = Math.min(points, 4) as ResetPasswordStrength['score'];
  return { score, label: RESET_STRENGTH_LABELS[score] };
}

const RESET_STRENGTH_LABELS: Record<ResetPasswordStrength['score'], ResetStrengthLabel> = {
  0: 'Weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};
