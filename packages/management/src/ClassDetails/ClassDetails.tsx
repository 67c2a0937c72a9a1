import { useState } from 'react';
import {
  apiErrorText,
  downloadClassList,
  fileNameSlug,
  MANAGEMENT_ACCESS_DENIED,
  routeTo,
  unassignClassAssessment,
  type ClassAssignment,
  type ManagedStudent,
} from '@assess/core';
import { Alert, Button, Card, LoadingState, RouteLink, Screen, ScreenHeader, Table, buttonClassName, saveFile, useAssessApi, useResource, type NavigateHandler, type TableColumn } from '@assess/ui';
import { AddStudentsDialog } from '../Classes/AddStudentsDialog.tsx';
import { CLASSES_TEXTS } from '../Classes/texts.ts';
import { cardBody } from '../Classes/ClassesPanel.css.ts';
import { isRefusal } from '../Management/loadManagement.ts';
import { AccountChip } from '../shared/AccountChip.tsx';
import { NoticeSnackbar, type Notice } from '../shared/NoticeSnackbar.tsx';
import { statusText } from '../shared/texts.ts';
import * as text from '../shared/text.css.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { AssignmentCard } from './AssignmentCard.tsx';
import * as styles from './ClassDetails.css.ts';
import { classDetailsFailure, loadClassDetails } from './loadClassDetails.ts';
import { CLASS_DETAILS_TEXTS } from './texts.ts';

const STUDENT_COLUMNS: readonly TableColumn<ManagedStudent>[] = [
  { key: 'name', header: 'Name', rowHeader: true, render: (student) => student.name },
  { key: 'email', header: 'Email', render: (student) => student.email ?? '—' },
  { key: 'student_id', header: 'Student ID', render: (student) => student.student_id ?? '—' },
  {
    key: 'account',
    header: 'Account',
    render: (student) => <AccountChip student={student} />,
  },
];

export interface ClassDetailsProps {
  classId: string;
  onNavigate?: NavigateHandler;
}

/** The class page (/dashboard/classes/{id}): its students, its assessments with who has submitted, its report. */
export function ClassDetails({ classId, onNavigate }: ClassDetailsProps) {
  const api = useAssessApi();
  const { resource, reload } = useResource(classId, (options) => loadClassDetails(api, classId, options));
  const [dialog, setDialog] = useState<'students' | 'assign' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);

  const changed = (message: string) => {
    setDialog(null);
    setNotice({ message, severity: 'success' });
    void reload();
  };

  async function exportList(name: string) {
    setExporting(true);
    try {
      const file = await downloadClassList(api, classId);
      if (file) saveFile(file, `class_list_${fileNameSlug(name)}.csv`);
    } catch (error) {
      setNotice({ message: statusText(CLASS_DETAILS_TEXTS.exportFailed, error), severity: 'error' });
    } finally {
      setExporting(false);
    }
  }

  async function unassign(assignment: ClassAssignment) {
    try {
      await unassignClassAssessment(api, classId, assignment.assessment_id);
      changed(CLASS_DETAILS_TEXTS.removed(assignment.title));
    } catch (error) {
      setNotice({ message: apiErrorText(error, CLASS_DETAILS_TEXTS.removeFailed), severity: 'error' });
    }
  }

  const back = (
    <RouteLink to={routeTo('management')} onNavigate={onNavigate} className={styles.link}>
      {CLASS_DETAILS_TEXTS.back}
    </RouteLink>
  );

  if (resource.kind !== 'data') {
    return (
      <Screen part="class-details">
        {back}
        {resource.kind === 'loading' && <LoadingState title={CLASS_DETAILS_TEXTS.loading} />}
        {resource.kind === 'error' && isRefusal(resource.error) && <Alert severity="error">{MANAGEMENT_ACCESS_DENIED}</Alert>}
        {resource.kind === 'error' && !isRefusal(resource.error) && (
          <Alert
            severity="error"
            action={
              <Button variant="outlined" size="sm" onClick={() => void reload()}>
                Retry
              </Button>
            }
          >
            {classDetailsFailure(resource.error)}
          </Alert>
        )}
      </Screen>
    );
  }

  const { schoolClass, students, assignments } = resource.data;
  const facts = [schoolClass.subject_name ?? CLASSES_TEXTS.noSubject, schoolClass.year_group ?? CLASSES_TEXTS.noYearGroup, schoolClass.academic_year && CLASSES_TEXTS.academicYear(schoolClass.academic_year)];

  return (
    <Screen part="class-details">
      {back}
      <ScreenHeader
        title={schoolClass.name}
        subtitle={facts.filter(Boolean).join(' · ')}
        actions={
          <>
            <Button variant="outlined" onClick={() => void reload()}>
              {CLASS_DETAILS_TEXTS.refresh}
            </Button>
            <Button variant="outlined" onClick={() => void exportList(schoolClass.name)} loading={exporting}>
              {CLASS_DETAILS_TEXTS.export}
            </Button>
            {schoolClass.teacher_id && (
              <RouteLink to={routeTo('classReport', { teacherId: schoolClass.teacher_id, classId: schoolClass.id })} onNavigate={onNavigate} className={buttonClassName({ variant: 'outlined' })}>
                {CLASS_DETAILS_TEXTS.report}
              </RouteLink>
            )}
          </>
        }
      />
      {schoolClass.description && <p className={text.flat}>{schoolClass.description}</p>}

      <Card
        as="section"
        title={`${CLASS_DETAILS_TEXTS.students} (${students.length})`}
        headingLevel={2}
        headerAction={
          <Button variant="primary" size="sm" onClick={() => setDialog('students')}>
            {CLASSES_TEXTS.addStudents}
          </Button>
        }
      >
        <Table caption={CLASS_DETAILS_TEXTS.students} hideCaption columns={STUDENT_COLUMNS} rows={students} getRowKey={(student) => student.id} emptyMessage={CLASS_DETAILS_TEXTS.noStudents} />
      </Card>

      <Card
        as="section"
        title={CLASS_DETAILS_TEXTS.assessments}
        headingLevel={2}
        headerAction={
          <Button variant="primary" size="sm" onClick={() => setDialog('assign')}>
            {CLASS_DETAILS_TEXTS.assign}
          </Button>
        }
      >
        {assignments.length === 0 ? (
          <p className={text.muted}>{CLASS_DETAILS_TEXTS.noAssessments}</p>
        ) : (
          <div className={cardBody}>
            {assignments.map((assignment) => (
              <AssignmentCard key={assignment.assessment_id} assignment={assignment} onUnassign={() => void unassign(assignment)} />
            ))}
          </div>
        )}
      </Card>

      {dialog === 'students' && <AddStudentsDialog schoolClass={schoolClass} onCancel={() => setDialog(null)} onAdded={changed} />}
      {dialog === 'assign' && (
        <AssignDialog
          schoolClass={schoolClass}
          assignedIds={assignments.map((assignment) => assignment.assessment_id)}
          onCancel={() => setDialog(null)}
          onAssigned={changed}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Screen>
  );
}
