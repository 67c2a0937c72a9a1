// Analytics (spec 02 §7): a student's dashboard overview over a period (their own, or one student's for their
// teacher), a subject's progress, a class's progress, and the students and classes a teacher may choose from.
import type { ApiClient } from '../api/client.js';
import { ApiError, parseAnswer } from '../api/errors.js';
import { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview } from '../analytics/overview.js';
import { normaliseClassProgress, type ClassProgress } from '../analytics/class-progress.js';
import { analyticsSchema, subjectProgressResultSchema, type AnalyticsData, type SubjectProgressResult } from '../schemas/analytics.js';
import { dashboardOverviewSchema, type DashboardOverview } from '../schemas/dashboard.js';
import type { LoadOptions } from '../resource/resource.js';

export const DASHBOARD_OVERVIEW_PATH = '/analytics/student/dashboard/overview';

/** The analytics of one student by user id (the student's own, or a teacher's student). */
export const studentAnalyticsPath = (userId: string) => `/analytics/student/${encodeURIComponent(userId)}`;

/** Progress in a subject (an id or a name): the signed-in student's, or one student's for their teacher. */
export const subjectProgressPath = (subject: string, userId?: string) =>
  userId
    ? `${studentAnalyticsPath(userId)}/subject/${encodeURIComponent(subject)}`
    : `/analytics/student/dashboard/subject/${encodeURIComponent(subject)}`;

/** A class's average over time and its students' lines. */
export const classAnalyticsPath = (classId: string) => `/analytics/class/${encodeURIComponent(classId)}`;

/** The period the analytics cover, as the server takes it (?range=). */
export type AnalyticsPeriod = '7d' | '30d' | '90d' | '1y';

/** The client answers a 401 with undefined after signing the user out; the analytics reads raise this instead. */
export class AnalyticsSignedOutError extends Error {
  override readonly name = 'AnalyticsSignedOutError';
  readonly status = 401;

  constructor() {
    super('Your session has ended. Please sign in again.');
  }
}

function readStudentAnalytics(value: unknown, now: Date): AnalyticsData {
  const parsed = analyticsSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, lastUpdated: now.toISOString() } : transformDashboardOverview(null, now);
}

/**
 * GET the overview of a period: the signed-in student's (transformed here by core's rules), or one student's by
 * user id (already transformed by the server with the same rules), never from the cache when fresh.
 */
export async function fetchStudentAnalytics(
  api: ApiClient,
  range: AnalyticsPeriod,
  studentId: string | undefined,
  options: LoadOptions & { now?: Date } = {},
): Promise<AnalyticsData> {
  const { fresh = false, signal, now = new Date() } = options;
  const path = studentId ? studentAnalyticsPath(studentId) : DASHBOARD_OVERVIEW_PATH;
  const value = await api.get(path, { query: { range }, fresh, ...(signal ? { signal } : {}) });
  if (value === undefined) throw new AnalyticsSignedOutError();
  return studentId ? readStudentAnalytics(value, now) : transformDashboardOverview(value === null ? null : parseAnswer(dashboardOverviewSchema, value), now);
}

/**
 * GET a subject's progress over a period; null when the answer is empty (or after a 401). The server applies spec
 * 02 §3's rules (points sorted and clamped, improvement from the first and last score), so the answer is shown as parsed.
 */
export async function fetchSubjectProgress(
  api: ApiClient,
  subject: string,
  range: AnalyticsPeriod,
  studentId: string | undefined,
  options: LoadOptions = {},
): Promise<SubjectProgressResult | null> {
  const value = await api.get(subjectProgressPath(subject, studentId), { query: { range }, fresh: options.fresh ?? false, ...(options.signal ? { signal: options.signal } : {}) });
  return value === undefined || value === null ? null : parseAnswer(subjectProgressResultSchema, value);
}

/** GET a class's average over time and its students' lines; null when the answer is not one. */
export async function fetchClassProgress(api: ApiClient, classId: string, range: AnalyticsPeriod, options: LoadOptions = {}): Promise<ClassProgress | null> {
  const value = await api.get(classAnalyticsPath(classId), { query: { range }, fresh: options.fresh ?? false, ...(options.signal ? { signal: options.signal } : {}) });
  if (value === undefined) throw new AnalyticsSignedOutError();
  return normaliseClassProgress(value);
}

export interface AnalyticsRoster {
  students: { userId: string; name: string; className: string | null }[];
  classes: { id: string; name: string; studentCount: number }[];
}

/** GET /students/students and /classes: a teacher's linked students (each once) and classes, to choose whose analytics to see. */
export async function fetchAnalyticsRoster(api: ApiClient, options: LoadOptions = {}): Promise<AnalyticsRoster> {
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

/** GET the dashboard overview; a 404 is an empty overview, an empty answer too. */
export async function fetchDashboardHomeOverview(api: ApiClient, options: LoadOptions = {}): Promise<DashboardOverview> {
  try {
    const value = await api.get(DASHBOARD_OVERVIEW_PATH, { fresh: options.fresh ?? false, signal: options.signal });
    return value === undefined || value === null ? EMPTY_DASHBOARD_OVERVIEW : parseAnswer(dashboardOverviewSchema, value);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_DASHBOARD_OVERVIEW;
    throw error;
  }
}
