import { useState } from 'react';
import type { Resource } from '@assess/core';

/**
 * The data of a resource, or the data it last had while a later read (a reload, or a read for a new key) is under
 * way or has failed: the screen keeps what it showed, and says what went wrong beside it. With
 * `{ throughErrors: false }` a failure forgets it: the screen shows the failure alone from then on.
 */
export function useLastData<T>(resource: Resource<T>, options: { throughErrors?: boolean } = {}): T | undefined {
  const [last, setLast] = useState<{ data: T } | null>(null);
  if (resource.kind === 'data' && last?.data !== resource.data) setLast({ data: resource.data });
  if (resource.kind === 'error' && options.throughErrors === false && last !== null) setLast(null);
  if (resource.kind === 'error' && options.throughErrors === false) return undefined;
  return resource.kind === 'data' ? resource.data : last?.data;
}
