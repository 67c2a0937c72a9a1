import { MIN_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH } from './texts.js';

export const RESET_PASSWORD_REQUIREMENTS = {
  length: 'Must be at least 8 characters long',
  lowercase: 'Must contain at least one lowercase letter',
  uppercase: 'Must contain at least one uppercase letter',
  number: 'Must contain at least one number',
} as const;

export const RESET_PASSWORD_FIELDS_MISSING = 'Please fill in all fields';
export const RESET_PASSWORD_NOT_SECURE = 'Password does not meet security requirements';

/** The requirement texts the new password does not meet yet, in display order; empty when it meets all. */
export function unmetResetPasswordRequirements(password: string): string[] {
  const unmet: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) unmet.push(RESET_PASSWORD_REQUIREMENTS.length);
  if (!/[a-z]/.test(password)) unmet.push(RESET_PASSWORD_REQUIREMENTS.lowercase);
  if (!/[A-Z]/.test(password)) unmet.push(RESET_PASSWORD_REQUIREMENTS.uppercase);
  if (!/\d/.test(password)) unmet.push(RESET_PASSWORD_REQUIREMENTS.number);
  return unmet;
}

export interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

/** The new-password form's check before the update call (spec 01 §5); null when it may be sent. */
export function validateResetPasswordForm(form: ResetPasswordForm): string | null {
  if (form.password === '' || form.confirmPassword === '') return RESET_PASSWORD_FIELDS_MISSING;
  if (form.password !== form.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (unmetResetPasswordRequirements(form.password).length > 0) return RESET_PASSWORD_NOT_SECURE;
  return null;
}
