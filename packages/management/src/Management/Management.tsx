import { useState } from 'react';
import { canAccessManagement, dataOf, fetchManagedClasses, fetchManagedStudents, MANAGEMENT_ACCESS_DENIED, type SchoolClass } from '@assess/core';
import { Alert, Screen, ScreenHeader, Tabs, useAssessApi, useResource, type NavigateHandler } from '@assess/ui';
import { ClassDetails } from '../ClassDetails/ClassDetails.tsx';
import { ClassesPanel } from '../Classes/ClassesPanel.tsx';
import { StudentsPanel } from '../Students/StudentsPanel.tsx';
import { StaffPanel } from '../Staff/StaffPanel.tsx';
import { classLoadFailure, isRefusal, studentLoadFailure } from './loadManagement.ts';
import { MANAGEMENT_TEXTS } from './texts.ts';

export type ManagementTab = 'classes' | 'students' | 'staff';

/** The roles that manage their school's staff (the server checks it again on each call). */
const STAFF_MANAGERS = new Set(['admin', 'school_admin']);

export interface ManagementProps {
  /** The signed-in user's role: anyone but a teacher, admin or school_admin sees the refusal (spec 02 §6). */
  userRole?: string;
  /** The signed-in user's id, sent as a new class's teacher_id. */
  userId?: string;
  /** Shows this class's page instead of the tabs. */
  classId?: string;
  /** The tab shown first: 'classes' (default) or 'students'. */
  tab?: ManagementTab | (string & {});
  /** Opens Create Class on arrival (/dashboard/classes/create). */
  createClass?: boolean;
  onNavigate?: NavigateHandler;
}

function Refusal() {
  return (
    <Screen>
      <ScreenHeader title={MANAGEMENT_TEXTS.title} />
      <Alert severity="error">{MANAGEMENT_ACCESS_DENIED}</Alert>
    </Screen>
  );
}

/** Management (spec 02 §2): Class Management and Student Management, or one class's page. */
export function Management({ userRole, userId = '', classId, tab, createClass = false, onNavigate }: ManagementProps) {
  if (userRole !== undefined && userRole !== '' && !canAccessManagement(userRole)) return <Refusal />;
  if (classId) return <ClassDetails key={classId} classId={classId} onNavigate={onNavigate} />;
  const managesStaff = STAFF_MANAGERS.has((userRole ?? '').toLowerCase());
  const initialTab: ManagementTab = tab === 'students' ? 'students' : tab === 'staff' && managesStaff ? 'staff' : 'classes';
  return <ManagementTabs userId={userId} initialTab={initialTab} managesStaff={managesStaff} createClass={createClass} onNavigate={onNavigate} />;
}

interface ManagementTabsProps {
  userId: string;
  initialTab: ManagementTab;
  /** An administrator also has the Staff tab: invitations by e-mail and members' roles. */
  managesStaff: boolean;
  createClass: boolean;
  onNavigate: NavigateHandler | undefined;
}

function ManagementTabs({ userId, initialTab, managesStaff, createClass, onNavigate }: ManagementTabsProps) {
  const api = useAssessApi();
  const classes = useResource('classes', (options) => fetchManagedClasses(api, options));
  const students = useResource('students', (options) => fetchManagedStudents(api, options));
  // After Refresh or a change the classes are read again, and a failure is worded as a refresh (decision 1).
  const [classesReread, setClassesReread] = useState(false);
  const [tab, setTab] = useState<ManagementTab>(initialTab);
  const reloadClasses = () => {
    setClassesReread(true);
    return classes.reload();
  };

  const refused = [classes.resource, students.resource].some((resource) => resource.kind === 'error' && isRefusal(resource.error));
  if (refused) return <Refusal />;

  const classList: SchoolClass[] = dataOf(classes.resource) ?? [];

  return (
    <Screen part="management">
      <ScreenHeader title={MANAGEMENT_TEXTS.title} />
      <Tabs<ManagementTab>
        label={MANAGEMENT_TEXTS.title}
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'classes',
            label: MANAGEMENT_TEXTS.classesTab,
            content: (
              <ClassesPanel
                classes={classes.resource}
                failure={classes.resource.kind === 'error' ? classLoadFailure(classes.resource.error, classesReread) : null}
                reload={reloadClasses}
                onStudentsChanged={() => void students.reload()}
                userId={userId}
                startCreating={createClass}
                onNavigate={onNavigate}
              />
            ),
          },
          {
            value: 'students',
            label: MANAGEMENT_TEXTS.studentsTab,
            content: (
              <StudentsPanel
                students={students.resource}
                failure={students.resource.kind === 'error' ? studentLoadFailure(students.resource.error) : null}
                classes={classList}
                userId={userId}
                reload={students.reload}
                onClassesChanged={() => void reloadClasses()}
              />
            ),
          },
          ...(managesStaff ? [{ value: 'staff' as const, label: MANAGEMENT_TEXTS.staffTab, content: <StaffPanel userId={userId} /> }] : []),
        ]}
      />
    </Screen>
  );
}
