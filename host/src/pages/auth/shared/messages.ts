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
