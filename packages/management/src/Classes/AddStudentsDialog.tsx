import { useState } from 'react';
import { addStudentsToClass, dataOf, fetchManagedStudents, type SchoolClass } from '@assess/core';
import { Alert, Button, Checkbox, Dialog, LoadingState, useAssessApi, useResource } from '@assess/ui';
import { statusText } from '../shared/texts.ts';
import * as styles from '../shared/dialog.css.ts';
import { DialogActions } from '../shared/DialogActions.tsx';
import { ADD_STUDENTS_TEXTS } from './texts.ts';

export interface AddStudentsDialogProps {
  schoolClass: SchoolClass;
  onCancel: () => void;
  /** Called after the students were added, with the message to show. */
  onAdded: (message: string) => void;
}

/** Add Students on a class card or the class page: picks several of the teacher's students into the class. */
export function AddStudentsDialog({ schoolClass, onCancel, onAdded }: AddStudentsDialogProps) {
  const api = useAssessApi();
  // The teacher's records not in this class yet, always read fresh.
  const { resource } = useResource(schoolClass.id, async ({ signal }) =>
    (await fetchManagedStudents(api, { fresh: true, signal })).filter((student) => student.class_id !== schoolClass.id),
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const students = dataOf(resource) ?? null;
  const failure = addFailure ?? (resource.kind === 'error' ? statusText(ADD_STUDENTS_TEXTS.loadFailed, resource.error.cause) : null);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function add() {
    setSaving(true);
    setAddFailure(null);
    try {
      await addStudentsToClass(api, schoolClass.id, [...chosen]);
      onAdded(ADD_STUDENTS_TEXTS.added(chosen.size, schoolClass.name));
    } catch (error) {
      console.error(ADD_STUDENTS_TEXTS.failed, error);
      setAddFailure(statusText(ADD_STUDENTS_TEXTS.failed, error));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      title={ADD_STUDENTS_TEXTS.title(schoolClass.name)}
      actions={
        <DialogActions busy={saving} onCancel={onCancel}>
          <Button variant="primary" onClick={() => void add()} loading={saving} disabled={chosen.size === 0}>
            {ADD_STUDENTS_TEXTS.submit(chosen.size)}
          </Button>
        </DialogActions>
      }
    >
      <div className={styles.form}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {students === null && !failure && <LoadingState title="Loading students..." />}
        {students?.length === 0 && <p className={styles.muted}>{ADD_STUDENTS_TEXTS.none}</p>}
        {students && students.length > 0 && (
          <>
            <p className={styles.flat}>{ADD_STUDENTS_TEXTS.intro}</p>
            <ul className={styles.checkList} aria-label="Students">
              {students.map((student) => (
                <li key={student.id}>
                  <Checkbox
                    label={student.name}
                    helperText={[student.email, student.class_name && `In ${student.class_name}`].filter(Boolean).join(' · ') || undefined}
                    checked={chosen.has(student.id)}
                    onChange={(event) => toggle(student.id, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
