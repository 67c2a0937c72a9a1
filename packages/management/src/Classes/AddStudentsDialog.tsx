import { countOf } from '@assess/core';
import { useEffect, useState } from 'react';
import type { SchoolClass } from '@assess/core';
import { Alert, Button, Checkbox, Dialog, LoadingState, useAssessApi } from '@assess/ui';
import { addStudentsToClass, fetchStudents, statusText, type ManagedStudent } from '../shared/management-api.ts';
import * as styles from '../shared/screen.css.ts';

export const ADD_STUDENTS_TEXTS = {
  title: (name: string) => `Add Students to ${name}`,
  intro: 'Choose the students to put in this class. A student who is in another class moves to this one.',
  none: 'All your students are already in this class. Add new students under Student Management.',
  loadFailed: 'Failed to fetch students',
  failed: 'Failed to add students',
  submit: (count: number) => (count === 0 ? 'Add Students' : `Add ${countOf(count, 'Student')}`),
  added: (count: number, name: string) => `${countOf(count, 'student')} added to ${name}`,
} as const;

export interface AddStudentsDialogProps {
  schoolClass: SchoolClass;
  onCancel: () => void;
  /** Called after the students were added, with the message to show. */
  onAdded: (message: string) => void;
}

/** Add Students on a class card or the class page: picks several of the teacher's students into the class. */
export function AddStudentsDialog({ schoolClass, onCancel, onAdded }: AddStudentsDialogProps) {
  const api = useAssessApi();
  const [students, setStudents] = useState<ManagedStudent[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchStudents(api, { fresh: true }).then(
      (list) => live && setStudents(list.filter((student) => student.class_id !== schoolClass.id)),
      (error: unknown) => live && setFailure(statusText(ADD_STUDENTS_TEXTS.loadFailed, error)),
    );
    return () => {
      live = false;
    };
  }, [api, schoolClass.id]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function add() {
    setSaving(true);
    setFailure(null);
    try {
      await addStudentsToClass(api, schoolClass.id, [...chosen]);
      onAdded(ADD_STUDENTS_TEXTS.added(chosen.size, schoolClass.name));
    } catch (error) {
      console.error(ADD_STUDENTS_TEXTS.failed, error);
      setFailure(statusText(ADD_STUDENTS_TEXTS.failed, error));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      title={ADD_STUDENTS_TEXTS.title(schoolClass.name)}
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void add()} loading={saving} disabled={chosen.size === 0}>
            {ADD_STUDENTS_TEXTS.submit(chosen.size)}
          </Button>
        </>
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
