import { isBlank } from './email.js';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  REQUIRED_FIELDS_MISSING,
  TERMS_NOT_AGREED,
} from './texts.js';

export interface InvitationRegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  agreeToTerms: boolean;
}

export const INVITATION_CODE_INVALID = 'Invalid invitation code. Please check and try again.';

/**
 * The student invitation form (spec 01 §5): required fields, matching passwords of at least 8
 * characters, terms agreed, and a code the invitation check has verified.
 */
export function validateInvitationRegistration(
  form: InvitationRegistrationForm,
  codeVerified: boolean,
): string | null {
  const missing =
    isBlank(form.firstName) ||
    isBlank(form.lastName) ||
    isBlank(form.email) ||
    form.password === '' ||
    isBlank(form.invitationCode);
  if (missing) return REQUIRED_FIELDS_MISSING;
  if (form.password !== form.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (form.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (!form.agreeToTerms) return TERMS_NOT_AGREED;
  if (!codeVerified) return INVITATION_CODE_INVALID;
  return null;
}
