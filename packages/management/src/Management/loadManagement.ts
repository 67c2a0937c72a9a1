// The management screen's data, loaded through pure functions that never throw: each part is data, or an
// error with the specification's text (spec 02 §8), or the refusal of the management section (403).
import type { ApiClient, SchoolClass } from '@assess/core';
import { fetchClasses, fetchStudents, isForbidden, statusText, errorText, type ManagedStudent } from '../shared/management-api.ts';

export const CLASS_LOAD_MESSAGES = { fetch: 'Failed to fetch data', refresh: 'Failed to refresh data' } as const;
export const STUDENT_LOAD_MESSAGE = 'Failed to fetch students';

export type LoadResult<T> =
  | { kind: 'data'; value: T }
  | { kind: 'error'; message: string }
  /** The server refused the management section to this user. */
  | { kind: 'forbidden' };

export interface LoadOptions {
  /** Refresh: read past the cache and word a failure as a refresh (decision 1). */
  refresh?: boolean;
}

export async function loadClasses(api: ApiClient, options: LoadOptions = {}): Promise<LoadResult<SchoolClass[]>> {
  try {
    return { kind: 'data', value: await fetchClasses(api, { fresh: options.refresh }) };
  } catch (error) {
    if (isForbidden(error)) return { kind: 'forbidden' };
    return { kind: 'error', message: errorText(error, options.refresh ? CLASS_LOAD_MESSAGES.refresh : CLASS_LOAD_MESSAGES.fetch) };
  }
}

export async function loadStudents(api: ApiClient, options: LoadOptions = {}): Promise<LoadResult<ManagedStudent[]>> {
  try {
    return { kind: 'data', value: await fetchStudents(api, { fresh: options.refresh }) };
  } catch (error) {
    if (isForbidden(error)) return { kind: 'forbidden' };
    return { kind: 'error', message: statusText(STUDENT_LOAD_MESSAGE, error) };
  }
}
