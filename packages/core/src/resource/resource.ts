// What a screen shows of one read: loading, the data, or an error whose code says what went wrong. The loaders
// that produce the data are plain async functions of the API client (core/src/endpoints); useResource in
// @assess/ui runs them for a component. One shape for every screen, so that every view renders the same three
// states and tells the same four failures apart.
import { $ZodError } from 'zod/v4/core';
import { ApiError, ApiUnreachableError, InvalidAnswerError } from '../api/errors.js';

/**
 * Why a read failed: nothing there (404, or an empty answer where one was needed), not the viewer's to see
 * (401/403), the backend could not be reached (network, timeout), its answer was not what the call returns, or
 * any other refusal or server error.
 */
export type ResourceErrorCode = 'missing' | 'forbidden' | 'unreachable' | 'invalid' | 'failed';

export interface ResourceError {
  code: ResourceErrorCode;
  /** What the loader threw: the view builds its text from it (apiErrorText), or tells usage limits apart. */
  cause: unknown;
}

export type Resource<T> = { kind: 'loading' } | { kind: 'data'; data: T } | { kind: 'error'; error: ResourceError };

export const LOADING: Resource<never> = Object.freeze({ kind: 'loading' });

/** A loader throws it when an answer it needs is empty: the view shows its not-found state. */
export class MissingError extends Error {
  override readonly name: string = 'MissingError';

  constructor(what = 'Not found') {
    super(what);
  }
}

/** The code of whatever a loader threw. */
export function resourceErrorCode(error: unknown): ResourceErrorCode {
  if (error instanceof MissingError) return 'missing';
  if (error instanceof ApiUnreachableError) return 'unreachable';
  if (error instanceof InvalidAnswerError || error instanceof $ZodError) return 'invalid';
  if (error instanceof ApiError) {
    if (error.status === 404) return 'missing';
    if (error.status === 401 || error.status === 403) return 'forbidden';
  }
  return 'failed';
}

export function resourceError(error: unknown): ResourceError {
  return { code: resourceErrorCode(error), cause: error };
}

/** Runs a loader and settles its outcome as a Resource; it never throws. */
export async function settle<T>(load: () => Promise<T>): Promise<Resource<T>> {
  try {
    return { kind: 'data', data: await load() };
  } catch (error) {
    return { kind: 'error', error: resourceError(error) };
  }
}

/** The data of a resource that has some, else undefined. */
export function dataOf<T>(resource: Resource<T>): T | undefined {
  return resource.kind === 'data' ? resource.data : undefined;
}

/** The options every loader takes: fresh skips the cache (Refresh, polling, decision 1); signal ends the wait. */
export interface LoadOptions {
  fresh?: boolean;
  signal?: AbortSignal;
}
