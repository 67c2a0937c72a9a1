// The analytics calls of spec 02 §7, in one place for the dashboard home and the Analytics Dashboard.
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
