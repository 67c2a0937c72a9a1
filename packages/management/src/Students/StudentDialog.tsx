import { useState } from 'react';
import { STUDENT_EMAIL_HELPER, studentRequestSchema, type ManagedStudent, type ManagedStudentBody, type SchoolClass } from '@assess/core';
import { Alert, Select, StaleSaveNotice, TextField } from '@assess/ui';
import { FormDialog } from '../shared/FormDialog.tsx';
import { STUDENT_DIALOG_TEXTS } from './texts.ts';
import { STALE_SAVE_TEXTS } from '../shared/texts.ts';

type Field = 'name' | 'email';

export interface StudentDialogProps {
  /** The record to edit; without one the dialog adds a student. */
  student: ManagedStudent | null;
  classes: readonly SchoolClass[];
  saving: boolean;
  /** The failed save's message, shown in the dialog so that nothing typed is lost. */
  failure: string | null;
  /** The server's refusal of a save from a stale copy (someone else saved since), shown with a Reload. */
  staleSave?: string | null;
  /** Reads the record again (after someone else's change); the dialog keeps what was typed. */
  onReload?: () => Promise<unknown>;
  onCancel: () => void;
  onSave: (body: ManagedStudentBody) => void;
}

/** Add New Student / Edit Student (spec 02 §2, §5): name required; e-mail optional but needed to invite. */
export function StudentDialog({ student, classes, saving, failure, staleSave = null, onReload, onCancel, onSave }: StudentDialogProps) {
  const [form, setForm] = useState({
    name: student?.name ?? '',
    email: student?.email ?? '',
    student_id: student?.student_id ?? '',
    class_year: student?.class_year ?? '',
    notes: student?.notes ?? '',
    class_id: student?.class_id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit() {
    const { class_id, ...fields } = form;
    const parsed = studentRequestSchema.safeParse({ ...fields, email: fields.email.trim() });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSave({ ...parsed.data, class_id: class_id || null });
  }

  return (
    <FormDialog
      title={student ? STUDENT_DIALOG_TEXTS.editTitle : STUDENT_DIALOG_TEXTS.addTitle}
      saving={saving}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {staleSave && onReload && <StaleSaveNotice message={staleSave} reloadLabel={STALE_SAVE_TEXTS.reload} reloadedText={STALE_SAVE_TEXTS.reloaded} onReload={onReload} />}
      <TextField label="Name" required fullWidth autoComplete="off" value={form.name} error={errors.name} onChange={(event) => set('name')(event.target.value)} />
      <TextField
        label="Email"
        type="email"
        fullWidth
        autoComplete="off"
        value={form.email}
        error={errors.email}
        helperText={STUDENT_EMAIL_HELPER}
        onChange={(event) => set('email')(event.target.value)}
      />
      <TextField label="Student ID" fullWidth value={form.student_id} onChange={(event) => set('student_id')(event.target.value)} />
      <Select
        label="Class"
        fullWidth
        value={form.class_id}
        options={[{ value: '', label: STUDENT_DIALOG_TEXTS.noClass }, ...classes.map((schoolClass) => ({ value: schoolClass.id, label: schoolClass.name }))]}
        onChange={(event) => set('class_id')(event.target.value)}
      />
      <TextField label="Class/Year" placeholder="e.g. Year 10" fullWidth value={form.class_year} onChange={(event) => set('class_year')(event.target.value)} />
      <TextField label="Notes" multiline rows={3} fullWidth value={form.notes} onChange={(event) => set('notes')(event.target.value)} />
    </FormDialog>
  );
}
