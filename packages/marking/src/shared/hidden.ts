import type { Resource } from '@assess/core';

/** A failed read that says the viewer has no part in it (not a teacher of the class, or nothing to mark): the view shows nothing. */
export function isHidden(resource: Resource<unknown>): boolean {
  return resource.kind === 'error' && (resource.error.code === 'forbidden' || resource.error.code === 'missing');
}
