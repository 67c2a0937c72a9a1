import { looksLikeEmail } from './email.js';

export const FORGOT_PASSWORD_EMAIL_MISSING = 'Please enter your email address';
export const FORGOT_PASSWORD_EMAIL_INVALID = 'Please enter a valid email address';

/** The forgot-password form's e-mail check (spec 01 §5); null when it may be sent. */
export function validateForgotPasswordEmail(email: string): string | null {
  if (email.trim() === '') return FORGOT_PASSWORD_EMAIL_MISSING;
  if (!looksLikeEmail(email)) return FORGOT_PASSWORD_EMAIL_INVALID;
  return null;
}
