import { useState } from 'react';
import { apiErrorText, assignClassAssessment, dataOf, fetchAssignableAssessments, type SchoolClass } from '@assess/core';
import { Alert, Button, Dialog, LoadingState, Select, useAssessApi, useResource } from '@assess/ui';
import * as styles from '../shared/dialog.css.ts';
import { DialogActions } from '../shared/DialogActions.tsx';
import { ASSIGN_TEXTS } from './texts.ts';

export interface AssignDialogProps {
  schoolClass: SchoolClass;
  /** Already assigned: not offered again. */
  assignedIds: readonly string[];
  onCancel: () => void;
  onAssigned: (message: string) => void;
}

/** Sets one of the teacher's assessments for the class. */
export function AssignDialog({ schoolClass, assignedIds, onCancel, onAssigned }: AssignDialogProps) {
  const api = useAssessApi();
  const assignedKey = assignedIds.join(' ');
  // The class teacher's assessments that are not assigned yet.
  const { resource } = useResource(`${schoolClass.teacher_id ?? ''}|${assignedKey}`, async ({ signal }) => {
    const assigned = new Set(assignedKey.split(' '));
    return (await fetchAssignableAssessments(api, schoolClass.teacher_id, { signal })).filter((assessment) => !assigned.has(assessment.id));
  });
  const [chosen, setChosen] = useState('');
  const [assignFailure, setAssignFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const assessments = dataOf(resource) ?? null;
  const failure = assignFailure ?? (resource.kind === 'error' ? apiErrorText(resource.error.cause, ASSIGN_TEXTS.loadFailed) : null);

  async function assign() {
    const assessment = assessments?.find((candidate) => candidate.id === chosen);
    if (!assessment) return;
    setSaving(true);
    setAssignFailure(null);
    try {
      await assignClassAssessment(api, schoolClass.id, assessment.id);
      onAssigned(ASSIGN_TEXTS.assigned(assessment.title));
    } catch (error) {
      console.error(ASSIGN_TEXTS.failed, error);
      setAssignFailure(apiErrorText(error, ASSIGN_TEXTS.failed));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      title={ASSIGN_TEXTS.title(schoolClass.name)}
      actions={
        <DialogActions busy={saving} onCancel={onCancel}>
          <Button variant="primary" onClick={() => void assign()} loading={saving} disabled={!chosen}>
            {ASSIGN_TEXTS.submit}
          </Button>
        </DialogActions>
      }
    >
      <div className={styles.form}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {assessments === null && !failure && <LoadingState title="Loading assessments..." />}
        {assessments?.length === 0 && <p className={styles.muted}>{ASSIGN_TEXTS.none}</p>}
        {assessments && assessments.length > 0 && (
          <>
            <p className={styles.flat}>{ASSIGN_TEXTS.intro}</p>
            <Select
              label={ASSIGN_TEXTS.label}
              fullWidth
              value={chosen}
              placeholder={ASSIGN_TEXTS.placeholder}
              options={assessments.map((assessment) => ({
                value: assessment.id,
                label: assessment.subject?.name ? `${assessment.title} (${assessment.subject.name})` : assessment.title,
              }))}
              onChange={(event) => setChosen(event.target.value)}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
