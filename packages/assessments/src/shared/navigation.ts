// Navigation goes through @assess/ui's one useNavigate(); the assessment screens' routes are here.
export { useNavigate, type NavigateDetail, type NavigateHandler } from '@assess/ui';

export const ASSESSMENTS_ROUTE = '/dashboard/assessments';
export const SUBMIT_ROUTE = '/dashboard/assessments/upload';
export const CREATE_ROUTE = '/dashboard/assessments/create';
export const REPORTS_ROUTE = '/dashboard/reports';
export const FILES_ROUTE = '/dashboard/files';
/** Submit New for answers to an existing assessment (one set for the student's class). */
export const submitForRoute = (assessmentId: string) => `${SUBMIT_ROUTE}?assessment=${encodeURIComponent(assessmentId)}`;
export const detailsRoute = (id: string) => `/dashboard/assessments/${encodeURIComponent(id)}`;
