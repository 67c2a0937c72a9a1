import { useCallback, useEffect, useRef, useState } from 'react';
import { LOADING, resourceError, type LoadOptions, type Resource } from '@assess/core';
import { useCurrentApiClient } from '../client/AssessApi.tsx';

/** Reads a resource's data: the pure loader of core/src/endpoints, given the client and its arguments by the screen. */
export type ResourceLoader<T> = (options: Required<Pick<LoadOptions, 'signal'>> & { fresh: boolean }) => Promise<T>;

export interface ResourceOptions<T> {
  /**
   * Reads again fresh every so many milliseconds while the page is visible, quietly: a failed poll keeps what is
   * shown. A function decides from the data (false stops, e.g. once every job is done).
   */
  poll?: number | false | ((data: T | undefined) => number | false);
}

export interface ResourceState<T> {
  resource: Resource<T>;
  /** True while a reload runs over data already shown: the view keeps the data and says it is refreshing. */
  refreshing: boolean;
  /**
   * Reads again (fresh by default: Refresh), keeping the data shown until the answer (a failure gives way to
   * loading); resolves with the outcome.
   */
  reload: (options?: { fresh?: boolean }) => Promise<Resource<T>>;
  /** Replaces the data shown after a change the screen made itself (an answer that carries the new state). */
  setData: (update: (current: T) => T) => void;
}

function pageVisible(): boolean {
  return (globalThis.document?.visibilityState ?? 'visible') === 'visible';
}

/**
 * The one way a screen reads: loads when mounted and whenever `key` or the screen's API client changes (a new
 * access token on an element gives a new client; null key waits), the latest read wins
 * (an earlier one is aborted through its AbortController and its answer dropped), and polling stops while the
 * page is hidden and reads at once when it shows again.
 */
export function useResource<T>(key: string | null, load: ResourceLoader<T>, options: ResourceOptions<T> = {}): ResourceState<T> {
  const client = useCurrentApiClient();
  const [resource, setResource] = useState<Resource<T>>(LOADING);
  const [refreshing, setRefreshing] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const pollRef = useRef(options.poll);
  pollRef.current = options.poll;
  const current = useRef<AbortController | null>(null);
  const shown = useRef<Resource<T>>(LOADING);

  const show = useCallback((next: Resource<T>) => {
    shown.current = next;
    setResource(next);
  }, []);

  const read = useCallback(
    async (fresh: boolean, quiet: boolean): Promise<Resource<T>> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      // Over data the view says it is refreshing; after a failure (Try Again) it shows loading, as on a first read.
      if (!quiet && shown.current.kind === 'data') setRefreshing(true);
      if (!quiet && shown.current.kind === 'error') show(LOADING);
      let next: Resource<T>;
      try {
        next = { kind: 'data', data: await loadRef.current({ signal: controller.signal, fresh }) };
      } catch (error) {
        next = { kind: 'error', error: resourceError(error) };
      }
      if (current.current !== controller) return next;
      current.current = null;
      setRefreshing(false);
      // A quiet read (a poll) that fails keeps the data on show; the next poll tries again.
      if (!(quiet && next.kind === 'error' && shown.current.kind === 'data')) show(next);
      return next;
    },
    [show],
  );

  useEffect(() => {
    show(LOADING);
    setRefreshing(false);
    if (key !== null) void read(false, false);
    return () => {
      current.current?.abort();
      current.current = null;
    };
  }, [key, client, read, show]);

  const data = resource.kind === 'data' ? resource.data : undefined;
  const poll = options.poll;
  const interval = typeof poll === 'function' ? poll(data) : poll;
  useEffect(() => {
    if (key === null || !interval) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => {
        if (current.current === null) void read(true, true);
      }, interval);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (!pageVisible()) return stop();
      if (current.current === null) void read(true, true);
      start();
    };
    if (pageVisible()) start();
    globalThis.document?.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, interval, read]);

  const reload = useCallback((reloadOptions: { fresh?: boolean } = {}) => read(reloadOptions.fresh ?? true, false), [read]);
  const setData = useCallback(
    (update: (value: T) => T) => {
      if (shown.current.kind === 'data') show({ kind: 'data', data: update(shown.current.data) });
    },
    [show],
  );
  return { resource, refreshing, reload, setData };
}
