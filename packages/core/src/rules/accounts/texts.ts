/** Texts shared by the registration, invitation and reset-password forms (spec 01 §5). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields';
export const TERMS_NOT_AGREED = 'You must agree to the terms and conditions';

/** Minimum password length for registration and reset (spec 01 §9). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The inline hint under a confirm-password field: shown only once something is typed and it differs.
 */
export function confirmPasswordMismatch(password: string, confirmPassword: string): string | null {
  return confirmPassword !== '' && confirmPassword !== password ? PASSWORDS_DO_NOT_MATCH : null;
}
