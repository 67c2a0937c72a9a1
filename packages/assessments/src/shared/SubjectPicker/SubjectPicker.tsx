import { useId, useState } from 'react';
import { canCreateSubject, type Subject } from '@assess/core';
import { Alert, Button, Select, TextField, type SelectOption } from '@assess/ui';
import type { SubjectsState } from './useSubjects.ts';
import * as styles from './SubjectPicker.css.ts';

export interface SubjectPickerProps {
  subjects: SubjectsState;
  /** The chosen subject's id, an extra option's value, or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Options after the subjects, e.g. the wizard's 'Custom'. */
  extraOptions?: readonly SelectOption[];
}

/** Pick a subject, or type a new one that matches no existing name (case-insensitive) and create it. */
export function SubjectPicker({ subjects, value, onChange, error, required, extraOptions = [] }: SubjectPickerProps) {
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const newId = useId();
  const names = subjects.subjects.map((subject) => subject.name);
  const creatable = canCreateSubject(typed, names);

  async function create() {
    setCreating(true);
    setCreateError(null);
    try {
      const subject: Subject = await subjects.create(typed);
      onChange(subject.id);
      setTyped('');
    } catch (failure) {
      setCreateError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className={styles.picker}>
      <Select
        label="Subject"
        required={required}
        placeholder={subjects.loading ? 'Loading subjects...' : 'Select a subject'}
        options={[...subjects.subjects.map((subject) => ({ value: subject.id, label: subject.name })), ...extraOptions]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        fullWidth
      />
      {subjects.error && (
        <Alert
          severity="error"
          action={
            <Button size="sm" variant="outlined" onClick={subjects.reload}>
              Retry
            </Button>
          }
        >
          {subjects.error}
        </Alert>
      )}
      <div className={styles.createRow}>
        <TextField
          id={newId}
          label="New subject"
          placeholder="Type a subject that is not in the list"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={createError ?? undefined}
          className={styles.createField}
        />
        <Button variant="outlined" disabled={!creatable} loading={creating} onClick={() => void create()}>
          {creatable ? `Create "${typed.trim()}"` : 'Create subject'}
        </Button>
      </div>
    </div>
  );
}
