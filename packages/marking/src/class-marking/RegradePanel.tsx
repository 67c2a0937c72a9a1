import { useState } from 'react';
import { dataOf, fetchMyRegradeRequests, regradeRequestCreateSchema, requestRegrade, callErrorText } from '@assess/core';
import { Alert, Button, Card, Select, TextField, useAssessApi, useResource } from '@assess/ui';
import { isHidden } from '../shared/hidden.ts';
import { RequestsStatus, StateChip } from './regrade.tsx';
import { REGRADE_TEXTS } from './texts.ts';
import * as styles from './ClassMarking.css.ts';

export interface RegradePanelProps {
  studentAssessmentId: string;
  /** The questions of the released submission the student may ask about. */
  questions: { question: string; part: string | null; label: string }[];
}

/** The student's side: ask for a regrade of one question (once a question), and follow each request. */
export function RegradePanel({ studentAssessmentId, questions }: RegradePanelProps) {
  const api = useAssessApi();
  const loaded = useResource(studentAssessmentId, ({ signal }) => fetchMyRegradeRequests(api, studentAssessmentId, { signal }));
  const list = loaded.resource;
  const retry = () => void loaded.reload();
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ question?: string; reason?: string }>({});
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (isHidden(list)) return null;
  const requests = dataOf(list) ?? [];
  const open = questions.filter((q) => !requests.some((r) => r.label === q.label));

  async function submit() {
    const q = questions.find((candidate) => candidate.label === choice);
    const parsed = regradeRequestCreateSchema.safeParse({ question: q?.question ?? '', question_part: q?.part ?? null, reason });
    const found: typeof errors = {};
    if (!q) found.question = REGRADE_TEXTS.chooseQuestion;
    if (!parsed.success) found.reason = parsed.error.issues.find((i) => i.path[0] === 'reason')?.message;
    setErrors(found);
    if (found.question || found.reason || !parsed.success) return;
    setBusy(true);
    setNotice(null);
    try {
      const created = await requestRegrade(api, studentAssessmentId, parsed.data);
      loaded.setData((current) => [...current, created]);
      setChoice('');
      setReason('');
      setNotice({ severity: 'success', text: REGRADE_TEXTS.requested });
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, REGRADE_TEXTS.requestFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" title={REGRADE_TEXTS.studentTitle} headingLevel={2}>
      <div className={styles.stack}>
        <RequestsStatus requests={list} onRetry={retry} />
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {requests.length > 0 && (
          <ul className={styles.list}>
            {requests.map((r) => (
              <li key={r.id} className={styles.group} aria-label={`Regrade request for question ${r.label}`}>
                <div className={styles.row}>
                  <h3 className={styles.groupTitle}>Question {r.label}</h3>
                  <StateChip state={r.state} />
                </div>
                <p className={styles.meta}>Your reason: {r.reason}</p>
                {r.response && (
                  <p>
                    <strong>Teacher&apos;s answer:</strong> {r.response}
                  </p>
                )}
                {r.state === 'changed' && (
                  <p className={styles.meta}>
                    {r.marks_after === null ? REGRADE_TEXTS.changedNote : `Marks: ${r.marks_before} → ${r.marks_after} / ${r.total_marks}`}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {list.kind === 'data' && open.length === 0 && <p className={styles.meta}>{REGRADE_TEXTS.allRequested}</p>}
        {list.kind === 'data' && open.length > 0 && (
          <form
            className={styles.stack}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Select
              label={REGRADE_TEXTS.question}
              placeholder={REGRADE_TEXTS.chooseQuestion}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              options={open.map((q) => ({ value: q.label, label: `Question ${q.label}` }))}
              error={errors.question}
            />
            <TextField label={REGRADE_TEXTS.reason} multiline fullWidth value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
            <div>
              <Button type="submit" variant="outlined" loading={busy}>
                {REGRADE_TEXTS.submit}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
