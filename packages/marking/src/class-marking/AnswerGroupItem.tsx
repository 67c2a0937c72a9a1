import type { AnswerGroup } from '@assess/core';
import { countOf } from '@assess/core';
import { Button } from '@assess/ui';
import { marksSoFar, needsReview } from './answer-groups.ts';
import { GROUP_TEXTS } from './texts.ts';
import { MarkChip, MarkForm, ReviewChip } from './MarkForm.tsx';
import * as styles from './ClassMarking.css.ts';

export interface AnswerGroupItemProps {
  group: AnswerGroup;
  /** 'Group 1': its place in the review order. */
  name: string;
  total: number;
  /** Split: each answer is shown and marked alone. */
  split: boolean;
  onToggleSplit: () => void;
  /** The key of the mark being saved ('accept', 'release', a group's or an answer's id), if any. */
  busy: string | null;
  /** Marks the listed answers; true once saved. */
  onMark: (key: string, ids: string[], marks: number) => Promise<boolean>;
}

/** One group of answers: its size, a representative answer, the marks so far, and its marking. */
export function AnswerGroupItem({ group, name, total, split, onToggleSplit, busy, onMark }: AnswerGroupItemProps) {
  const isSplit = split && group.size > 1;
  const kind = group.size === 1 ? GROUP_TEXTS.single : group.kind === 'identical' ? GROUP_TEXTS.identical : GROUP_TEXTS.similar;
  return (
    <li className={styles.group} aria-labelledby={`group-${group.id}`}>
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
          onMark={(marks) => onMark(group.id, group.answers.map((a) => a.student_assessment_id), marks)}
        />
      )}
      {group.size > 1 && (
        <div>
          <Button variant="text" size="sm" aria-expanded={isSplit} onClick={onToggleSplit}>
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
                  onMark={(marks) => onMark(a.student_assessment_id, [a.student_assessment_id], marks)}
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
}
