// The management screen's reads are core's fetchManagedClasses and fetchManagedStudents, run by useResource;
// this is how a failed read is told (spec 02 §8): the refusal of the management section (403), the server's
// message, or the screen's own words.
import { apiErrorText, type ResourceError } from '@assess/core';
import { isForbidden, statusText } from '../shared/texts.ts';
import { CLASS_LOAD_MESSAGES, STUDENT_LOAD_MESSAGE } from './texts.ts';

/** Whether a failed read is the server refusing the management section to this user. */
export function isRefusal(error: ResourceError): boolean {
  return isForbidden(error.cause);
}

/** The classes could not be read: worded as a refresh after Refresh or a change (decision 1), else as a fetch. */
export function classLoadFailure(error: ResourceError, refreshed: boolean): string {
  return apiErrorText(error.cause, refreshed ? CLASS_LOAD_MESSAGES.refresh : CLASS_LOAD_MESSAGES.fetch);
}

/** The student records could not be read: with the status and status text. */
export function studentLoadFailure(error: ResourceError): string {
  return statusText(STUDENT_LOAD_MESSAGE, error.cause);
}
