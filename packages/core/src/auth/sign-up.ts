import {
  invitationSignUpMetadataSchema,
  signUpMetadataSchema,
  signUpRoleSchema,
  type InvitationSignUpMetadata,
  type SignUpMetadata,
  type SignUpRole,
} from '../schemas/user.js';
import { AUTH_MESSAGES } from './texts.js';

/** Service-layer minimum password length (spec 01 §9); the forms ask for 8. */
export const AUTH_SIGN_UP_MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a sign-up form passes in. */
export interface AuthSignUpDetails {
  firstName?: string | undefined;
  lastName?: string | undefined;
  role?: string | undefined;
}

/** One of admin, teacher, student, independent_student in any letter case; anything else becomes student (spec 01 §5). */
export function normaliseSignUpRole(role: unknown): SignUpRole {
  return signUpRoleSchema.parse(typeof role === 'string' ? role.trim().toLowerCase() : role);
}

/** The service-layer check of spec 01 §5: the first failing rule's text, or null when the input passes. */
export function validateSignUpInput(email: string, password: string): string | null {
  if (!email?.trim() || !password) return AUTH_MESSAGES.emailAndPasswordRequired;
  if (password.length < AUTH_SIGN_UP_MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/** The sign-up metadata of spec 01 §3: first_name, last_name, name, full_name, role, is_independent. */
export function buildSignUpMetadata(details: AuthSignUpDetails = {}): SignUpMetadata {
  return signUpMetadataSchema.parse({
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    role: normaliseSignUpRole(details.role),
  });
}

/** The invitation sign-up metadata: firstName, lastName, role student and the code (decision 10). */
export function buildInvitationSignUpMetadata(code: string, firstName: string, lastName: string): InvitationSignUpMetadata {
  return invitationSignUpMetadataSchema.parse({ firstName, lastName, invitationCode: code });
}

const ALREADY_REGISTERED_CODES = new Set(['user_already_exists', 'email_exists']);

/** The sign-up failure texts of spec 01 §8, from the provider's message and code. */
export function signUpErrorMessage(message: string, code?: string): string {
  const lower = message.toLowerCase();
  if (
    (code && ALREADY_REGISTERED_CODES.has(code)) ||
    lower.includes('already registered') ||
    lower.includes('already been registered') ||
    lower.includes('already exists')
  ) {
    return AUTH_MESSAGES.emailAlreadyRegistered;
  }
  if (lower.includes('database error')) return AUTH_MESSAGES.signUpDatabaseError;
  if (lower.includes('constraint') || lower.includes('violates')) return AUTH_MESSAGES.signUpConstraintViolation;
  return message || AUTH_MESSAGES.signUpFailed;
}
