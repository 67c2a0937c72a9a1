// The Analytics Dashboard's data (spec 02 §7): the overview of the signed-in student, or of one student for a
// teacher, over the chosen period; a subject's progress; a class's progress.
import {
  ApiError,
  DASHBOARD_OVERVIEW_PATH,
  classAnalyticsPath,
  studentAnalyticsPath,
  subjectProgressPath,
  analyticsSchema,
  emptySubjectProgress,
  isBackendUnreachable,
  normaliseClassProgress,
  normaliseSubjectProgress,
  transformDashboardOverview,
  type AnalyticsData,
  type ApiClient,
  type ClassProgress,
  type SubjectProgress,
} from '@assess/core';
import { ANALYTICS_TEXTS, type AnalyticsRange } from './texts.ts';
import { sampleAnalytics, sampleSubjectProgress } from './sample-analytics.ts';

export type AnalyticsLoadResult =
  | { kind: 'data'; analytics: AnalyticsData }
  /** The backend could not be reached: sample data, with the specification's warning (decision 3). */
  | { kind: 'defaults'; analytics: AnalyticsData; warning: string }
  | { kind: 'error'; message: string };

export interface AnalyticsLoadOptions {
  range: AnalyticsRange;
  /** A teacher's view of one student (their user id); the signed-in user's own analytics when left out. */
  studentId?: string | undefined;
  /** Refresh: skips the cache (decision 1). */
  fresh?: boolean;
  signal?: AbortSignal;
  now?: Date;
}

/** The client answers a 401 with undefined after signing the user out. */
const SIGNED_OUT = 'Your session has ended. Please sign in again.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to load analytics';
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function readStudentAnalytics(value: unknown, now: Date): AnalyticsData {
  const parsed = analyticsSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, lastUpdated: now.toISOString() } : transformDashboardOverview({}, now);
}

/**
 * Loads the analytics of the chosen period. A 404 is an empty dashboard (spec 02 §7); only a backend that cannot
 * be reached gives the sample data; any other failure is shown as an error.
 */
export async function loadAnalytics(api: ApiClient, options: AnalyticsLoadOptions): Promise<AnalyticsLoadResult> {
  const { range, studentId, fresh = false, signal, now = new Date() } = options;
  try {
    const path = studentId ? studentAnalyticsPath(studentId) : DASHBOARD_OVERVIEW_PATH;
    const value = await api.get(path, { query: { range }, fresh, ...(signal ? { signal } : {}) });
    if (value === undefined) return { kind: 'error', message: SIGNED_OUT };
    // The analytics by user id are already transformed by the server, with the same rules from core.
    const analytics = studentId ? readStudentAnalytics(value, now) : transformDashboardOverview(value, now);
    return { kind: 'data', analytics };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'data', analytics: transformDashboardOverview({}, now) };
    if (isBackendUnreachable(error)) return { kind: 'defaults', analytics: sampleAnalytics(now), warning: ANALYTICS_TEXTS.sampleWarning };
    return { kind: 'error', message: messageOf(error) };
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
    const value = await api.get(subjectProgressPath(subject, studentId), { query: { range }, fresh, ...(signal ? { signal } : {}) });
    if (value === undefined || value === null) return emptySubjectProgress(overallScore);
    return normaliseSubjectProgress(value);
  } catch (error) {
    if (!isNotFound(error)) console.error('Failed to load subject progress', error);
    return emptySubjectProgress(overallScore);
  }
}

export type ClassProgressLoadResult = { kind: 'data'; progress: ClassProgress } | { kind: 'error'; message: string };

/** A class's average over time and its students' lines. */
export async function loadClassProgress(api: ApiClient, classId: string, options: Omit<AnalyticsLoadOptions, 'studentId'>): Promise<ClassProgressLoadResult> {
  const { range, fresh = false, signal } = options;
  try {
    const value = await api.get(classAnalyticsPath(classId), { query: { range }, fresh, ...(signal ? { signal } : {}) });
    if (value === undefined) return { kind: 'error', message: SIGNED_OUT };
    const progress = normaliseClassProgress(value);
    return progress ? { kind: 'data', progress } : { kind: 'error', message: ANALYTICS_TEXTS.classLoadFailed };
  } catch (error) {
    return { kind: 'error', message: isBackendUnreachable(error) ? ANALYTICS_TEXTS.classLoadFailed : messageOf(error) };
  }
}

export interface TeacherRoster {
  students: { userId: string; name: string; className: string | null }[];
  classes: { id: string; name: string; studentCount: number }[];
}

/** A teacher's linked students and classes, to choose whose analytics to see. */
export async function loadTeacherRoster(api: ApiClient, options: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<TeacherRoster> {
  const get = (path: string) => api.get(path, { fresh: options.fresh ?? false, ...(options.signal ? { signal: options.signal } : {}) });
  const [studentsAnswer, classesAnswer] = await Promise.all([get('/students/students'), get('/classes')]);
  const records = (Array.isArray((studentsAnswer as { students?: unknown } | null)?.students) ? (studentsAnswer as { students: unknown[] }).students : []) as Record<string, unknown>[];
  const classes = (Array.isArray(classesAnswer) ? classesAnswer : []) as Record<string, unknown>[];
  const seen = new Set<string>();
  return {
    students: records.flatMap((record) => {
      const userId = typeof record.user_id === 'string' ? record.user_id : null;
      // A student with two records (two teachers' or two classes') is listed once.
      if (!userId || seen.has(userId)) return [];
      seen.add(userId);
      return [{ userId, name: typeof record.name === 'string' ? record.name : userId, className: typeof record.class_name === 'string' ? record.class_name : null }];
    }),
    classes: classes.flatMap((item) =>
      typeof item.id === 'string' && typeof item.name === 'string'
        ? [{ id: item.id, name: item.name, studentCount: typeof item.student_count === 'number' ? item.student_count : 0 }]
        : [],
    ),
  };
}
