// How the reports screens read: core's endpoint calls through useResource, a null answer being nothing there.
import { MissingError, resourceErrorCode, type Resource, type ResourceError } from '@assess/core';

/**
 * Runs one read of a screen: a null answer is missing (the screen's not-found state); any other failure is
 * logged with the screen's failure text (spec 02 §8) and thrown on, for useResource to show.
 */
export async function readReport<T>(failureText: string, read: () => Promise<T | null>): Promise<T> {
  try {
    const value = await read();
    if (value === null) throw new MissingError();
    return value;
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (!aborted && resourceErrorCode(error) !== 'missing') console.error(failureText, error);
    throw error;
  }
}

/** What went wrong with a read, unless nothing was there (a 404 or an empty answer): each screen says that its own way. */
export function failureOf<T>(resource: Resource<T>): ResourceError | null {
  return resource.kind === 'error' && resource.error.code !== 'missing' ? resource.error : null;
}

/** True when a read found nothing there. */
export function isMissing<T>(resource: Resource<T>): boolean {
  return resource.kind === 'error' && resource.error.code === 'missing';
}
