import { useState } from 'react';
import { apiErrorText, routeTo, type ClassForm, type Resource, type SchoolClass } from '@assess/core';
import { Alert, Button, Card, Chip, EditIcon, Heading, IconButton, LoadingState, useAssessApi, useNavigate, type NavigateHandler } from '@assess/ui';
import { NoticeSnackbar, type Notice } from '../shared/NoticeSnackbar.tsx';
import * as panel from '../shared/panel.css.ts';
import * as text from '../shared/text.css.ts';
import * as styles from './ClassesPanel.css.ts';
import { AddStudentsDialog } from './AddStudentsDialog.tsx';
import { ClassDialog, saveClassForm } from './ClassDialog.tsx';
import { CLASS_SNACKBAR_MS } from './snackbar.ts';
import { CLASSES_TEXTS } from './texts.ts';
import { isStaleSave } from '../shared/texts.ts';

export { CLASS_SNACKBAR_MS };

export interface ClassesPanelProps {
  classes: Resource<SchoolClass[]>;
  /** What to say when the classes could not be read. */
  failure: string | null;
  /** Reads the classes again, past the cache; resolves with the outcome. */
  reload: () => Promise<Resource<SchoolClass[]>>;
  /** Reloads the student records too: adding students to a class changes them. */
  onStudentsChanged: () => void;
  userId: string;
  /** Opens the Create dialog on arrival (/dashboard/classes/create). */
  startCreating?: boolean;
  onNavigate: NavigateHandler | undefined;
}

function ClassCard({ schoolClass, onEdit, onAddStudents, onDetails }: { schoolClass: SchoolClass; onEdit: () => void; onAddStudents: () => void; onDetails: () => void }) {
  return (
    <Card
      as="li"
      title={schoolClass.name}
      subtitle={schoolClass.subject_name ?? CLASSES_TEXTS.noSubject}
      headerAction={
        <IconButton label={CLASSES_TEXTS.edit(schoolClass.name)} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      }
      actions={
        <>
          <Button variant="outlined" size="sm" onClick={onAddStudents}>
            {CLASSES_TEXTS.addStudents}
          </Button>
          <Button variant="primary" size="sm" onClick={onDetails}>
            {CLASSES_TEXTS.details}
          </Button>
        </>
      }
      part="class-card"
    >
      <div className={styles.cardBody}>
        <p className={schoolClass.description ? text.flat : text.muted}>{schoolClass.description ?? CLASSES_TEXTS.noDescription}</p>
        <div className={styles.chips}>
          <Chip size="sm" color={schoolClass.year_group ? 'primary' : 'default'}>
            {schoolClass.year_group ?? CLASSES_TEXTS.noYearGroup}
          </Chip>
          <Chip size="sm" color="secondary">
            {CLASSES_TEXTS.students(schoolClass.student_count)}
          </Chip>
        </div>
        {schoolClass.academic_year && <p className={text.muted}>{CLASSES_TEXTS.academicYear(schoolClass.academic_year)}</p>}
      </div>
    </Card>
  );
}

/** Class Management (spec 02 §2): the card grid, Refresh, Create Class and Edit, Add Students and Details. */
export function ClassesPanel({ classes, failure, reload, onStudentsChanged, userId, startCreating = false, onNavigate }: ClassesPanelProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  // undefined: closed; null: creating; a class: editing it.
  const [editing, setEditing] = useState<SchoolClass | null | undefined>(startCreating ? null : undefined);
  const [adding, setAdding] = useState<SchoolClass | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  // Someone else saved the class since the dialog opened: the server's refusal, shown until a reload.
  const [staleSave, setStaleSave] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function refresh() {
    setRefreshing(true);
    const result = await reload();
    setRefreshing(false);
    if (result.kind === 'data') setNotice({ message: CLASSES_TEXTS.refreshed, severity: 'success' });
  }

  async function save(form: ClassForm) {
    const current = editing ?? undefined;
    setSaving(true);
    setStaleSave(null);
    try {
      await saveClassForm(api, form, userId, current ?? undefined);
      setEditing(undefined);
      setNotice({ message: current ? CLASSES_TEXTS.updated : CLASSES_TEXTS.created, severity: 'success' });
      void reload();
    } catch (error) {
      console.error(CLASSES_TEXTS.saveFailed, error);
      if (isStaleSave(error)) setStaleSave(apiErrorText(error, CLASSES_TEXTS.saveFailed));
      else setSaveFailure(apiErrorText(error, CLASSES_TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  /** Reads the classes again and edits the class as it now is; the dialog keeps what was typed. */
  async function reloadEdited() {
    const result = await reload();
    const fresh = result.kind === 'data' ? result.data.find((schoolClass) => schoolClass.id === editing?.id) : undefined;
    if (!fresh) throw new Error('The class could not be read again');
    setEditing(fresh);
  }

  return (
    <div className={panel.panel}>
      <div className={panel.header}>
        <Heading level={2} className={panel.sectionTitle}>
          {CLASSES_TEXTS.heading}
        </Heading>
        <div className={panel.actions}>
          <Button variant="outlined" onClick={() => void refresh()} loading={refreshing}>
            {CLASSES_TEXTS.refresh}
          </Button>
          <Button variant="primary" onClick={() => setEditing(null)}>
            {CLASSES_TEXTS.create}
          </Button>
        </div>
      </div>
      {failure && <Alert severity="error">{failure}</Alert>}
      {classes.kind === 'loading' && <LoadingState title={CLASSES_TEXTS.loading} />}
      {classes.kind === 'data' &&
        (classes.data.length === 0 ? (
          <p className={text.muted}>{CLASSES_TEXTS.empty}</p>
        ) : (
          <ul className={styles.grid} aria-label={CLASSES_TEXTS.heading}>
            {classes.data.map((schoolClass) => (
              <ClassCard
                key={schoolClass.id}
                schoolClass={schoolClass}
                onEdit={() => setEditing(schoolClass)}
                onAddStudents={() => setAdding(schoolClass)}
                onDetails={() => navigate({ to: routeTo('classDetails', { classId: schoolClass.id }) })}
              />
            ))}
          </ul>
        ))}
      {editing !== undefined && (
        <ClassDialog
          schoolClass={editing}
          saving={saving}
          failure={saveFailure}
          staleSave={staleSave}
          onReload={reloadEdited}
          onFailureSeen={() => setSaveFailure(null)}
          onCancel={() => {
            setSaveFailure(null);
            setStaleSave(null);
            setEditing(undefined);
          }}
          onSave={(form) => void save(form)}
        />
      )}
      {adding && (
        <AddStudentsDialog
          schoolClass={adding}
          onCancel={() => setAdding(null)}
          onAdded={(message) => {
            setAdding(null);
            setNotice({ message, severity: 'success' });
            void reload();
            onStudentsChanged();
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
