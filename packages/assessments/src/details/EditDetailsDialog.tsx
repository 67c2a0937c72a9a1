import { useState } from 'react';
import { ApiError, DIFFICULTY_LEVELS, editAssessmentDetailsRequestSchema, totalMarksFixedText, updateAssessment, type AssessmentDetail, callErrorText } from '@assess/core';
import { Alert, Button, Dialog, Select, StaleSaveNotice, TextField, useAssessApi } from '@assess/ui';
import * as styles from './AssessmentDetails.css.ts';
import { EDIT_TEXTS } from './texts.ts';

export interface EditDetailsDialogProps {
  open: boolean;
  assessment: AssessmentDetail;
  onClose: () => void;
  onSaved: () => void;
  /** Reads the assessment again (after someone else's change); the dialog keeps what was typed. */
  onReload: () => Promise<unknown>;
}

type Field = 'title' | 'total_marks' | 'time_limit_minutes';

/**
 * Edit Details (creator only); render it when it opens, so that it starts from the assessment as shown.
 * It saves through a real PATCH /assessments/{id} (decision 13); title and total marks of at least 1. */
export function EditDetailsDialog({ open, assessment, onClose, onSaved, onReload }: EditDetailsDialogProps) {
  const api = useAssessApi();
  const [title, setTitle] = useState(assessment.title);
  const [description, setDescription] = useState(assessment.description ?? '');
  const [totalMarks, setTotalMarks] = useState(String(assessment.total_marks ?? ''));
  const [timeLimit, setTimeLimit] = useState(String(assessment.time_limit_minutes ?? ''));
  const [difficulty, setDifficulty] = useState(assessment.difficulty_level ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Someone else saved since the assessment was read: the save was refused, and a reload brings their version.
  const [stale, setStale] = useState(false);
  const totalFixed = assessment.total_marks_fixed;

  async function save() {
    const parsed = editAssessmentDetailsRequestSchema.safeParse({
      title,
      description,
      // A fixed total is left out, so it stays as it is (a paper marked out of its scheme has none to send).
      ...(totalFixed ? {} : { total_marks: Number(totalMarks) || 0 }),
      time_limit_minutes: timeLimit.trim() === '' ? null : Number(timeLimit),
      ...((DIFFICULTY_LEVELS as readonly string[]).includes(difficulty) ? { difficulty_level: difficulty } : {}),
      ...(assessment.version !== null ? { version: assessment.version } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as Field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailure(null);
    try {
      await updateAssessment(api, assessment.id, parsed.data);
      onSaved();
    } catch (error) {
      console.error(EDIT_TEXTS.failed, error);
      setStale(error instanceof ApiError && error.status === 409);
      setFailure(callErrorText(error, EDIT_TEXTS.failed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      title={EDIT_TEXTS.title}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {failure && stale && <StaleSaveNotice message={failure} reloadLabel={EDIT_TEXTS.reload} reloadedText={EDIT_TEXTS.reloaded} onReload={onReload} />}
        {failure && !stale && <Alert severity="error">{failure}</Alert>}
        <TextField label="Title" required value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} fullWidth />
        <TextField label="Description" multiline value={description} onChange={(event) => setDescription(event.target.value)} fullWidth />
        <TextField
          label="Total Marks"
          required
          type="number"
          min={1}
          value={totalMarks}
          onChange={(event) => setTotalMarks(event.target.value)}
          readOnly={totalFixed}
          helperText={totalFixed ? totalMarksFixedText(assessment.total_marks) : undefined}
          error={errors.total_marks}
          fullWidth
        />
        <TextField label="Time Limit (minutes)" type="number" min={1} value={timeLimit} onChange={(event) => setTimeLimit(event.target.value)} error={errors.time_limit_minutes} fullWidth />
        <Select label="Difficulty" placeholder="Not set" options={DIFFICULTY_LEVELS} value={difficulty} onChange={(event) => setDifficulty(event.target.value)} fullWidth />
      </div>
    </Dialog>
  );
}
