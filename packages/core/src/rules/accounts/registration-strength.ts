export type RegistrationStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface RegistrationStrength {
  /** 0 to 100 in steps of 25. */
  score: number;
  label: RegistrationStrengthLabel;
}

/**
 * The registration wizard's meter (spec 01 §5): 25 points each for a length of at least 8, a lowercase
 * letter, an uppercase letter and a digit. Under 50 is Weak, under 75 Medium, otherwise Strong.
 */
export function registrationPasswordStrength(password: string): RegistrationStrength {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[a-z]/.test(password)) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  const label: RegistrationStrengthLabel = score < 50 ? 'Weak' : score < 75 ? 'Medium' : 'Strong';
  return { score, label };
}
