import { useState } from 'react';
import { subjectProgressPath, type ApiClient, type Resource, type SubjectProgress } from '@assess/core';
import { useResource } from '@assess/ui';
import { loadAnalytics, loadSubjectProgress, type AnalyticsView } from './loadAnalytics.ts';
import type { AnalyticsRange } from './texts.ts';

/**
 * A dashboard's read for the chosen period, through the endpoint cache: loaded on arrival and read again, over
 * what is shown, whenever the period changes (the last figures stay on screen with `refreshing` set until the new
 * ones arrive); refresh() reads again without the cache (decision 1) after forgetting the cached answers under
 * `refreshForgets`, so that every later read of them (another period, another subject) comes from the server too.
 */
export function usePeriodResource<T>(
  api: ApiClient,
  key: string,
  range: AnalyticsRange,
  load: (options: { fresh: boolean; signal: AbortSignal }) => Promise<T>,
  refreshForgets: string,
) {
  const state = useResource(key, load);
  const [lastRange, setLastRange] = useState(range);
  if (range !== lastRange) {
    setLastRange(range);
    void state.reload({ fresh: false });
  }
  const refresh = () => {
    api.clearCache(refreshForgets);
    void state.reload({ fresh: true });
  };
  // The first read counts as one running over the screen, as a reload does: Refresh waits for it.
  return { ...state, refreshing: state.refreshing || state.resource.kind === 'loading', refresh };
}

/** Every subject's progress path of a student (or of the signed-in user) begins so. */
const subjectProgressPaths = (studentId: string | undefined) => subjectProgressPath('', studentId);

/** The dashboard's analytics for a period (and a teacher's chosen student); Refresh reads every subject afresh too. */
export function useAnalytics(api: ApiClient, range: AnalyticsRange, studentId: string | undefined) {
  return usePeriodResource<AnalyticsView>(api, `analytics:${studentId ?? ''}`, range, (options) => loadAnalytics(api, { range, studentId, ...options }), subjectProgressPaths(studentId));
}

export interface SubjectProgressRequest {
  subject: string;
  range: AnalyticsRange;
  studentId: string | undefined;
  overallScore: number | null;
  sample: boolean;
  /** When the overview shown was read: a new overview (after Refresh) reads the subject again. */
  overviewRead: string | null;
}

/** A subject's progress for a period and student, read through the endpoint cache (spec 02 §4); null waits. */
export function useSubjectProgress(api: ApiClient, request: SubjectProgressRequest | null): Resource<SubjectProgress> {
  const key = request
    ? `subject-progress:${request.studentId ?? ''}|${request.range}|${request.subject.toLowerCase()}|${request.overallScore ?? ''}|${request.sample}|${request.overviewRead ?? ''}`
    : null;
  const { resource } = useResource(key, async ({ signal, fresh }) => {
    if (!request) throw new Error('No subject chosen');
    const { subject, range, studentId, overallScore, sample } = request;
    return loadSubjectProgress(api, subject, { range, studentId, overallScore, sample, fresh, signal });
  });
  return resource;
}
