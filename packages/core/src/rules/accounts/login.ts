import { isBlank } from './email.js';

export interface LoginForm {
  email: string;
  password: string;
}

export const LOGIN_MISSING_FIELDS = 'Please enter both email and password';

/** The sign-in form's check before calling the auth service (spec 01 §5); null when it may be sent. */
export function validateLogin(form: LoginForm): string | null {
  // A password of spaces is still a password; only an empty one is missing.
  if (isBlank(form.email) || form.password === '') return LOGIN_MISSING_FIELDS;
  return null;
}
