import { describe, expect, it } from 'vitest';
import type { MarkingTask, TaskGrade } from './grading/types.js';
import { buildResult, withMarks } from './result.js';

const task = (question: string, answer: string): MarkingTask => ({ label: question, question, part: '', questionText: `Question ${question} text`, topic: 'Cells', marks: 2, answer, points: [] });
const grade = (question: string, marks: number, analysis: string, verdict: TaskGrade['verdict'] = 'partial'): TaskGrade => ({ label: question, marks, available: 2, verdict, evidence: [], analysis });

describe('withMarks', () => {
  // Five questions; the text recognition read nothing of question 3, which the grader took for a blank answer.
  const tasks = ['1', '2', '3', '4', '5'].map((q) => task(q, q === '3' ? '' : `answer ${q}`));
  const grades = tasks.map((t) => (t.question === '3' ? grade('3', 0, 'No answer was given, so no marks could be awarded.', 'unanswered') : grade(t.question, 1, 'Some points met.')));
  const graded = buildResult(tasks, grades, { provider: 'offline', markSchemeUsed: true, notes: [] });

  it('says what the grader saw before any teacher mark', () => {
    expect(graded.overall_comment).toContain('with 4 of 5 questions answered');
    expect(graded.suggestions).toContain('Attempt every question: question 3 was left blank.');
  });

  it("rewrites the comment and suggestions from the teacher's marks: a question given marks was answered", () => {
    const overridden = withMarks(graded, [{ question: '3', question_part: '', marks: 2, analysis: 'No answer was given, so no marks could be awarded.' }]);
    expect(overridden.overall_comment).toContain('with 5 of 5 questions answered');
    expect(overridden.overall_comment).toContain('Scored 60% overall');
    expect(overridden.suggestions.join(' ')).not.toContain('left blank');
    const q3 = overridden.grading_details.answer_responses[2]!;
    expect(q3.analysis).toBe('Marked by your teacher: 2 of 2 marks.');
    expect(q3.status).toBe('correct');
  });

  it("keeps a teacher's own feedback, and a question still blank at 0 marks stays blank", () => {
    const withFeedback = withMarks(graded, [{ question: '3', question_part: '', marks: 1, analysis: 'Your answer was on the back page.' }]);
    expect(withFeedback.grading_details.answer_responses[2]!.analysis).toBe('Your answer was on the back page.');
    const stillBlank = withMarks(graded, [{ question: '1', question_part: '', marks: 2 }]);
    expect(stillBlank.overall_comment).toContain('with 4 of 5 questions answered');
    expect(stillBlank.suggestions).toContain('Attempt every question: question 3 was left blank.');
  });
});
