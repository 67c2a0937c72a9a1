import { canAccessManagement } from '@assess/core';
import type { NavigateHandler } from '@assess/ui';
import { ReportsHome } from './Home/ReportsHome.tsx';
import { ReportDeadEnd } from './shared/parts.tsx';
import { ReportDetail } from './ReportDetail/ReportDetail.tsx';
import { StudentReports } from './StudentReports/StudentReports.tsx';
import { ClassReport } from './Teacher/ClassReport.tsx';
import { TeacherClasses } from './Teacher/TeacherClasses.tsx';
import { TeacherStudents } from './Teacher/TeacherStudents.tsx';

/** The screens of <assess-reports>, chosen by its `view` attribute. */
export const REPORT_VIEWS = ['home', 'student', 'assessment', 'students', 'classes', 'class'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
const TEACHER_VIEWS = new Set<string>(['students', 'classes', 'class']);

export interface ReportsProps {
  /** Which screen: 'home' (default), 'student', 'assessment', 'students', 'classes' or 'class'. */
  view?: ReportView | (string & {});
  /** The signed-in user's id: their own reports, or as a teacher the owner of the students and classes. */
  userId?: string;
  /** The signed-in user's role: teacher, admin and school_admin get the teacher's screens (spec 02 §6). */
  userRole?: string;
  /** view 'student': the student; view 'assessment': whose report it is (default: the user, or for a teacher the submission's). */
  studentId?: string;
  /** view 'assessment': the submission the report is of. */
  reportId?: string;
  /** view 'class': the class. */
  classId?: string;
  /** view 'class': the assessment shown first. */
  assessmentId?: string;
  /** The teacher whose students and classes are shown (default: the user). */
  teacherId?: string;
  onNavigate?: NavigateHandler;
}

/** Reports (spec 02 §2): the reports home, Student Reports, the assessment report, and a teacher's students and classes. */
export function Reports({ view = 'home', userId = '', userRole, studentId, reportId = '', classId = '', assessmentId, teacherId, onNavigate }: ReportsProps) {
  const teacher = canAccessManagement(userRole);
  const owner = teacherId || userId;
  // The teacher's screens follow the server's rule for who manages students: anyone else is told so at once.
  if (!teacher && TEACHER_VIEWS.has(view)) return <ReportDeadEnd kind="not-allowed" onNavigate={onNavigate} />;
  switch (view) {
    // Keyed by the role too: a page opened directly renders before the role is read, and must read again as a
    // teacher once it is (a teacher's report is found through its student, not the teacher's own id).
    case 'student':
      return <StudentReports key={`${studentId}:${teacher}`} studentId={studentId ?? userId} teacher={teacher} onNavigate={onNavigate} />;
    case 'assessment':
      return <ReportDetail key={`${reportId}:${teacher}`} reportId={reportId} studentId={studentId || undefined} userId={userId} teacher={teacher} onNavigate={onNavigate} />;
    case 'students':
      return <TeacherStudents key={owner} teacherId={owner} onNavigate={onNavigate} />;
    case 'classes':
      return <TeacherClasses key={owner} teacherId={owner} onNavigate={onNavigate} />;
    case 'class':
      return <ClassReport key={`${owner}:${classId}`} teacherId={owner} classId={classId} assessmentId={assessmentId} onNavigate={onNavigate} />;
    default:
      return <ReportsHome teacher={teacher} userId={userId} onNavigate={onNavigate} />;
  }
}
