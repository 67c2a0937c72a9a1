import { Reports, type ReportView } from '@assess/reports';
import { LoadingState } from '@assess/ui';
import { useParams, useSearchParams } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';
import { useSignedInUser } from './useSignedInUser.ts';

/** One reports screen for the signed-in user, with the route's ids. */
function ReportsRoute({ view }: { view: ReportView }) {
  const { studentId, reportId, teacherId, classId, assessmentId } = useParams();
  const [query] = useSearchParams();
  const { userId, role, roleKnown } = useSignedInUser();
  const navigate = useScreenNavigate();
  // A teacher's report is found through its student, a student's through their own id: until the role is read,
  // neither is asked for (the student's version would say "not found" to a teacher for a moment).
  if (!roleKnown) return <LoadingState title="Loading reports..." />;
  return (
    <Reports
      view={view}
      userId={userId}
      userRole={role}
      studentId={studentId ?? query.get('student') ?? undefined}
      reportId={reportId}
      teacherId={teacherId}
      classId={classId}
      assessmentId={assessmentId ?? query.get('assessment') ?? undefined}
      onNavigate={navigate}
    />
  );
}

/** /dashboard/reports: My Reports, or the teacher's report entry cards. */
export const ReportsHomeScreen = () => <ReportsRoute view="home" />;
/** /dashboard/reports/student/:studentId */
export const StudentReportsScreen = () => <ReportsRoute view="student" />;
/** /dashboard/reports/assessment/:reportId, with ?student= when a teacher opens a student's report. */
export const ReportDetailScreen = () => <ReportsRoute view="assessment" />;
/** /dashboard/reports/students and /dashboard/reports/teacher/:teacherId/students */
export const TeacherStudentsScreen = () => <ReportsRoute view="students" />;
/** /dashboard/reports/classes */
export const TeacherClassesScreen = () => <ReportsRoute view="classes" />;
/** /dashboard/reports/teacher/:teacherId/class/:classId, with ?assessment= for the assessment shown first. */
export const ClassReportScreen = () => <ReportsRoute view="class" />;
