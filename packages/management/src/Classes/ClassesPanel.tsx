import { countOf } from '@assess/core';
import { useState } from 'react';
import type { ClassForm, SchoolClass } from '@assess/core';
import { Alert, Button, Card, Chip, Heading, IconButton, LoadingState, Snackbar, useAssessApi, type NavigateHandler, useNavigate, EditIcon } from '@assess/ui';
import type { PartState } from '../Management/useManagement.ts';
import type { LoadResult } from '../Management/loadManagement.ts';
import { errorText } from '../shared/management-api.ts';
import { classRoute } from '../shared/routes.ts';
import * as styles from '../shared/screen.css.ts';
import { AddStudentsDialog } from './AddStudentsDialog.tsx';
import { ClassDialog, saveClassForm } from './ClassDialog.tsx';
import { CLASS_SNACKBAR_MS } from './snackbar.ts';

export { CLASS_SNACKBAR_MS };

export const CLASSES_TEXTS = {
  heading: 'Classes',
  refresh: 'Refresh',
  create: 'Create Class',
  empty: 'No classes found. Create your first class to get started.',
  noSubject: 'No Subject Assigned',
  noDescription: 'No description provided',
  noYearGroup: 'No Year Group',
  students: (count: number) => countOf(count, 'Student'),
  academicYear: (year: string) => `Academic Year: ${year}`,
  addStudents: 'Add Students',
  details: 'Details',
  edit: (name: string) => `Edit ${name}`,
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  saveFailed: 'Failed to save class',
  refreshed: 'Data refreshed',
  loading: 'Loading classes...',
} as const;

interface Notice {
  message: string;
  severity: 'success' | 'error';
}

export interface ClassesPanelProps {
  classes: PartState<SchoolClass[]>;
  reload: (options?: { refresh?: boolean }) => Promise<LoadResult<SchoolClass[]>>;
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
        <p className={schoolClass.description ? styles.flat : styles.muted}>{schoolClass.description ?? CLASSES_TEXTS.noDescription}</p>
        <div className={styles.chips}>
          <Chip size="sm" color={schoolClass.year_group ? 'primary' : 'default'}>
            {schoolClass.year_group ?? CLASSES_TEXTS.noYearGroup}
          </Chip>
          <Chip size="sm" color="secondary">
            {CLASSES_TEXTS.students(schoolClass.student_count)}
          </Chip>
        </div>
        {schoolClass.academic_year && <p className={styles.muted}>{CLASSES_TEXTS.academicYear(schoolClass.academic_year)}</p>}
      </div>
    </Card>
  );
}

/** Class Management (spec 02 §2): the card grid, Refresh, Create Class and Edit, Add Students and Details. */
export function ClassesPanel({ classes, reload, onStudentsChanged, userId, startCreating = false, onNavigate }: ClassesPanelProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  // undefined: closed; null: creating; a class: editing it.
  const [editing, setEditing] = useState<SchoolClass | null | undefined>(startCreating ? null : undefined);
  const [adding, setAdding] = useState<SchoolClass | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function refresh() {
    setRefreshing(true);
    const result = await reload({ refresh: true });
    setRefreshing(false);
    if (result.kind === 'data') setNotice({ message: CLASSES_TEXTS.refreshed, severity: 'success' });
  }

  async function save(form: ClassForm) {
    const current = editing ?? undefined;
    setSaving(true);
    try {
      await saveClassForm(api, form, userId, current?.id);
      setEditing(undefined);
      setNotice({ message: current ? CLASSES_TEXTS.updated : CLASSES_TEXTS.created, severity: 'success' });
      void reload({ refresh: true });
    } catch (error) {
      console.error(CLASSES_TEXTS.saveFailed, error);
      setSaveFailure(errorText(error, CLASSES_TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <Heading level={2} className={styles.sectionTitle}>
          {CLASSES_TEXTS.heading}
        </Heading>
        <div className={styles.actions}>
          <Button variant="outlined" onClick={() => void refresh()} loading={refreshing}>
            {CLASSES_TEXTS.refresh}
          </Button>
          <Button variant="primary" onClick={() => setEditing(null)}>
            {CLASSES_TEXTS.create}
          </Button>
        </div>
      </div>
      {classes.kind === 'error' && <Alert severity="error">{classes.message}</Alert>}
      {classes.kind === 'loading' && <LoadingState title={CLASSES_TEXTS.loading} />}
      {classes.kind === 'data' &&
        (classes.value.length === 0 ? (
          <p className={styles.muted}>{CLASSES_TEXTS.empty}</p>
        ) : (
          <ul className={styles.grid} aria-label={CLASSES_TEXTS.heading}>
            {classes.value.map((schoolClass) => (
              <ClassCard
                key={schoolClass.id}
                schoolClass={schoolClass}
                onEdit={() => setEditing(schoolClass)}
                onAddStudents={() => setAdding(schoolClass)}
                onDetails={() => navigate({ to: classRoute(schoolClass.id) })}
              />
            ))}
          </ul>
        ))}
      {editing !== undefined && (
        <ClassDialog
          schoolClass={editing}
          saving={saving}
          failure={saveFailure}
          onFailureSeen={() => setSaveFailure(null)}
          onCancel={() => {
            setSaveFailure(null);
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
            void reload({ refresh: true });
            onStudentsChanged();
          }}
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
