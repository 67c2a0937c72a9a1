import { Fragment, useState, type ReactNode } from 'react';
import { canInviteStudent, invitationLink, type SchoolClass } from '@assess/core';
import { Alert, Button, Heading, IconButton, LoadingState, Table, useAssessApi, useElementConfig, type TableColumn, DeleteIcon, EditIcon, MailIcon } from '@assess/ui';
import type { LoadResult } from '../Management/loadManagement.ts';
import type { PartState } from '../Management/useManagement.ts';
import { deleteStudent, inviteStudent, saveStudent, statusText, type ManagedStudent, type StudentBody } from '../shared/management-api.ts';
import { AccountChip } from '../shared/AccountChip.tsx';
import * as styles from '../shared/screen.css.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { InvitationDialog, INVITATION_TEXTS } from './InvitationDialog.tsx';
import { StudentDialog } from './StudentDialog.tsx';

export const STUDENTS_TEXTS = {
  heading: 'Student Management',
  refresh: 'Refresh',
  add: 'Add Student',
  import: 'Import CSV',
  caption: 'Students',
  empty: 'No students found. Click "Add Student" to create one.',
  loading: 'Loading students...',
  created: 'Student created successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted successfully',
  createFailed: 'Failed to create student',
  updateFailed: 'Failed to update student',
  deleteFailed: 'Failed to delete student',
  inviteFailed: 'Failed to send invitation',
  edit: (name: string) => `Edit ${name}`,
  invite: (name: string) => `Send invitation to ${name}`,
  remove: (name: string) => `Delete ${name}`,
} as const;

interface Banner {
  message: string;
  severity: 'success' | 'error';
}

export interface StudentsPanelProps {
  students: PartState<ManagedStudent[]>;
  /** The classes the user sees; a record can be put in one of its own teacher's. */
  classes: readonly SchoolClass[];
  /** The signed-in user: the teacher of the records they add. */
  userId: string;
  reload: (options?: { refresh?: boolean }) => Promise<LoadResult<ManagedStudent[]>>;
  /** Reloads the classes too: their student counts change with the records. */
  onClassesChanged: () => void;
}

/** The columns after Name (spec 02 §2), shown as table cells on wide screens and as a card's facts on phones. */
const STUDENT_FACTS: readonly { key: string; label: string; render: (student: ManagedStudent) => ReactNode }[] = [
  { key: 'email', label: 'Email', render: (student) => student.email ?? '—' },
  { key: 'student_id', label: 'Student ID', render: (student) => student.student_id ?? '—' },
  { key: 'class', label: 'Class/Year', render: (student) => [student.class_name, student.class_year].filter(Boolean).join(' · ') || '—' },
  {
    key: 'account',
    label: 'Account',
    render: (student) => <AccountChip student={student} />,
  },
];

/** The classes a record of this teacher can be put in (all the user sees when the teacher is not known). */
function classesOf(classes: readonly SchoolClass[], teacherId: string | null): readonly SchoolClass[] {
  return teacherId ? classes.filter((schoolClass) => schoolClass.teacher_id === teacherId) : classes;
}

/** The address the invitation link points at: the Assess site (link base URL) or this page's origin. */
function useSiteOrigin(): string {
  const { linkBaseUrl } = useElementConfig();
  return linkBaseUrl ?? globalThis.location?.origin ?? '';
}

/** Student Management (spec 02 §2): the table, Add and Edit, Confirm Delete, invitations, import. */
export function StudentsPanel({ students, classes, userId, reload, onClassesChanged }: StudentsPanelProps) {
  const api = useAssessApi();
  const origin = useSiteOrigin();
  // undefined: closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<ManagedStudent | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ManagedStudent | null>(null);
  const [invitation, setInvitation] = useState<{ name: string; link: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const changed = () => {
    void reload({ refresh: true });
    onClassesChanged();
  };

  async function save(body: StudentBody) {
    const current = editing ?? undefined;
    setBusy(true);
    setDialogFailure(null);
    try {
      await saveStudent(api, body, current?.id);
      setEditing(undefined);
      setBanner({ message: current ? STUDENTS_TEXTS.updated : STUDENTS_TEXTS.created, severity: 'success' });
      changed();
    } catch (error) {
      const message = statusText(current ? STUDENTS_TEXTS.updateFailed : STUDENTS_TEXTS.createFailed, error);
      console.error(message, error);
      setDialogFailure(message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(student: ManagedStudent) {
    setBusy(true);
    try {
      await deleteStudent(api, student.id);
      setBanner({ message: STUDENTS_TEXTS.deleted, severity: 'success' });
      changed();
    } catch (error) {
      setBanner({ message: statusText(STUDENTS_TEXTS.deleteFailed, error), severity: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  async function invite(student: ManagedStudent) {
    setBusy(true);
    try {
      const code = await inviteStudent(api, student.id);
      setBanner({ message: INVITATION_TEXTS.sent, severity: 'success' });
      setInvitation({ name: student.name, link: invitationLink(origin, code) });
      void reload({ refresh: true });
    } catch (error) {
      setBanner({ message: statusText(STUDENTS_TEXTS.inviteFailed, error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function refresh() {
    setRefreshing(true);
    await reload({ refresh: true });
    setRefreshing(false);
  }

  const actions = (student: ManagedStudent) => (
    <div className={styles.rowActions}>
      <IconButton label={STUDENTS_TEXTS.edit(student.name)} size="sm" onClick={() => setEditing(student)}>
        <EditIcon />
      </IconButton>
      {canInviteStudent(student) && (
        <IconButton label={STUDENTS_TEXTS.invite(student.name)} size="sm" disabled={busy} onClick={() => void invite(student)}>
          <MailIcon />
        </IconButton>
      )}
      <IconButton label={STUDENTS_TEXTS.remove(student.name)} size="sm" onClick={() => setDeleting(student)}>
        <DeleteIcon />
      </IconButton>
    </div>
  );
  const columns: readonly TableColumn<ManagedStudent>[] = [
    { key: 'name', header: 'Name', rowHeader: true, render: (student) => student.name },
    ...STUDENT_FACTS.map((fact) => ({ key: fact.key, header: fact.label, render: fact.render })),
    { key: 'actions', header: 'Actions', render: actions },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <Heading level={2} className={styles.sectionTitle}>
          {STUDENTS_TEXTS.heading}
        </Heading>
        <div className={styles.actions}>
          <Button variant="outlined" onClick={() => void refresh()} loading={refreshing}>
            {STUDENTS_TEXTS.refresh}
          </Button>
          <Button variant="outlined" onClick={() => setImporting(true)}>
            {STUDENTS_TEXTS.import}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setDialogFailure(null);
              setEditing(null);
            }}
          >
            {STUDENTS_TEXTS.add}
          </Button>
        </div>
      </div>
      {banner && (
        <Alert severity={banner.severity} onClose={() => setBanner(null)} autoDismiss={banner.severity === 'success'}>
          {banner.message}
        </Alert>
      )}
      {students.kind === 'error' && <Alert severity="error">{students.message}</Alert>}
      {students.kind === 'loading' && <LoadingState title={STUDENTS_TEXTS.loading} />}
      {students.kind === 'data' && (
        <>
          <Table
            className={styles.wideOnly}
            caption={STUDENTS_TEXTS.caption}
            hideCaption
            columns={columns}
            rows={students.value}
            getRowKey={(student) => student.id}
            emptyMessage={STUDENTS_TEXTS.empty}
          />
          <ul className={styles.phoneOnly} aria-label={STUDENTS_TEXTS.caption}>
            {students.value.length === 0 && <li className={styles.muted}>{STUDENTS_TEXTS.empty}</li>}
            {students.value.map((student) => (
              <li key={student.id} className={styles.recordCard}>
                <Heading level={3} className={styles.recordName}>
                  {student.name}
                </Heading>
                <dl className={styles.facts}>
                  {STUDENT_FACTS.map((fact) => (
                    <Fragment key={fact.key}>
                      <dt className={styles.factName}>{fact.label}</dt>
                      <dd className={styles.factValue}>{fact.render(student)}</dd>
                    </Fragment>
                  ))}
                </dl>
                {actions(student)}
              </li>
            ))}
          </ul>
        </>
      )}
      {editing !== undefined && (
        <StudentDialog student={editing} classes={classesOf(classes, editing?.teacher_id ?? userId)} saving={busy} failure={dialogFailure} onCancel={() => setEditing(undefined)} onSave={(body) => void save(body)} />
      )}
      {deleting && <ConfirmDeleteDialog name={deleting.name} deleting={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)} />}
      {invitation && (
        <InvitationDialog
          studentName={invitation.name}
          link={invitation.link}
          onCopied={() => setBanner({ message: INVITATION_TEXTS.copied, severity: 'success' })}
          onClose={() => setInvitation(null)}
        />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} onChanged={changed} />}
    </div>
  );
}
