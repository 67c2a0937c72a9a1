// The pure rules of marking a class's answers by group, with the texts worked out from them (counts, release).
import type { AnswerGroup, AnswerGroupsResponse, GroupedAnswer } from '@assess/core';
import { countOf } from '@assess/core';
import { tooManyMarks } from '../shared/texts.ts';
import { GROUP_TEXTS } from './texts.ts';

export { tooManyMarks };

export const needsReview = (a: GroupedAnswer) => a.needs_review === true;
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
