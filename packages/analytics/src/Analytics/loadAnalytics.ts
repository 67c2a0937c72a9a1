// The Analytics Dashboard's loaders (spec 02 §7): core's analytics calls, with what the dashboard shows when an
// answer is empty, missing or cannot be had.
import {
  fetchClassProgress,
  fetchStudentAnalytics,
  fetchSubjectProgress,
  emptySubjectProgress,
  isBackendUnreachable,
  resourceErrorCode,
  transformDashboardOverview,
  type AnalyticsData,
  type ApiClient,
  type ClassProgress,
  type SubjectProgress,
} from '@assess/core';
import { ANALYTICS_TEXTS, type AnalyticsRange } from './texts.ts';
import { sampleAnalytics, sampleSubjectProgress } from './sample-analytics.ts';

/** The analytics a dashboard shows: the server's, or sample data with the specification's warning (decision 3). */
export interface AnalyticsView {
  analytics: AnalyticsData;
  /** Set when the backend could not be reached and the analytics are the sample. */
  warning: string | null;
}

export interface AnalyticsLoadOptions {
  range: AnalyticsRange;
  /** A teacher's view of one student (their user id); the signed-in user's own analytics when left out. */
  studentId?: string | undefined;
  /** Refresh: skips the cache (decision 1). */
  fresh?: boolean;
  signal?: AbortSignal;
  now?: Date;
}

/** The text of a failed analytics read: its own message, else the general one. */
export function analyticsErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ANALYTICS_TEXTS.loadFailed;
}

/**
 * Loads the analytics of the chosen period. A 404 is an empty dashboard (spec 02 §7); only a backend that cannot
 * be reached gives the sample data; any other failure is thrown, for the dashboard to show as an error.
 */
export async function loadAnalytics(api: ApiClient, options: AnalyticsLoadOptions): Promise<AnalyticsView> {
  const { range, studentId, fresh = false, signal, now = new Date() } = options;
  try {
    return { analytics: await fetchStudentAnalytics(api, range, studentId, { fresh, now, ...(signal ? { signal } : {}) }), warning: null };
  } catch (error) {
    if (resourceErrorCode(error) === 'missing') return { analytics: transformDashboardOverview(null, now), warning: null };
    if (isBackendUnreachable(error)) return { analytics: sampleAnalytics(now), warning: ANALYTICS_TEXTS.sampleWarning };
    throw error;
  }
}

export interface SubjectProgressLoadOptions extends AnalyticsLoadOptions {
  /** The subject's overall score, for the empty record stored on failure. */
  overallScore: number | null;
  /** The dashboard shows sample data: so does the subject. */
  sample?: boolean;
}

/** A subject's progress; any failure gives the empty record of spec 02 §4 (and is logged, spec 02 §8). */
export async function loadSubjectProgress(api: ApiClient, subject: string, options: SubjectProgressLoadOptions): Promise<SubjectProgress> {
  const { range, studentId, fresh = false, signal, overallScore, sample = false, now = new Date() } = options;
  if (sample) return sampleSubjectProgress(now);
  try {
    return (await fetchSubjectProgress(api, subject, range, studentId, { fresh, ...(signal ? { signal } : {}) })) ?? emptySubjectProgress(overallScore);
  } catch (error) {
    if (resourceErrorCode(error) !== 'missing') console.error('Failed to load subject progress', error);
    return emptySubjectProgress(overallScore);
  }
}

/** A class's average over time and its students' lines; an answer that is not one, or no backend, fails with the class text. */
export async function loadClassProgress(api: ApiClient, classId: string, options: Omit<AnalyticsLoadOptions, 'studentId'>): Promise<ClassProgress> {
  const { range, fresh = false, signal } = options;
  let progress: ClassProgress | null;
  try {
    progress = await fetchClassProgress(api, classId, range, { fresh, ...(signal ? { signal } : {}) });
  } catch (error) {
    throw isBackendUnreachable(error) ? new Error(ANALYTICS_TEXTS.classLoadFailed, { cause: error }) : error;
  }
  if (!progress) throw new Error(ANALYTICS_TEXTS.classLoadFailed);
  return progress;
}
