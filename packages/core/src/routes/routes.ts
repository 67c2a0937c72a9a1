// The product's routes (spec 01 §2, spec 02 §2): one table that the host's router and every screen read, so a
// screen links to a page by its name and its parameters, never by a path it spells itself.

/** Every page of the product by name, as a pattern whose :names are its parameters. */
export const ROUTES = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  login: '/login',
  register: '/register',
  registerStudent: '/register/student',
  forgotPassword: '/forgot-password',
  resetPassword: '/auth/reset-password',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  settings: '/dashboard/settings',
  subscriptionSettings: '/dashboard/settings/subscription',
  subscription: '/dashboard/subscription',
  help: '/dashboard/help',
  school: '/dashboard/school',
  schoolMembers: '/dashboard/school/members',
  schoolSettings: '/dashboard/school/settings',
  management: '/dashboard/management',
  classes: '/dashboard/classes',
  createClass: '/dashboard/classes/create',
  classDetails: '/dashboard/classes/:classId',
  progress: '/dashboard/progress',
  assessments: '/dashboard/assessments',
  submitAssessment: '/dashboard/assessments/upload',
  createAssessment: '/dashboard/assessments/create',
  assessmentDetails: '/dashboard/assessments/:assessmentId',
  validation: '/dashboard/validation',
  files: '/dashboard/files',
  reports: '/dashboard/reports',
  studentReportsList: '/dashboard/reports/students',
  classReportsList: '/dashboard/reports/classes',
  studentReports: '/dashboard/reports/student/:studentId',
  assessmentReport: '/dashboard/reports/assessment/:reportId',
  teacherStudentsReport: '/dashboard/reports/teacher/:teacherId/students',
  classReport: '/dashboard/reports/teacher/:teacherId/class/:classId',
  teacherAssessmentReport: '/dashboard/reports/teacher/:teacherId/assessment/:assessmentId',
  analytics: '/dashboard/analytics',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The parameter names of a pattern: '/a/:x/b/:y' gives 'x' | 'y'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]>]: string };

export type RouteQuery = Record<string, string | number | null | undefined>;

/** The routes whose pattern has no parameter. */
type PlainRoute = { [N in RouteName]: ParamNames<(typeof ROUTES)[N]> extends never ? N : never }[RouteName];

/**
 * The address of a page: routeTo('classReport', { teacherId, classId }), with each parameter encoded, and an
 * optional query whose empty values are left out (routeTo('submitAssessment', {}, { assessment: id })).
 */
export function routeTo<N extends PlainRoute>(name: N, params?: Record<string, never>, query?: RouteQuery): string;
export function routeTo<N extends RouteName>(name: N, params: RouteParams<N>, query?: RouteQuery): string;
export function routeTo(name: RouteName, params: Record<string, string> = {}, query?: RouteQuery): string {
  const path = ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`routeTo('${name}') needs ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A dashboard route's pattern relative to /dashboard, as the host's nested router declares it. */
export function dashboardPath(name: RouteName): string {
  const pattern: string = ROUTES[name];
  if (!pattern.startsWith(`${ROUTES.dashboard}/`)) throw new Error(`${name} is not a dashboard route`);
  return pattern.slice(ROUTES.dashboard.length + 1);
}
