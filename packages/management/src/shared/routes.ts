// The product routes the management screens lead to (spec 02 §2).
export const MANAGEMENT_ROUTE = '/dashboard/management';
export const CLASSES_ROUTE = '/dashboard/classes';
export const classRoute = (classId: string) => `${CLASSES_ROUTE}/${encodeURIComponent(classId)}`;
/** The class report of spec 02 §2 (reports/teacher/{teacherId}/class/{classId}). */
export const classReportRoute = (teacherId: string, classId: string) =>
  `/dashboard/reports/teacher/${encodeURIComponent(teacherId)}/class/${encodeURIComponent(classId)}`;
