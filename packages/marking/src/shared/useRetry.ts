import { useCallback, useState } from 'react';
import { LOADING, type Resource } from '@assess/core';
import type { ResourceState } from '@assess/ui';

/**
 * Try Again after a failed read: the view shows loading again until the answer comes, as on the first read
 * (useResource's reload alone keeps the failure on show meanwhile).
 */
export function useRetry<T>({ resource, reload }: Pick<ResourceState<T>, 'resource' | 'reload'>): { resource: Resource<T>; retry: () => void } {
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    void reload().finally(() => setRetrying(false));
  }, [reload]);
  return { resource: retrying ? LOADING : resource, retry };
}

/** A failed read that says the viewer has no part in it (not a teacher of the class, or nothing to mark): the view shows nothing. */
export function isHidden(resource: Resource<unknown>): boolean {
  return resource.kind === 'error' && (resource.error.code === 'forbidden' || resource.error.code === 'missing');
}
