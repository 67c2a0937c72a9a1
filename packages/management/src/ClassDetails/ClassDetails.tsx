import { useCallback, useEffect, useRef, useState } from 'react';
import { fileNameSlug, formatShortDate, MANAGEMENT_ACCESS_DENIED, type ClassAssignment } from '@assess/core';
import {
  Alert,
  Button,
  Card,
  Chip,
  Heading,
  LoadingState,
  RouteLink,
  Snackbar,
  Table,
  buttonClassName,
  saveFile,
  useAssessApi,
  type NavigateHandler,
  type TableColumn,
} from '@assess/ui';
import { AddStudentsDialog } from '../Classes/AddStudentsDialog.tsx';
import { CLASS_SNACKBAR_MS, CLASSES_TEXTS } from '../Classes/ClassesPanel.tsx';
import type { LoadResult } from '../Management/loadManagement.ts';
import { downloadClassList, statusText, unassignAssessment, errorText, type ManagedStudent } from '../shared/management-api.ts';
import { classReportRoute, MANAGEMENT_ROUTE } from '../shared/routes.ts';
import { AccountChip } from '../shared/AccountChip.tsx';
import * as styles from '../shared/screen.css.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { loadClassDetails, type ClassDetailsData } from './loadClassDetails.ts';

export const CLASS_DETAILS_TEXTS = {
  back: 'Back to Management',
  loading: 'Loading class...',
  students: 'Students',
  noStudents: 'No students in this class yet. Use Add Students to put some in.',
  assessments: 'Assessments',
  noAssessments: 'No assessments assigned to this class yet.',
  assign: 'Assign Assessment',
  export: 'Export CSV',
  exportFailed: 'Failed to export class list',
  report: 'View Class Report',
  refresh: 'Refresh',
  submittedCount: (submitted: number, total: number) => `${submitted} of ${total} submitted`,
  submitted: 'Submitted',
  notSubmitted: 'Not submitted',
  noAccount: 'No linked account',
  remove: 'Unassign',
  removed: (title: string) => `${title} is no longer assigned to the class`,
  removeFailed: 'Failed to unassign assessment',
} as const;

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

type AssignmentStudent = ClassAssignment['students'][number];

const SUBMISSION_COLUMNS: readonly TableColumn<AssignmentStudent>[] = [
  { key: 'name', header: 'Student', rowHeader: true, render: (student) => student.name },
  {
    key: 'status',
    header: 'Status',
    render: (student) =>
      student.submitted ? (
        <Chip size="sm" color="success">
          {CLASS_DETAILS_TEXTS.submitted}
        </Chip>
      ) : (
        <Chip size="sm" color={student.user_id ? 'warning' : 'default'}>
          {student.user_id ? CLASS_DETAILS_TEXTS.notSubmitted : CLASS_DETAILS_TEXTS.noAccount}
        </Chip>
      ),
  },
  { key: 'submitted_at', header: 'Submitted', render: (student) => (student.submitted_at ? formatShortDate(student.submitted_at) : '—') },
  { key: 'score', header: 'Score', render: (student) => (student.percentage === null ? '—' : `${Math.round(student.percentage)}%`) },
];

export interface ClassDetailsProps {
  classId: string;
  onNavigate?: NavigateHandler;
}

/** The class page (/dashboard/classes/{id}): its students, its assessments with who has submitted, its report. */
export function ClassDetails({ classId, onNavigate }: ClassDetailsProps) {
  const api = useAssessApi();
  const [state, setState] = useState<{ kind: 'loading' } | LoadResult<ClassDetailsData>>({ kind: 'loading' });
  const [dialog, setDialog] = useState<'students' | 'assign' | null>(null);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const [exporting, setExporting] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (refresh: boolean) => {
      const request = ++latest.current;
      const result = await loadClassDetails(api, classId, { refresh });
      if (request === latest.current) setState(result);
    },
    [api, classId],
  );
  useEffect(() => {
    void load(false);
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const changed = (message: string) => {
    setDialog(null);
    setNotice({ message, severity: 'success' });
    void load(true);
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
      await unassignAssessment(api, classId, assignment.assessment_id);
      changed(CLASS_DETAILS_TEXTS.removed(assignment.title));
    } catch (error) {
      setNotice({ message: errorText(error, CLASS_DETAILS_TEXTS.removeFailed), severity: 'error' });
    }
  }

  const back = (
    <RouteLink to={MANAGEMENT_ROUTE} onNavigate={onNavigate} className={styles.link}>
      {CLASS_DETAILS_TEXTS.back}
    </RouteLink>
  );

  if (state.kind !== 'data') {
    return (
      <div className={styles.screen} part="class-details">
        {back}
        {state.kind === 'loading' && <LoadingState title={CLASS_DETAILS_TEXTS.loading} />}
        {state.kind === 'forbidden' && <Alert severity="error">{MANAGEMENT_ACCESS_DENIED}</Alert>}
        {state.kind === 'error' && (
          <Alert
            severity="error"
            action={
              <Button variant="outlined" size="sm" onClick={() => void load(true)}>
                Retry
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
      </div>
    );
  }

  const { schoolClass, students, assignments } = state.value;
  const facts = [schoolClass.subject_name ?? CLASSES_TEXTS.noSubject, schoolClass.year_group ?? CLASSES_TEXTS.noYearGroup, schoolClass.academic_year && CLASSES_TEXTS.academicYear(schoolClass.academic_year)];

  return (
    <div className={styles.screen} part="class-details">
      {back}
      <div className={styles.header}>
        <div>
          <Heading level={1} className={styles.title}>
            {schoolClass.name}
          </Heading>
          <p className={styles.muted}>{facts.filter(Boolean).join(' · ')}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="outlined" onClick={() => void load(true)}>
            {CLASS_DETAILS_TEXTS.refresh}
          </Button>
          <Button variant="outlined" onClick={() => void exportList(schoolClass.name)} loading={exporting}>
            {CLASS_DETAILS_TEXTS.export}
          </Button>
          {schoolClass.teacher_id && (
            <RouteLink to={classReportRoute(schoolClass.teacher_id, schoolClass.id)} onNavigate={onNavigate} className={buttonClassName({ variant: 'outlined' })}>
              {CLASS_DETAILS_TEXTS.report}
            </RouteLink>
          )}
        </div>
      </div>
      {schoolClass.description && <p className={styles.flat}>{schoolClass.description}</p>}

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
          <p className={styles.muted}>{CLASS_DETAILS_TEXTS.noAssessments}</p>
        ) : (
          <div className={styles.cardBody}>
            {assignments.map((assignment) => (
              <Card
                key={assignment.assessment_id}
                as="article"
                title={assignment.title}
                subtitle={[assignment.subject_name, `Assigned ${formatShortDate(assignment.assigned_at)}`].filter(Boolean).join(' · ')}
                headingLevel={3}
                headerAction={
                  <Chip size="sm" color={assignment.submitted_count === assignment.student_count && assignment.student_count > 0 ? 'success' : 'info'}>
                    {CLASS_DETAILS_TEXTS.submittedCount(assignment.submitted_count, assignment.student_count)}
                  </Chip>
                }
                actions={
                  <Button variant="text" size="sm" onClick={() => void unassign(assignment)}>
                    {CLASS_DETAILS_TEXTS.remove}
                  </Button>
                }
              >
                <Table
                  caption={`Submissions for ${assignment.title}`}
                  hideCaption
                  columns={SUBMISSION_COLUMNS}
                  rows={assignment.students}
                  getRowKey={(student) => student.student_record_id}
                  emptyMessage={CLASS_DETAILS_TEXTS.noStudents}
                />
              </Card>
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
      <Snackbar
        open={notice !== null}
        message={notice?.message ?? ''}
        severity={notice?.severity ?? 'success'}
        autoHideDuration={CLASS_SNACKBAR_MS}
        onClose={() => setNotice(null)}
      />
    </div>
  );
}
