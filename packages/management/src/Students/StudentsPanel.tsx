import { useState } from 'react';
import {
  apiErrorText,
  canInviteStudent,
  deleteManagedStudent,
  invitationLink,
  inviteManagedStudent,
  saveManagedStudent,
  type ManagedStudent,
  type ManagedStudentBody,
  type Resource,
  type SchoolClass,
} from '@assess/core';
import { Alert, Button, DeleteIcon, EditIcon, Heading, IconButton, LoadingState, MailIcon, useAssessApi, useElementConfig } from '@assess/ui';
import { isStaleSave, statusText } from '../shared/texts.ts';
import * as panel from '../shared/panel.css.ts';
import * as styles from './StudentsPanel.css.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { InvitationDialog } from './InvitationDialog.tsx';
import { StudentDialog } from './StudentDialog.tsx';
import { StudentRecords } from './StudentRecords.tsx';
import { INVITATION_TEXTS, STUDENTS_TEXTS } from './texts.ts';

interface Banner {
  message: string;
  severity: 'success' | 'error';
}

export interface StudentsPanelProps {
  students: Resource<ManagedStudent[]>;
  /** What to say when the records could not be read. */
  failure: string | null;
  /** The classes the user sees; a record can be put in one of its own teacher's. */
  classes: readonly SchoolClass[];
  /** The signed-in user: the teacher of the records they add. */
  userId: string;
  /** Reads the records again, past the cache. */
  reload: () => Promise<Resource<ManagedStudent[]>>;
  /** Reloads the classes too: their student counts change with the records. */
  onClassesChanged: () => void;
}

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
export function StudentsPanel({ students, failure, classes, userId, reload, onClassesChanged }: StudentsPanelProps) {
  const api = useAssessApi();
  const origin = useSiteOrigin();
  // undefined: closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<ManagedStudent | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ManagedStudent | null>(null);
  const [invitation, setInvitation] = useState<{ name: string; link: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  // Someone else saved the record since the dialog opened: the server's refusal, shown until a reload.
  const [staleSave, setStaleSave] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const changed = () => {
    void reload();
    onClassesChanged();
  };

  async function save(body: ManagedStudentBody) {
    const current = editing ?? undefined;
    setBusy(true);
    setDialogFailure(null);
    setStaleSave(null);
    try {
      // An edit carries the version it was read at: a save over someone else's later change is refused.
      const version = typeof current?.version === 'number' ? { version: current.version } : {};
      await saveManagedStudent(api, { ...body, ...version }, current?.id);
      setEditing(undefined);
      setBanner({ message: current ? STUDENTS_TEXTS.updated : STUDENTS_TEXTS.created, severity: 'success' });
      changed();
    } catch (error) {
      const message = statusText(current ? STUDENTS_TEXTS.updateFailed : STUDENTS_TEXTS.createFailed, error);
      console.error(message, error);
      if (isStaleSave(error)) setStaleSave(apiErrorText(error, message));
      else setDialogFailure(message);
    } finally {
      setBusy(false);
    }
  }

  /** Reads the records again and edits the record as it now is; the dialog keeps what was typed. */
  async function reloadEdited() {
    const result = await reload();
    const fresh = result.kind === 'data' ? result.data.find((student) => student.id === editing?.id) : undefined;
    if (!fresh) throw new Error('The student record could not be read again');
    setEditing(fresh);
  }

  async function remove(student: ManagedStudent) {
    setBusy(true);
    try {
      await deleteManagedStudent(api, student.id);
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
      const code = await inviteManagedStudent(api, student.id);
      setBanner({ message: INVITATION_TEXTS.sent, severity: 'success' });
      setInvitation({ name: student.name, link: invitationLink(origin, code) });
      void reload();
    } catch (error) {
      setBanner({ message: statusText(STUDENTS_TEXTS.inviteFailed, error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function refresh() {
    setRefreshing(true);
    await reload();
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

  return (
    <div className={panel.panel}>
      <div className={panel.header}>
        <Heading level={2} className={panel.sectionTitle}>
          {STUDENTS_TEXTS.heading}
        </Heading>
        <div className={panel.actions}>
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
      {failure && <Alert severity="error">{failure}</Alert>}
      {students.kind === 'loading' && <LoadingState title={STUDENTS_TEXTS.loading} />}
      {students.kind === 'data' && (
        <StudentRecords students={students.data} caption={STUDENTS_TEXTS.caption} empty={STUDENTS_TEXTS.empty} actions={actions} />
      )}
      {editing !== undefined && (
        <StudentDialog
          student={editing}
          classes={classesOf(classes, editing?.teacher_id ?? userId)}
          saving={busy}
          failure={dialogFailure}
          staleSave={staleSave}
          onReload={reloadEdited}
          onCancel={() => {
            setStaleSave(null);
            setEditing(undefined);
          }}
          onSave={(body) => void save(body)}
        />
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
