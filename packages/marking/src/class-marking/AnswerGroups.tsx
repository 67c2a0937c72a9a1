import { useState } from 'react';
import { acceptSuggestions, countOf, dataOf, fetchAnswerGroups, fetchClassQuestions, markAnswers, releaseClassMarks, type AnswerGroupsResponse, callErrorText } from '@assess/core';
import { Alert, Button, Card, Dialog, LoadingState, Select, useAssessApi, useResource, LoadFailed } from '@assess/ui';
import { isHidden } from '../shared/hidden.ts';
import { countsText, releasedText, reviewOrder } from './answer-groups.ts';
import { GROUP_TEXTS } from './texts.ts';
import { AnswerGroupItem } from './AnswerGroupItem.tsx';
import * as styles from './ClassMarking.css.ts';

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
  const loadedQuestions = useResource(assessmentId, ({ signal }) => fetchClassQuestions(api, assessmentId, { signal }));
  const questions = loadedQuestions.resource;
  const retryQuestions = () => void loadedQuestions.reload();
  const [chosen, setChosen] = useState<string | null>(null);
  // The first question until the teacher chooses one.
  const label = chosen ?? dataOf(loadedQuestions.resource)?.[0]?.label ?? null;
  // Keyed by the question: the groups show as loading until that question's arrive, and an answer for a question
  // chosen before (which can arrive later) is dropped, so that it cannot take the place of the groups on show.
  const loadedGroups = useResource(label === null ? null : JSON.stringify([assessmentId, label]), ({ signal }) => fetchAnswerGroups(api, assessmentId, label!, { signal }));
  const groups = loadedGroups.resource;
  const retryGroups = () => void loadedGroups.reload();
  const [split, setSplit] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  // Releasing shows marks to every student at once: the teacher confirms it first.
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  /** Shows the groups a change answered with, if they are still the question on show. */
  const showGroups = (next: AnswerGroupsResponse) => loadedGroups.setData((shown) => (shown.label === next.label ? next : shown));

  async function run(key: string, action: () => Promise<AnswerGroupsResponse | string>, failed: string): Promise<boolean> {
    setBusy(key);
    setNotice(null);
    try {
      const result = await action();
      if (typeof result === 'string') setNotice({ severity: 'success', text: result });
      else showGroups(result);
      onChanged?.();
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, failed) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const mark = (key: string, ids: string[], marks: number) =>
    run(key, () => markAnswers(api, assessmentId, label!, ids, marks), GROUP_TEXTS.saveFailed).then((ok) => {
      if (ok) setNotice({ severity: 'success', text: GROUP_TEXTS.saved });
      return ok;
    });

  const accept = (data: AnswerGroupsResponse) =>
    void run('accept', () => acceptSuggestions(api, assessmentId, data.label), GROUP_TEXTS.saveFailed).then(
      (ok) => ok && setNotice({ severity: 'success', text: GROUP_TEXTS.accepted }),
    );

  const release = (data: AnswerGroupsResponse) =>
    void run(
      'release',
      async () => {
        const count = await releaseClassMarks(api, assessmentId);
        showGroups(await fetchAnswerGroups(api, assessmentId, data.label));
        return releasedText(count);
      },
      GROUP_TEXTS.releaseFailed,
    );

  const toggleSplit = (id: string) =>
    setSplit((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Someone who is not a teacher of this assessment's class sees nothing of it.
  if (isHidden(questions)) return null;
  if (questions.kind === 'data' && questions.data.length === 0) return null;

  const data = dataOf(groups) ?? null;
  const total = data?.total_marks ?? 0;

  return (
    <Card as="section" title={GROUP_TEXTS.title} headingLevel={2}>
      <div className={styles.stack}>
        {questions.kind === 'loading' && <LoadingState title={GROUP_TEXTS.loading} />}
        {questions.kind === 'error' && <LoadFailed message={callErrorText(questions.error.cause, GROUP_TEXTS.loadFailed)} retryLabel={GROUP_TEXTS.retry} onRetry={retryQuestions} />}
        {questions.kind === 'data' && (
          <Select
            label={GROUP_TEXTS.question}
            value={label ?? ''}
            onChange={(event) => {
              setChosen(event.target.value);
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
        {groups.kind === 'loading' && questions.kind === 'data' && <LoadingState title={GROUP_TEXTS.loading} />}
        {groups.kind === 'error' && <LoadFailed message={callErrorText(groups.error.cause, GROUP_TEXTS.loadFailed)} retryLabel={GROUP_TEXTS.retry} onRetry={retryGroups} />}
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
              <Button variant="outlined" disabled={data.counts.suggestions === 0} loading={busy === 'accept'} onClick={() => accept(data)}>
                {GROUP_TEXTS.accept}
                {data.counts.suggestions > 0 ? ` (${data.counts.suggestions})` : ''}
              </Button>
              <Button variant="primary" loading={busy === 'release'} onClick={() => setConfirmingRelease(true)}>
                {GROUP_TEXTS.release}
              </Button>
            </div>
            <ol className={styles.list} aria-label={`Answer groups for question ${data.label}`}>
              {reviewOrder(data.groups).map((group, index) => (
                <AnswerGroupItem
                  key={group.id}
                  group={group}
                  name={`Group ${index + 1}`}
                  total={total}
                  split={split.has(group.id)}
                  onToggleSplit={() => toggleSplit(group.id)}
                  busy={busy}
                  onMark={mark}
                />
              ))}
            </ol>
            <Dialog
              open={confirmingRelease}
              onClose={() => setConfirmingRelease(false)}
              title={GROUP_TEXTS.releaseConfirmTitle}
              role="alertdialog"
              size="sm"
              actions={
                <>
                  <Button variant="text" onClick={() => setConfirmingRelease(false)}>
                    Cancel
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => {
                      setConfirmingRelease(false);
                      release(data);
                    }}
                  >
                    {GROUP_TEXTS.releaseConfirm}
                  </Button>
                </>
              }
            >
              <p>{GROUP_TEXTS.releaseConfirmText}</p>
            </Dialog>
          </>
        )}
      </div>
    </Card>
  );
}
