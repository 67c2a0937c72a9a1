import { useState } from 'react';
import { ATTEMPTS_TEXTS, MAX_ATTEMPTS, attemptsRequestSchema, attemptsText, callErrorText, updateAttempts, type AssessmentDetail } from '@assess/core';
import { Alert, Button, Card, Select, useAssessApi } from '@assess/ui';
import * as styles from './AssessmentDetails.css.ts';

const OPTIONS = Array.from({ length: MAX_ATTEMPTS }, (_, index) => ({ value: String(index + 1), label: attemptsText(index + 1) }));

export interface AttemptsCardProps {
  assessment: Pick<AssessmentDetail, 'id' | 'attempts_allowed'>;
  onSaved: () => void;
}

/** Its creator's choice of how many times each student may submit an assessment set for students. */
export function AttemptsCard({ assessment, onSaved }: AttemptsCardProps) {
  const api = useAssessApi();
  const saved = String(assessment.attempts_allowed ?? 1);
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  async function save() {
    const parsed = attemptsRequestSchema.safeParse({ attempts_allowed: Number(value) });
    if (!parsed.success) return setNotice({ severity: 'error', text: parsed.error.issues[0]?.message ?? ATTEMPTS_TEXTS.range });
    setBusy(true);
    setNotice(null);
    try {
      await updateAttempts(api, assessment.id, parsed.data);
      setNotice({ severity: 'success', text: ATTEMPTS_TEXTS.saved });
      onSaved();
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, ATTEMPTS_TEXTS.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" title={ATTEMPTS_TEXTS.title} headingLevel={2}>
      <div className={styles.actionList}>
        <Select label={ATTEMPTS_TEXTS.allowed} helperText={ATTEMPTS_TEXTS.help} options={OPTIONS} value={value} onChange={(event) => setValue(event.target.value)} fullWidth />
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Button variant="outlined" fullWidth onClick={() => void save()} loading={busy} disabled={value === saved}>
          {ATTEMPTS_TEXTS.save}
        </Button>
      </div>
    </Card>
  );
}
