import { apiErrorText, InvalidAnswerError } from '@assess/core';

/**
 * The message of a failed call: the server's detail or message, else the view's own text; an answer that is not
 * what the call returns says so ('Invalid response from server').
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof InvalidAnswerError ? error.message : apiErrorText(error, fallback);
}
