import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, SubjectProgress } from '@assess/core';
import { loadAnalytics, loadSubjectProgress, type AnalyticsLoadResult } from './loadAnalytics.ts';
import type { AnalyticsRange } from './texts.ts';

export type AnalyticsState = { kind: 'loading' } | AnalyticsLoadResult;

/**
 * The dashboard's analytics for a period (and a teacher's chosen student): loaded on arrival and whenever the
 * period changes; refresh() loads again without the cache (decision 1). While a new load runs, the last
 * answer stays on screen with `refreshing` set.
 */
export function useAnalytics(api: ApiClient, range: AnalyticsRange, studentId: string | undefined) {
  const [state, setState] = useState<AnalyticsState>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState(0);
  const fresh = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setRefreshing(true);
    void loadAnalytics(api, { range, studentId, fresh: fresh.current, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      fresh.current = false;
      setState(result);
      setRefreshing(false);
    });
    return () => controller.abort();
  }, [api, range, studentId, generation]);

  const refresh = useCallback(() => {
    fresh.current = true;
    setGeneration((value) => value + 1);
  }, []);

  return { state, refreshing, refresh, generation };
}

export type SubjectProgressState = { kind: 'loading' } | { kind: 'data'; progress: SubjectProgress };

export interface SubjectProgressRequest {
  subject: string;
  range: AnalyticsRange;
  studentId: string | undefined;
  overallScore: number | null;
  sample: boolean;
  /** Changes on Refresh, which empties the per-subject cache. */
  generation: number;
}

/** A subject's progress, loaded once per subject, period and student into a cache (spec 02 §4). */
export function useSubjectProgress(api: ApiClient, request: SubjectProgressRequest | null): SubjectProgressState {
  const cache = useRef(new Map<string, SubjectProgress>());
  const cachedGeneration = useRef(request?.generation ?? 0);
  const [state, setState] = useState<SubjectProgressState>({ kind: 'loading' });
  const { subject, range, studentId, overallScore, sample, generation } = request ?? {};

  useEffect(() => {
    if (subject === undefined || range === undefined || generation === undefined) return;
    if (generation !== cachedGeneration.current) {
      cache.current.clear();
      cachedGeneration.current = generation;
    }
    const key = `${studentId ?? ''}|${range}|${subject.toLowerCase()}`;
    const cached = cache.current.get(key);
    if (cached) {
      setState({ kind: 'data', progress: cached });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void loadSubjectProgress(api, subject, { range, studentId, overallScore: overallScore ?? null, sample: sample ?? false, fresh: generation > 0, signal: controller.signal }).then(
      (progress) => {
        if (controller.signal.aborted) return;
        cache.current.set(key, progress);
        setState({ kind: 'data', progress });
      },
    );
    return () => controller.abort();
  }, [api, subject, range, studentId, overallScore, sample, generation]);

  return state;
}
