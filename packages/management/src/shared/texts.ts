// Texts the management screens share: how a failed call is worded (spec 02 §8) and the stale-save notice.
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

/** Whether a save was refused because someone else saved the record since it was opened (409). */
export function isStaleSave(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export const STALE_SAVE_TEXTS = {
  reload: 'Reload',
  reloaded: 'Reloaded: the list shows their changes, and your edits are still here. Save to put yours over them.',
} as const;
