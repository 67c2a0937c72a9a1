import { useRef, useState } from 'react';
import type { ApiClient, Resource, SubjectProgress } from '@assess/core';
import { useResource } from '@assess/ui';
import { loadAnalytics, loadSubjectProgress, type AnalyticsView } from './loadAnalytics.ts';
import type { AnalyticsRange } from './texts.ts';

/**
 * A dashboard's read for the chosen period: loaded on arrival and read again, over what is shown, whenever the
 * period changes (the last figures stay on screen with `refreshing` set until the new ones arrive); refresh()
 * reads again without the cache (decision 1) and counts up `generation`, which empties the subjects' cache.
 */
export function usePeriodResource<T>(
  key: string,
  range: AnalyticsRange,
  load: (options: { fresh: boolean; signal: AbortSignal }) => Promise<T>,
  /** Once refreshed, every later read skips the cache too (a class's dashboard). */
  freshAfterRefresh = false,
) {
  const refreshed = useRef(false);
  const state = useResource(key, (options) => load({ ...options, fresh: options.fresh || (freshAfterRefresh && refreshed.current) }));
  const [generation, setGeneration] = useState(0);
  const [lastRange, setLastRange] = useState(range);
  if (range !== lastRange) {
    setLastRange(range);
    void state.reload({ fresh: false });
  }
  const refresh = () => {
    refreshed.current = true;
    setGeneration((value) => value + 1);
    void state.reload({ fresh: true });
  };
  // The first read counts as one running over the screen, as a reload does: Refresh waits for it.
  return { ...state, refreshing: state.refreshing || state.resource.kind === 'loading', refresh, generation };
}

/** The dashboard's analytics for a period (and a teacher's chosen student). */
export function useAnalytics(api: ApiClient, range: AnalyticsRange, studentId: string | undefined) {
  return usePeriodResource<AnalyticsView>(`analytics:${studentId ?? ''}`, range, (options) => loadAnalytics(api, { range, studentId, ...options }));
}

export interface SubjectProgressRequest {
  subject: string;
  range: AnalyticsRange;
  studentId: string | undefined;
  overallScore: number | null;
  sample: boolean;
  /** Changes on Refresh, which empties the per-subject cache. */
  generation: number;
}

/** A subject's progress, loaded once per subject, period and student into a cache (spec 02 §4); null waits. */
export function useSubjectProgress(api: ApiClient, request: SubjectProgressRequest | null): Resource<SubjectProgress> {
  const cache = useRef(new Map<string, SubjectProgress>());
  const cachedGeneration = useRef(request?.generation ?? 0);
  const cacheKey = request ? `${request.studentId ?? ''}|${request.range}|${request.subject.toLowerCase()}` : null;
  const key = request && cacheKey ? `${cacheKey}|${request.overallScore ?? ''}|${request.sample}|${request.generation}` : null;
  const { resource } = useResource(key, async ({ signal }) => {
    if (!request || cacheKey === null) throw new Error('No subject chosen');
    if (request.generation !== cachedGeneration.current) {
      cache.current.clear();
      cachedGeneration.current = request.generation;
    }
    const cached = cache.current.get(cacheKey);
    if (cached) return cached;
    const { subject, range, studentId, overallScore, sample, generation } = request;
    const progress = await loadSubjectProgress(api, subject, { range, studentId, overallScore, sample, fresh: generation > 0, signal });
    cache.current.set(cacheKey, progress);
    return progress;
  });
  return resource;
}
