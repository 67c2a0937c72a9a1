import { useState } from 'react';
import type { GroupedAnswer } from '@assess/core';
import { Button, Chip, TextField } from '@assess/ui';
import { sureText } from '../shared/texts.ts';
import { needsReview, readMarks } from './answer-groups.ts';
import { GROUP_TEXTS } from './texts.ts';
import * as styles from './ClassMarking.css.ts';

const SOURCE_COLOUR = { teacher: 'success', suggestion: 'info', grader: 'warning' } as const;

/** An answer's mark, where it came from, and how sure a suggestion is. */
export function MarkChip({ answer, total }: { answer: GroupedAnswer; total: number }) {
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

export function ReviewChip() {
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
export function MarkForm({ label, total, button, busy, onMark }: MarkFormProps) {
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
