import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerGroup, AnswerGroupsResponse, ClassQuestion, GroupedAnswer } from '@assess/core';
import { ApiError, countOf } from '@assess/core';
import { Alert, Button, Card, Chip, LoadingState, Select, TextField, useAssessApi } from '@assess/ui';
import { errorText } from '../shared/assessments-api.ts';
import { NEEDS_REVIEW_TEXT, sureText } from '../shared/suggestion-texts.ts';
import { acceptSuggestions, fetchAnswerGroups, fetchClassQuestions, markAnswers, releaseClassMarks } from './class-marking-api.ts';
import * as styles from './ClassMarking.css.ts';

export const GROUP_TEXTS = {
  title: 'Mark by Answer Group',
  question: 'Question',
  loading: 'Loading answers…',
  loadFailed: 'Failed to load the answers',
  retry: 'Try Again',
  identical: 'Near-identical answers',
  similar: 'Similar answers',
  single: 'One answer',
  markGroup: 'Mark Group',
  markAnswer: 'Mark',
  split: 'Split Group',
  join: 'Mark as One Group',
  accept: 'Accept Suggestions',
  release: 'Release Marks to the Class',
  saved: 'Marks saved; the other answers were re-marked from your marks',
  accepted: 'Suggestions accepted as your marks',
  saveFailed: 'Failed to save marks',
  releaseFailed: 'Failed to release marks',
  enterMarks: 'Enter a number of marks',
  source: { teacher: 'Your mark', suggestion: 'Suggested from your marks', grader: 'AI grade' },
  needsReview: NEEDS_REVIEW_TEXT,
} as const;

const needsReview = (a: GroupedAnswer) => a.needs_review === true;
const leastSure = (answers: readonly GroupedAnswer[]) => Math.min(...answers.filter(needsReview).map((a) => a.suggestion_confidence ?? 0));

/**
 * The groups as the teacher should look at them: those with a suggested mark that needs their eye first, the
 * least sure first, then the rest in the grader's order (largest first); within a group, the answers that
 * need their eye first.
 */
export function reviewOrder(groups: readonly AnswerGroup[]): AnswerGroup[] {
  return groups
    .map((group, index) => ({ group: { ...group, answers: [...group.answers.filter(needsReview), ...group.answers.filter((a) => !needsReview(a))] }, index }))
    .sort((a, b) => {
      const aReview = a.group.answers.some(needsReview);
      const bReview = b.group.answers.some(needsReview);
      if (aReview !== bReview) return aReview ? -1 : 1;
      if (aReview) return leastSure(a.group.answers) - leastSure(b.group.answers) || a.index - b.index;
      return a.index - b.index;
    })
    .map((entry) => entry.group);
}

export const releasedText = (count: number) => `Marks released to ${countOf(count, 'student')}`;
export const tooManyMarks = (total: number) => `Marks cannot exceed ${total}`;

/** "12 answers · 3 marked by you · 9 suggested from your marks" */
export function countsText(counts: AnswerGroupsResponse['counts']): string {
  const parts = [countOf(counts.answers, 'answer'), `${counts.teacher_marked} marked by you`];
  if (counts.suggestions > 0) parts.push(`${counts.suggestions} suggested from your marks`);
  return parts.join(' · ');
}

/** The marks given so far in a group: "2 × 3/3 (Your mark), 1 × 1/3 (AI grade)". */
export function marksSoFar(group: AnswerGroup, total: number): string {
  const tally = new Map<string, number>();
  for (const a of group.answers) {
    const key = `${a.marks_obtained}/${total} (${GROUP_TEXTS.source[a.source]})`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally].map(([key, n]) => `${n} × ${key}`).join(', ');
}

/** Checks a typed mark against the question's scale; the message, or the number. */
export function readMarks(text: string, total: number): { marks: number } | { error: string } {
  const marks = Number(text);
  if (text.trim() === '' || !Number.isFinite(marks)) return { error: GROUP_TEXTS.enterMarks };
  if (marks < 0) return { error: 'Marks cannot be negative' };
  if (marks > total) return { error: tooManyMarks(total) };
  return { marks };
}

const SOURCE_COLOUR = { teacher: 'success', suggestion: 'info', grader: 'warning' } as const;

function MarkChip({ answer, total }: { answer: GroupedAnswer; total: number }) {
  const sure = answer.source === 'suggestion' && answer.suggestion_confidence != null ? ` · ${sureText(answer.suggestion_confidence)}` : '';
  return (
    <>
      <Chip color={SOURCE_COLOUR[answer.source]} size="sm" data-source={answer.source}>
        {answer.marks_obtained} / {total} · {GROUP_TEXTS.source[answer.source]}
        {sure}
      </Chip>
      {needsReview(answer) && <ReviewChip />}
    </>
  );
}

function ReviewChip() {
  return (
    <Chip color="primary" size="sm" data-needs-review="true">
      {GROUP_TEXTS.needsReview}
    </Chip>
  );
}

interface MarkFormProps {
  label: string;
  total: number;
  button: string;
  busy: boolean;
  onMark: (marks: number) => Promise<boolean>;
}

/** A marks field and its button; Enter marks too. */
function MarkForm({ label, total, button, busy, onMark }: MarkFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit() {
    const read = readMarks(text, total);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    if (await onMark(read.marks)) setText('');
  }
  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField className={styles.marksField} label={label} type="number" min={0} max={total} value={text} onChange={(event) => setText(event.target.value)} error={error} />
      <Button type="submit" variant="outlined" loading={busy}>
        {button}
      </Button>
    </form>
  );
}

type Load<T> = { state: 'loading' } | { state: 'error'; message: string; hidden?: boolean; label?: string } | { state: 'ready'; data: T };

/** Whether an answer says the viewer cannot mark this assessment's class (not a teacher of it, or no class answers). */
const notMarkable = (error: unknown) => error instanceof ApiError && [403, 404].includes(error.status);

export interface AnswerGroupsProps {
  assessmentId: string;
  /** Called after marks change or are released, so the screen can reload what it shows. */
  onChanged?: () => void;
}

/**
 * A class's answers to one question grouped by meaning (teacher view): each group with its size, a
 * representative answer and the marks so far; mark a group at once, or split it and mark answers alone.
 * Marking re-marks the other answers from the teacher's marks, shown as suggestions until accepted.
 */
export function AnswerGroups({ assessmentId, onChanged }: AnswerGroupsProps) {
  const api = useAssessApi();
  const [questions, setQuestions] = useState<Load<ClassQuestion[]>>({ state: 'loading' });
  const [label, setLabel] = useState<string | null>(null);
  const [loadedGroups, setGroups] = useState<Load<AnswerGroupsResponse>>({ state: 'loading' });
  const [split, setSplit] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  // The effects only start requests; their answers set the state, so a question's groups show as loading
  // until the groups of that question arrive.
  const fetchQuestions = useCallback(() => {
    fetchClassQuestions(api, assessmentId).then(
      (list) => {
        setQuestions({ state: 'ready', data: list });
        setLabel((current) => current ?? list[0]?.label ?? null);
      },
      (error: unknown) => setQuestions({ state: 'error', message: errorText(error, GROUP_TEXTS.loadFailed), hidden: notMarkable(error) }),
    );
  }, [api, assessmentId]);

  // The question whose groups were asked for last: an answer for a question asked for before it (which can arrive
  // later) is dropped, so that it cannot take the place of the groups on show.
  const askedFor = useRef<string | null>(null);
  const fetchGroups = useCallback(
    (which: string) => {
      askedFor.current = which;
      fetchAnswerGroups(api, assessmentId, which).then(
        (data) => {
          if (askedFor.current === which) setGroups({ state: 'ready', data });
        },
        (error: unknown) => {
          if (askedFor.current === which) setGroups({ state: 'error', message: errorText(error, GROUP_TEXTS.loadFailed), label: which });
        },
      );
    },
    [api, assessmentId],
  );

  useEffect(fetchQuestions, [fetchQuestions]);
  useEffect(() => {
    if (label) fetchGroups(label);
  }, [label, fetchGroups]);

  const retryQuestions = () => {
    setQuestions({ state: 'loading' });
    fetchQuestions();
  };
  const retryGroups = () => {
    setGroups({ state: 'loading' });
    if (label) fetchGroups(label);
  };

  async function run(key: string, action: () => Promise<AnswerGroupsResponse | string>, failed: string): Promise<boolean> {
    setBusy(key);
    setNotice(null);
    try {
      const result = await action();
      if (typeof result === 'string') setNotice({ severity: 'success', text: result });
      else setGroups({ state: 'ready', data: result });
      onChanged?.();
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, failed) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const mark = (key: string, ids: string[]) => (marks: number) =>
    run(key, () => markAnswers(api, assessmentId, label!, ids, marks), GROUP_TEXTS.saveFailed).then((ok) => {
      if (ok) setNotice({ severity: 'success', text: GROUP_TEXTS.saved });
      return ok;
    });

  const current = loadedGroups.state === 'ready' ? loadedGroups.data.label === label : loadedGroups.state === 'error' && loadedGroups.label === label;
  const groups: Load<AnswerGroupsResponse> = current ? loadedGroups : { state: 'loading' };

  // Someone who is not a teacher of this assessment's class sees nothing of it.
  if (questions.state === 'error' && questions.hidden) return null;
  if (questions.state === 'ready' && questions.data.length === 0) return null;

  const data = groups.state === 'ready' ? groups.data : null;
  const total = data?.total_marks ?? 0;

  return (
    <Card as="section" title={GROUP_TEXTS.title} headingLevel={2}>
      <div className={styles.stack}>
        {questions.state === 'loading' && <LoadingState title={GROUP_TEXTS.loading} />}
        {questions.state === 'error' && (
          <Alert severity="error" autoDismiss={false} action={<Button size="sm" variant="outlined" onClick={retryQuestions}>{GROUP_TEXTS.retry}</Button>}>
            {questions.message}
          </Alert>
        )}
        {questions.state === 'ready' && (
          <Select
            label={GROUP_TEXTS.question}
            value={label ?? ''}
            onChange={(event) => {
              setLabel(event.target.value);
              setSplit(new Set());
              setNotice(null);
            }}
            options={questions.data.map((q) => ({ value: q.label, label: `Question ${q.label} (${countOf(q.total_marks, 'mark')})` }))}
          />
        )}
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {groups.state === 'loading' && questions.state === 'ready' && <LoadingState title={GROUP_TEXTS.loading} />}
        {groups.state === 'error' && (
          <Alert severity="error" autoDismiss={false} action={<Button size="sm" variant="outlined" onClick={retryGroups}>{GROUP_TEXTS.retry}</Button>}>
            {groups.message}
          </Alert>
        )}
        {data && (
          <>
            <p className={styles.meta} aria-live="polite">
              {countsText(data.counts)}
            </p>
            {data.correct_answer && (
              <p className={styles.meta}>
                Mark scheme: <span>{data.correct_answer}</span>
              </p>
            )}
            <div className={styles.row}>
              <Button
                variant="outlined"
                disabled={data.counts.suggestions === 0}
                loading={busy === 'accept'}
                onClick={() =>
                  void run('accept', () => acceptSuggestions(api, assessmentId, data.label), GROUP_TEXTS.saveFailed).then(
                    (ok) => ok && setNotice({ severity: 'success', text: GROUP_TEXTS.accepted }),
                  )
                }
              >
                {GROUP_TEXTS.accept}
                {data.counts.suggestions > 0 ? ` (${data.counts.suggestions})` : ''}
              </Button>
              <Button
                variant="primary"
                loading={busy === 'release'}
                onClick={() =>
                  void run(
                    'release',
                    async () => {
                      const count = await releaseClassMarks(api, assessmentId);
                      const next = await fetchAnswerGroups(api, assessmentId, data.label);
                      setGroups({ state: 'ready', data: next });
                      return releasedText(count);
                    },
                    GROUP_TEXTS.releaseFailed,
                  )
                }
              >
                {GROUP_TEXTS.release}
              </Button>
            </div>
            <ol className={styles.list} aria-label={`Answer groups for question ${data.label}`}>
              {reviewOrder(data.groups).map((group, index) => {
                const isSplit = split.has(group.id) && group.size > 1;
                const name = `Group ${index + 1}`;
                const kind = group.size === 1 ? GROUP_TEXTS.single : group.kind === 'identical' ? GROUP_TEXTS.identical : GROUP_TEXTS.similar;
                return (
                  <li key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
                    <h3 id={`group-${group.id}`} className={styles.groupTitle}>
                      {name}: {countOf(group.size, 'answer')}
                    </h3>
                    <p className={styles.meta}>{kind}</p>
                    {group.answers.some(needsReview) && <ReviewChip />}
                    <blockquote className={styles.answer}>{group.representative.answer || '(no answer)'}</blockquote>
                    <p className={styles.meta}>Marks so far: {marksSoFar(group, total)}</p>
                    {!isSplit && (
                      <MarkForm
                        label={`Marks for ${name} (out of ${total})`}
                        total={total}
                        button={GROUP_TEXTS.markGroup}
                        busy={busy === group.id}
                        onMark={mark(group.id, group.answers.map((a) => a.student_assessment_id))}
                      />
                    )}
                    {group.size > 1 && (
                      <div>
                        <Button
                          variant="text"
                          size="sm"
                          aria-expanded={isSplit}
                          onClick={() =>
                            setSplit((current) => {
                              const next = new Set(current);
                              if (next.has(group.id)) next.delete(group.id);
                              else next.add(group.id);
                              return next;
                            })
                          }
                        >
                          {isSplit ? GROUP_TEXTS.join : GROUP_TEXTS.split}
                        </Button>
                      </div>
                    )}
                    {isSplit && (
                      <ul className={styles.members}>
                        {group.answers.map((a) => {
                          const who = a.student.name ?? 'Student';
                          return (
                            <li key={a.student_assessment_id} className={styles.member}>
                              <div className={styles.row}>
                                <strong>{who}</strong>
                                <MarkChip answer={a} total={total} />
                              </div>
                              <p className={styles.answer}>{a.answer || '(no answer)'}</p>
                              <MarkForm
                                label={`Marks for ${who} (out of ${total})`}
                                total={total}
                                button={GROUP_TEXTS.markAnswer}
                                busy={busy === a.student_assessment_id}
                                onMark={mark(a.student_assessment_id, [a.student_assessment_id])}
                              />
                            </li>
                          );
                        })}
                      </ul>
                    )}
                    {!isSplit && (
                      <ul className={styles.members} aria-label={`Answers in ${name}`}>
                        {group.answers.map((a) => (
                          <li key={a.student_assessment_id} className={styles.row}>
                            <span>{a.student.name ?? 'Student'}</span>
                            <MarkChip answer={a} total={total} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
    </Card>
  );
}
