import { useState } from 'react';
import {
  apiErrorText,
  canCreateSubject,
  classCreatePayload,
  createSubject,
  dataOf,
  fetchSubjects,
  saveManagedClass,
  validateClassForm,
  type ApiClient,
  type ClassForm,
  type SchoolClass,
} from '@assess/core';
import { Button, Select, Snackbar, StaleSaveNotice, TextField, useAssessApi, useResource } from '@assess/ui';
import { CLASS_SNACKBAR_MS } from './snackbar.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import * as styles from '../shared/dialog.css.ts';
import { CLASS_DIALOG_TEXTS } from './texts.ts';
import { STALE_SAVE_TEXTS } from '../shared/texts.ts';

export interface ClassDialogProps {
  /** The class to edit; without one the dialog creates a class. */
  schoolClass: SchoolClass | null;
  saving: boolean;
  /** Why the last save failed ('Failed to save class' or the server's message), shown as the dialog's snackbar. */
  failure: string | null;
  onFailureSeen: () => void;
  /** The server's refusal of a save from a stale copy (someone else saved since), shown with a Reload. */
  staleSave?: string | null;
  /** Reads the class again (after someone else's change); the dialog keeps what was typed. */
  onReload?: () => Promise<unknown>;
  onCancel: () => void;
  /** Called with the payload once it validates; the panel saves it and shows the outcome. */
  onSave: (form: ClassForm) => void;
}

function formOf(schoolClass: SchoolClass | null): Required<ClassForm> {
  return {
    name: schoolClass?.name ?? '',
    description: schoolClass?.description ?? '',
    subject_id: schoolClass?.subject_id ?? '',
    year_group: schoolClass?.year_group ?? '',
    grade_level: schoolClass?.grade_level === null || schoolClass?.grade_level === undefined ? '' : String(schoolClass.grade_level),
    academic_year: schoolClass?.academic_year ?? '',
  };
}

/** Create or edit a class (spec 02 §2): the mode follows whether a class is selected. Render it when it opens. */
export function ClassDialog({ schoolClass, saving, failure, onFailureSeen, staleSave = null, onReload, onCancel, onSave }: ClassDialogProps) {
  const api = useAssessApi();
  const [form, setForm] = useState(() => formOf(schoolClass));
  const [nameError, setNameError] = useState<string | null>(null);
  // The rule's snackbar (spec 02 §8) shows inside the dialog: the page behind a modal dialog is inert.
  const [snackbar, setSnackbar] = useState<string | null>(null);
  // The subject list; a failed read leaves it empty (the class can still be saved without a subject).
  const { resource: subjectList, setData: setSubjects } = useResource('subjects', ({ signal }) =>
    fetchSubjects(api, { signal }).catch((error: unknown) => {
      console.error('Failed to load subjects', error);
      return [];
    }),
  );
  const subjects = dataOf(subjectList) ?? [];
  const [typedSubject, setTypedSubject] = useState('');
  const [creatingSubject, setCreatingSubject] = useState(false);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const creatable = canCreateSubject(typedSubject, subjects.map((subject) => subject.name));

  /** A subject typed that matches no existing name (spec 02 §5), created and chosen. */
  async function addSubject() {
    setCreatingSubject(true);
    setSubjectError(null);
    try {
      const subject = await createSubject(api, typedSubject);
      setSubjects((current) => [...current, subject].sort((a, b) => a.name.localeCompare(b.name)));
      setForm((current) => ({ ...current, subject_id: subject.id }));
      setTypedSubject('');
      setNotice(CLASS_DIALOG_TEXTS.subjectCreated);
    } catch (error) {
      setSubjectError(apiErrorText(error, CLASS_DIALOG_TEXTS.subjectFailed));
    } finally {
      setCreatingSubject(false);
    }
  }

  const set = (field: keyof ClassForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit() {
    const problem = validateClassForm(form);
    setNameError(problem);
    setSnackbar(problem);
    onFailureSeen();
    if (!problem) onSave(form);
  }

  return (
    <FormDialog
      title={schoolClass ? CLASS_DIALOG_TEXTS.editTitle(schoolClass.name) : CLASS_DIALOG_TEXTS.createTitle}
      saving={saving}
      onCancel={onCancel}
      onSubmit={submit}
      after={
        <Snackbar
          open={(snackbar ?? failure ?? notice) !== null}
          message={snackbar ?? failure ?? notice ?? ''}
          severity={snackbar ?? failure ? 'error' : 'success'}
          autoHideDuration={CLASS_SNACKBAR_MS}
          onClose={() => {
            setSnackbar(null);
            setNotice(null);
            onFailureSeen();
          }}
        />
      }
    >
      {staleSave && onReload && <StaleSaveNotice message={staleSave} reloadLabel={STALE_SAVE_TEXTS.reload} reloadedText={STALE_SAVE_TEXTS.reloaded} onReload={onReload} />}
      <TextField label="Class Name" required fullWidth value={form.name} error={nameError ?? undefined} onChange={(event) => set('name')(event.target.value)} />
      <TextField label="Description" multiline rows={3} fullWidth value={form.description} onChange={(event) => set('description')(event.target.value)} />
      <Select
        label="Subject"
        fullWidth
        value={form.subject_id ?? ''}
        options={[{ value: '', label: CLASS_DIALOG_TEXTS.noSubject }, ...subjects.map((subject) => ({ value: subject.id, label: subject.name }))]}
        onChange={(event) => set('subject_id')(event.target.value)}
      />
      <div className={styles.linkField}>
        <TextField
          label={CLASS_DIALOG_TEXTS.newSubject}
          placeholder={CLASS_DIALOG_TEXTS.newSubjectPlaceholder}
          value={typedSubject}
          error={subjectError ?? undefined}
          onChange={(event) => setTypedSubject(event.target.value)}
          className={styles.grow}
        />
        <Button variant="outlined" disabled={!creatable} loading={creatingSubject} onClick={() => void addSubject()}>
          {creatable ? CLASS_DIALOG_TEXTS.createNamed(typedSubject.trim()) : CLASS_DIALOG_TEXTS.createSubject}
        </Button>
      </div>
      <TextField label="Year Group" placeholder="e.g. Year 10" fullWidth value={form.year_group} onChange={(event) => set('year_group')(event.target.value)} />
      <TextField label="Grade Level" placeholder="e.g. 10" fullWidth value={form.grade_level} onChange={(event) => set('grade_level')(event.target.value)} />
      <TextField label="Academic Year" placeholder="e.g. 2023-2024" fullWidth value={form.academic_year} onChange={(event) => set('academic_year')(event.target.value)} />
    </FormDialog>
  );
}

/**
 * Saves the dialog's form: POST /classes with the create payload, or PUT /classes/{id} with the form and the
 * version the class was read at (a save over someone else's later change is refused).
 */
export function saveClassForm(api: ApiClient, form: ClassForm, teacherId: string, edited?: SchoolClass): Promise<SchoolClass> {
  const payload = classCreatePayload(form, teacherId);
  if (!edited) return saveManagedClass(api, payload);
  const version = typeof edited.version === 'number' ? { version: edited.version } : {};
  return saveManagedClass(api, { ...payload, subject_id: payload.subject_id ?? '', ...version }, edited.id);
}
