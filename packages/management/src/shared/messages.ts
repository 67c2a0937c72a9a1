// How the management screens word a failed call (spec 02 §8).
import { ApiError } from '@assess/core';

/** 'Failed to create student: 422 Unprocessable Entity' (spec 02 §8: each student error with status and status text). */
export function statusText(base: string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `${base}: ${error.status} ${error.statusText}`.trimEnd();
  return base;
}

/** Whether the server refused the caller the management section (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
