import { useState } from 'react';
import { canAccessManagement, MANAGEMENT_ACCESS_DENIED, type SchoolClass } from '@assess/core';
import { Alert, Heading, Tabs, useAssessApi, type NavigateHandler } from '@assess/ui';
import { ClassDetails } from '../ClassDetails/ClassDetails.tsx';
import { ClassesPanel } from '../Classes/ClassesPanel.tsx';
import { StudentsPanel } from '../Students/StudentsPanel.tsx';
import * as styles from '../shared/screen.css.ts';
import { useManagement } from './useManagement.ts';

export type ManagementTab = 'classes' | 'students';

export const MANAGEMENT_TEXTS = {
  title: 'Management',
  classesTab: 'Class Management',
  studentsTab: 'Student Management',
} as const;

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
    <div className={styles.screen}>
      <Heading level={1} className={styles.title}>
        {MANAGEMENT_TEXTS.title}
      </Heading>
      <Alert severity="error">{MANAGEMENT_ACCESS_DENIED}</Alert>
    </div>
  );
}

/** Management (spec 02 §2): Class Management and Student Management, or one class's page. */
export function Management({ userRole, userId = '', classId, tab, createClass = false, onNavigate }: ManagementProps) {
  if (userRole !== undefined && userRole !== '' && !canAccessManagement(userRole)) return <Refusal />;
  if (classId) return <ClassDetails key={classId} classId={classId} onNavigate={onNavigate} />;
  return <ManagementTabs userId={userId} initialTab={tab === 'students' ? 'students' : 'classes'} createClass={createClass} onNavigate={onNavigate} />;
}

function ManagementTabs({ userId, initialTab, createClass, onNavigate }: { userId: string; initialTab: ManagementTab; createClass: boolean; onNavigate: NavigateHandler | undefined }) {
  const api = useAssessApi();
  const data = useManagement(api);
  const [tab, setTab] = useState<ManagementTab>(initialTab);
  if (data.forbidden) return <Refusal />;

  const classes: SchoolClass[] = data.classes.kind === 'data' ? data.classes.value : [];

  return (
    <div className={styles.screen} part="management">
      <Heading level={1} className={styles.title}>
        {MANAGEMENT_TEXTS.title}
      </Heading>
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
                classes={data.classes}
                reload={data.reloadClasses}
                onStudentsChanged={() => void data.reloadStudents({ refresh: true })}
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
                students={data.students}
                classes={classes}
                userId={userId}
                reload={data.reloadStudents}
                onClassesChanged={() => void data.reloadClasses({ refresh: true })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
