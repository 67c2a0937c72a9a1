import { useCallback, useEffect, useState } from 'react';
import { regradeAnswerSchema, regradeRequestCreateSchema, type RegradeRequest, type RegradeState } from '@assess/core';
import { ApiError } from '@assess/core';
import { Alert, Button, Card, Chip, EmptyState, LoadingState, Select, TextField, useAssessApi } from '@assess/ui';
import { errorText } from '../shared/assessments-api.ts';
import { answerRegradeRequest, fetchClassRegradeRequests, fetchMyRegradeRequests, requestRegrade } from './class-marking-api.ts';
import { readMarks } from './AnswerGroups.tsx';
import * as styles from './ClassMarking.css.ts';

export const REGRADE_TEXTS = {
  teacherTitle: 'Regrade Requests',
  studentTitle: 'Regrade Requests',
  loading: 'Loading regrade requests…',
  loadFailed: 'Failed to load regrade requests',
  retry: 'Try Again',
  none: 'No regrade requests',
  noneDescription: 'Students can ask for a question to be marked again once their marks are released.',
  reply: 'Reply to the student',
  newMarks: 'New mark (optional)',
  send: 'Send Answer',
  sent: 'Answer sent',
  sendFailed: 'Failed to answer the regrade request',
  ask: 'Request a Regrade',
  question: 'Question',
  reason: 'Why should this question be marked again?',
  submit: 'Send Request',
  requested: 'Regrade requested',
  requestFailed: 'Failed to request a regrade',
  chooseQuestion: 'Choose a question',
  allRequested: 'You have asked for a regrade of every question.',
  state: { open: 'Open', changed: 'Marks changed', unchanged: 'Marks unchanged' } satisfies Record<RegradeState, string>,
  changedNote: 'Your teacher changed the mark; you will see it once it is released.',
} as const;

const STATE_COLOUR = { open: 'warning', changed: 'success', unchanged: 'default' } as const;

function StateChip({ state }: { state: RegradeState }) {
  return (
    <Chip color={STATE_COLOUR[state]} size="sm" data-state={state}>
      {REGRADE_TEXTS.state[state]}
    </Chip>
  );
}

type Load = { state: 'loading' } | { state: 'error'; message: string; hidden: boolean } | { state: 'ready'; requests: RegradeRequest[] };

function useRequests(load: () => Promise<RegradeRequest[]>) {
  const [list, setList] = useState<Load>({ state: 'loading' });
  // The effect only starts the request; its answer sets the state.
  const fetchList = useCallback(() => {
    load().then(
      (requests) => setList({ state: 'ready', requests }),
      (error: unknown) => setList({ state: 'error', message: errorText(error, REGRADE_TEXTS.loadFailed), hidden: error instanceof ApiError && [403, 404].includes(error.status) }),
    );
  }, [load]);
  useEffect(fetchList, [fetchList]);
  const reload = () => {
    setList({ state: 'loading' });
    fetchList();
  };
  return { list, setList, reload };
}

function LoadStatus({ list, reload }: { list: Load; reload: () => void }) {
  if (list.state === 'loading') return <LoadingState title={REGRADE_TEXTS.loading} />;
  if (list.state === 'error')
    return (
      <Alert severity="error" autoDismiss={false} action={<Button size="sm" variant="outlined" onClick={reload}>{REGRADE_TEXTS.retry}</Button>}>
        {list.message}
      </Alert>
    );
  return null;
}

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
      setFailure(errorText(error, REGRADE_TEXTS.sendFailed));
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
        <TextField className={styles.marksField} label={`${REGRADE_TEXTS.newMarks}, out of ${request.total_marks}`} type="number" min={0} max={request.total_marks} value={marks} onChange={(e) => setMarks(e.target.value)} error={errors.marks} />
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
  const load = useCallback(() => fetchClassRegradeRequests(api, assessmentId), [api, assessmentId]);
  const { list, setList, reload } = useRequests(load);
  const [notice, setNotice] = useState<string | null>(null);
  if (list.state === 'error' && list.hidden) return null;
  return (
    <Card as="section" title={REGRADE_TEXTS.teacherTitle} headingLevel={2}>
      <div className={styles.stack}>
        <LoadStatus list={list} reload={reload} />
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {list.state === 'ready' && list.requests.length === 0 && <EmptyState title={REGRADE_TEXTS.none} description={REGRADE_TEXTS.noneDescription} />}
        {list.state === 'ready' && list.requests.length > 0 && (
          <ul className={styles.list}>
            {list.requests.map((r) => (
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
                      setList({ state: 'ready', requests: list.requests.map((o) => (o.id === answered.id ? answered : o)) });
                      setNotice(REGRADE_TEXTS.sent);
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

export interface RegradePanelProps {
  studentAssessmentId: string;
  /** The questions of the released submission the student may ask about. */
  questions: { question: string; part: string | null; label: string }[];
}

/** The student's side: ask for a regrade of one question (once a question), and follow each request. */
export function RegradePanel({ studentAssessmentId, questions }: RegradePanelProps) {
  const api = useAssessApi();
  const load = useCallback(() => fetchMyRegradeRequests(api, studentAssessmentId), [api, studentAssessmentId]);
  const { list, setList, reload } = useRequests(load);
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ question?: string; reason?: string }>({});
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (list.state === 'error' && list.hidden) return null;
  const requests = list.state === 'ready' ? list.requests : [];
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
      setList({ state: 'ready', requests: [...requests, created] });
      setChoice('');
      setReason('');
      setNotice({ severity: 'success', text: REGRADE_TEXTS.requested });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, REGRADE_TEXTS.requestFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" title={REGRADE_TEXTS.studentTitle} headingLevel={2}>
      <div className={styles.stack}>
        <LoadStatus list={list} reload={reload} />
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
        {list.state === 'ready' && open.length === 0 && <p className={styles.meta}>{REGRADE_TEXTS.allRequested}</p>}
        {list.state === 'ready' && open.length > 0 && (
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
