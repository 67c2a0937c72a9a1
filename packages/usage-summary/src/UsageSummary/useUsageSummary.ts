import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyUsageError, type ApiClient } from '@assess/core';
import { loadUsageSummary, type UsageLoadResult } from './loadUsageSummary.ts';

export type UsageSummaryState = { kind: 'loading' } | UsageLoadResult;

/**
 * The widget's usage: loaded on mount (cached for the usage lifetime of 5 min), and again without the cache
 * on retry().
 */
export function useUsageSummary(api: ApiClient): { state: UsageSummaryState; retry: () => void } {
  const [state, setState] = useState<UsageSummaryState>({ kind: 'loading' });
  const latest = useRef(0);

  const load = useCallback(
    (fresh: boolean) => {
      const request = ++latest.current;
      setState({ kind: 'loading' });
      void loadUsageSummary(api, { fresh })
        .catch((error: unknown): UsageLoadResult => ({ kind: 'error', error: classifyUsageError(error) }))
        .then((result) => {
        // An older load that ends after a newer one started must not overwrite it.
        if (request !== latest.current) return;
        setState(result);
      });
    },
    [api],
  );

  useEffect(() => {
    load(false);
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const retry = useCallback(() => load(true), [load]);
  return { state, retry };
}
