import { isBlank } from './email.js';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  REQUIRED_FIELDS_MISSING,
  TERMS_NOT_AGREED,
} from './texts.js';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  organizationName?: string;
  role: string;
  agreeToTerms: boolean;
}

/** The wizard's steps: Personal Info, Account Setup, Complete (spec 01 §2). */
export type RegistrationStep = 0 | 1 | 2;

/** Step 0 (Personal Info) may be left once first name, last name and email are filled in. */
export function validateRegistrationPersonalInfo(form: RegistrationForm): string | null {
  if (isBlank(form.firstName) || isBlank(form.lastName) || isBlank(form.email)) return REQUIRED_FIELDS_MISSING;
  return null;
}

/** Step 1 (Account Setup): every required field including role, matching passwords, at least 8 characters. */
export function validateRegistrationAccountSetup(form: RegistrationForm): string | null {
  const missing =
    isBlank(form.firstName) ||
    isBlank(form.lastName) ||
    isBlank(form.email) ||
    form.password === '' ||
    form.confirmPassword === '' ||
    isBlank(form.role);
  if (missing) return REQUIRED_FIELDS_MISSING;
  if (form.password !== form.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (form.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** The check for moving on from a step; step 2 is where the form is submitted. */
export function validateRegistrationStep(step: RegistrationStep, form: RegistrationForm): string | null {
  if (step === 0) return validateRegistrationPersonalInfo(form);
  if (step === 1) return validateRegistrationAccountSetup(form);
  return validateRegistrationSubmit(form);
}

/** Submission on step 2 re-checks the earlier steps, then needs the terms agreed. */
export function validateRegistrationSubmit(form: RegistrationForm): string | null {
  return (
    validateRegistrationPersonalInfo(form) ??
    validateRegistrationAccountSetup(form) ??
    (form.agreeToTerms ? null : TERMS_NOT_AGREED)
  );
}
