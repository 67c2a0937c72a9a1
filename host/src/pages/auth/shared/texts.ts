// The auth pages' texts, and how a failed auth call is worded.
import { describeAuthError, AUTH_ERROR_DEFAULT_MESSAGE, AUTH_MESSAGES } from '@assess/core';

/** The text for a failed auth call: the mapped provider message, or the screen's own fall-back. */
export function authFailureText(error: unknown, fallback: string): string {
  const text = describeAuthError(error);
  return text === AUTH_ERROR_DEFAULT_MESSAGE ? fallback : text;
}

/** What a page passes to /login to show in its success banner. */
export interface LoginNavigationState {
  message?: string;
  /** A failure to show at once, e.g. a Google sign-in that came back refused. */
  error?: string;
}

/** The text for a failed Google sign-in or sign-up: the configure-the-provider text when that is the cause, else the screen's own. */
export function googleFailureText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return message === AUTH_MESSAGES.googleNotConfigured ? message : fallback;
}

// Auth callback
export const EMAIL_CONFIRMED_TEXT = 'Email confirmed! Redirecting to your dashboard...';
export const SIGNED_IN_TEXT = 'Signed in successfully! Redirecting to your dashboard...';
export const LINK_USED_HELP =
  'If you have already confirmed your address, sign in. Otherwise sign up again with the same address to get a new confirmation e-mail.';

// Forgot password
export const EMAIL_SENT_TITLE = 'Email Sent!';
export const SEND_FAILED = 'Failed to send the password reset email. Please try again.';

// Sign in
export const LOGIN_FAILED = 'Failed to sign in';
export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in failed';

// Register
export const REGISTRATION_STEPS = ['Personal Info', 'Account Setup', 'Complete'] as const;
export const REGISTRATION_SUCCESS = 'Registration successful! Please check your email to confirm your account.';
export const GOOGLE_SIGN_UP_FAILED = 'Google sign-up failed';

// Reset password
export const RESET_LINK_EXPIRY_TEXT = 'Password reset links expire after 24 hours.';
export const PASSWORD_UPDATED_TITLE = 'Password Updated!';
export const UPDATE_FAILED = 'Failed to update password';

// Student registration by invitation
export const INVITATION_SUCCESS = 'Registration successful! Redirecting to login...';
export const INVITATION_LOGIN_MESSAGE = 'Registration successful! Please check your email to confirm your account.';
