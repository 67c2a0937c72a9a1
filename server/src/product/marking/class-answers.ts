// A class's answers to one question of an assessment, with every mark they have so far: the grader's, a
// teacher's (an override), and a suggestion learned from the teacher's marks.
import type { QuestionRef } from './repository.js';

// The routes read the class's answers from here; the queries are the repository's.
export { assessmentQuestions, classAnswers, type ClassAnswer, type QuestionRef } from './repository.js';

/** "1(a)(ii)" → question "1", part "(a)(ii)"; "2" → question "2", part "". */
export function parseQuestionLabel(label: string): QuestionRef | undefined {
  const m = /^\s*([^()\s]+)\s*((?:\([^()]+\))*)\s*$/.exec(label);
  return m?.[1] ? { question: m[1], question_part: m[2] ?? '' } : undefined;
}

export const labelOf = (q: QuestionRef) => `${q.question}${q.question_part}`;
