import { useState } from 'react';
import { answerRegradeRequest, fetchClassRegradeRequests, regradeAnswerSchema, type RegradeRequest, callErrorText } from '@assess/core';
import { Alert, Button, Card, EmptyState, TextField, useAssessApi, useResource } from '@assess/ui';
import { isHidden } from '../shared/hidden.ts';
import { readMarks } from './answer-groups.ts';
import { RequestsStatus, StateChip } from './regrade.tsx';
import { REGRADE_TEXTS } from './texts.ts';
import * as styles from './ClassMarking.css.ts';

function TeacherAnswerForm({ request, onAnswered }: { request: RegradeRequest; onAnswered: (r: RegradeRequest) => void }) {
  const api = useAssessApi();
  const [response, setResponse] = useState('');
  const [marks, setMarks] = useState('');
  const [errors, setErrors] = useState<{ response?: string; marks?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send() {
    const found: typeof errors = {};
    let newMarks: number | undefined;
    if (marks.trim() !== '') {
      const read = readMarks(marks, request.total_marks);
      if ('error' in read) found.marks = read.error;
      else newMarks = read.marks;
    }
    const parsed = regradeAnswerSchema.safeParse({ response, ...(newMarks === undefined ? {} : { marks_obtained: newMarks }) });
    if (!parsed.success) found.response = parsed.error.issues.find((i) => i.path[0] === 'response')?.message;
    setErrors(found);
    if (found.response || found.marks || !parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      onAnswered(await answerRegradeRequest(api, request.id, parsed.data));
    } catch (error) {
      setFailure(callErrorText(error, REGRADE_TEXTS.sendFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField label={`${REGRADE_TEXTS.reply} (${request.student.name ?? 'Student'}, question ${request.label})`} multiline fullWidth value={response} onChange={(e) => setResponse(e.target.value)} error={errors.response} />
      <div className={styles.row}>
        <TextField className={styles.marksField} label={`${REGRADE_TEXTS.newMarks}, out of ${request.total_marks}`} helperText={REGRADE_TEXTS.newMarksHint} type="number" min={0} max={request.total_marks} value={marks} onChange={(e) => setMarks(e.target.value)} error={errors.marks} />
        <Button type="submit" variant="primary" loading={busy}>
          {REGRADE_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}

/** The teacher's list of a class's regrade requests: the answer, the marks and the reason, each answered here. */
export function RegradeRequests({ assessmentId, onChanged }: { assessmentId: string; onChanged?: () => void }) {
  const api = useAssessApi();
  const loaded = useResource(assessmentId, ({ signal }) => fetchClassRegradeRequests(api, assessmentId, { signal }));
  const list = loaded.resource;
  const retry = () => void loaded.reload();
  const [notice, setNotice] = useState<string | null>(null);
  if (isHidden(list)) return null;
  return (
    <Card as="section" title={REGRADE_TEXTS.teacherTitle} headingLevel={2}>
      <div className={styles.stack}>
        <RequestsStatus requests={list} onRetry={retry} />
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {list.kind === 'data' && list.data.length === 0 && <EmptyState title={REGRADE_TEXTS.none} description={REGRADE_TEXTS.noneDescription} />}
        {list.kind === 'data' && list.data.length > 0 && (
          <ul className={styles.list}>
            {list.data.map((r) => (
              <li key={r.id} className={styles.group} aria-label={`Regrade request from ${r.student.name ?? 'Student'}, question ${r.label}`}>
                <div className={styles.row}>
                  <h3 className={styles.groupTitle}>
                    {r.student.name ?? 'Student'}, question {r.label}
                  </h3>
                  <StateChip state={r.state} />
                </div>
                <p className={styles.meta}>
                  Marks: {r.marks_obtained} / {r.total_marks}
                </p>
                <blockquote className={styles.answer}>{r.answer || '(no answer)'}</blockquote>
                <p>
                  <strong>Reason:</strong> {r.reason}
                </p>
                {r.state === 'open' ? (
                  <TeacherAnswerForm
                    request={r}
                    onAnswered={(answered) => {
                      loaded.setData((requests) => requests.map((o) => (o.id === answered.id ? answered : o)));
                      setNotice(answered.state === 'changed' ? REGRADE_TEXTS.sentChanged : REGRADE_TEXTS.sent);
                      onChanged?.();
                    }}
                  />
                ) : (
                  <p>
                    <strong>Your answer:</strong> {r.response}
                    {r.state === 'changed' && ` (${r.marks_before} → ${r.marks_after})`}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
