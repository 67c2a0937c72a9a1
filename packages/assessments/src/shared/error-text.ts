import { API_ERROR_FALLBACK_MESSAGE, ApiError } from '@assess/core';

/** The message of a failed call: the server's detail or message, else the screen's own default. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== API_ERROR_FALLBACK_MESSAGE) return error.message;
  return fallback;
}

/** A read whose failure is logged under the screen's text (unless the read was given up), then passed on. */
export async function reportFailure<T>(read: Promise<T>, text: string, signal: AbortSignal): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!signal.aborted) console.error(text, error);
    throw error;
  }
}
