import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '@assess/core';
import { isNotFound, type ReadOptions } from './reports-api.ts';

/** What a screen shows while it reads: loading, the data, nothing there (404), or an error text. */
export type LoadResult<T> = { kind: 'loading' } | { kind: 'data'; value: T } | { kind: 'missing' } | { kind: 'error'; message: string };

/** Runs a read and turns its outcome into a LoadResult, never throwing; a 404 is 'missing'. */
export async function loadResult<T>(read: () => Promise<T | null>, failureText: string): Promise<LoadResult<T>> {
  try {
    const value = await read();
    return value === null ? { kind: 'missing' } : { kind: 'data', value };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'missing' };
    console.error(failureText, error);
    return { kind: 'error', message: apiErrorText(error, failureText) };
  }
}

export interface Loaded<T> {
  result: LoadResult<T>;
  /** True while a reload runs over data already shown (the screen keeps the data and says it is refreshing). */
  refreshing: boolean;
  reload: (options?: ReadOptions) => Promise<LoadResult<T>>;
}

/**
 * Reads once on mount and whenever `key` changes; reload() reads again (fresh on Refresh), keeping what is
 * shown until the new answer arrives. An answer for an old key is dropped.
 */
export function useLoad<T>(key: string, read: (options: ReadOptions) => Promise<T | null>, failureText: string): Loaded<T> {
  const [result, setResult] = useState<LoadResult<T>>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const readRef = useRef(read);
  readRef.current = read;
  const latest = useRef(0);

  const reload = useCallback(
    async (options: ReadOptions = {}) => {
      const ticket = ++latest.current;
      setRefreshing(true);
      const next = await loadResult(() => readRef.current(options), failureText);
      if (ticket === latest.current) {
        setResult(next);
        setRefreshing(false);
      }
      return next;
    },
    [failureText],
  );

  useEffect(() => {
    setResult({ kind: 'loading' });
    void reload();
  }, [key, reload]);

  return { result, refreshing, reload };
}
