// Navigation goes through @assess/ui's one useNavigate(); the assessment screens' routes are here.
export { useNavigate, type NavigateDetail, type NavigateHandler } from '@assess/ui';

export const ASSESSMENTS_ROUTE = '/dashboard/assessments';
export const SUBMIT_ROUTE = '/dashboard/assessments/upload';
export const CREATE_ROUTE = '/dashboard/assessments/create';
export const REPORTS_ROUTE = '/dashboard/reports';
export const FILES_ROUTE = '/dashboard/files';
export const detailsRoute = (id: string) => `/dashboard/assessments/${encodeURIComponent(id)}`;
