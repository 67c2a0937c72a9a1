import { describeAuthError, AUTH_ERROR_DEFAULT_MESSAGE } from '@assess/core';

/** The text for a failed auth call: the mapped provider message, or the screen's own fall-back. */
export function authFailureText(error: unknown, fallback: string): string {
  const text = describeAuthError(error);
  return text === AUTH_ERROR_DEFAULT_MESSAGE ? fallback : text;
}

/** What a page passes to /login to show in its success banner. */
export interface LoginNavigationState {
  message?: string;
}
