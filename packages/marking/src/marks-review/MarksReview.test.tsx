import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STALE_MARKS } from '@assess/core';
import { AssessApiProvider } from '@assess/ui';
import { fakeBackend, renderWithBackend, reviewersAnswer, servedReport } from '../testing/fake-backend.tsx';
import { MarksReview, questionName, suggestionText } from './MarksReview.tsx';
import { NEEDS_REVIEW_TEXT } from '../shared/texts.ts';

describe('question names in the marks', () => {
  test('a part is shown in brackets once, whether the grader gave it bare or bracketed', () => {
    expect(questionName('1', null)).toBe('Question 1');
    expect(questionName('1', 'a')).toBe('Question 1 (a)');
    expect(questionName('1', '(a)')).toBe('Question 1 (a)');
    expect(questionName('2', '(b)(ii)')).toBe('Question 2 (b)(ii)');
  });
});

describe('a mark suggested from the teacher’s marks on the class', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const report = (suggested: number | null) =>
    servedReport(7, 3, [reviewersAnswer('1', 1, 4, { suggested_marks_for_question: suggested }), reviewersAnswer('2', 2, 3)]);

  test('is offered beside the marks, and taking it saves it as the teacher’s mark', async () => {
    const server = fakeBackend((request) => (request.method === 'PUT' ? { json: report(null) } : undefined));
    renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={report(3)} canReview onChanged={() => undefined} />, server);
    expect(screen.getByText(suggestionText(3, 4))).toBeTruthy();
    expect(screen.getAllByText(/^Suggested from your marks/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Use suggestion for Question 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Marks for Question 1 (out of 4)' })).toHaveProperty('value', '3');
    // Once the field holds the suggestion there is nothing left to take; the suggestion stays in view.
    expect(screen.queryByRole('button', { name: 'Use suggestion for Question 1' })).toBeNull();
    expect(screen.getByText(suggestionText(3, 4))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Marks' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const body = server.calls('PUT /student-assessments/sa-1/marks')[0]!.body as { marks: { question: string; marks_obtained: number }[] };
    expect(body.marks.map(({ question, marks_obtained }) => [question, marks_obtained])).toEqual([['1', 3], ['2', 2]]);
  });

  test('says how sure it is, and asks for the teacher\'s eye when it is unsure', () => {
    const unsure = report(3);
    unsure.grading_details.answer_responses[0] = { ...unsure.grading_details.answer_responses[0]!, suggestion_confidence: 0.3, suggestion_needs_review: true };
    renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={unsure} canReview onChanged={() => undefined} />, fakeBackend(() => undefined));
    expect(screen.getByText(`${suggestionText(3, 4)} · 30% sure`)).toBeTruthy();
    expect(screen.getByText(NEEDS_REVIEW_TEXT)).toBeTruthy();
  });

  test('is not shown to someone who only reads the marks', () => {
    renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={report(3)} canReview={false} onChanged={() => undefined} />, fakeBackend(() => undefined));
    expect(screen.queryByText(/Suggested from your marks/)).toBeNull();
  });
});

describe('marks a teacher saved but has not released', () => {
  test('stay in the fields after saving, while the headline shows what the student sees', () => {
    const report = servedReport(4, 1, [reviewersAnswer('1', 1, 4, { analysis: 'Partly right', saved_marks_for_question: 3, saved_feedback: 'Good on review' })]);
    renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={report} canReview onChanged={() => undefined} />, fakeBackend(() => undefined));
    expect(screen.getByRole('spinbutton', { name: 'Marks for Question 1 (out of 4)' })).toHaveProperty('value', '3');
    expect(screen.getByRole('textbox', { name: 'Feedback for Question 1' })).toHaveProperty('value', 'Good on review');
    // The teacher's headline says which total is which: their draft first, then what the student sees.
    const totals = [...document.querySelectorAll('[data-marks-totals] p')].map((line) => line.textContent);
    expect(totals).toEqual(['Draft total, not released: 3 / 4 (75%)', 'AI grade, not released: 1 / 4 (25%)']);
  });
});

describe('a save from a copy someone else changed since', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const opened = (q1: number, q2: number, version: number) =>
    servedReport(8, 2, [reviewersAnswer('1', 1, 4, { saved_marks_for_question: q1 }), reviewersAnswer('2', 1, 4, { saved_marks_for_question: q2 })], { review: { state: 'provisional', released_at: null, released_by: null, label: null, version } });

  test('is refused with the reason, keeps what was typed, and Reload brings their change in beside it', async () => {
    const server = fakeBackend(() => ({ status: 409, json: { detail: STALE_MARKS } }));
    const onChanged = vi.fn();
    const view = renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={opened(1, 1, 4)} canReview onChanged={onChanged} />, server);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Marks for Question 2 (out of 4)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Marks' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((server.calls('PUT /student-assessments/sa-1/marks')[0]!.body as { version: number }).version).toBe(4);
    expect(screen.getByText(STALE_MARKS)).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Marks for Question 2 (out of 4)' })).toHaveProperty('value', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onChanged).toHaveBeenCalled();
    // Someone else set question 1 to 4 meanwhile: it shows, and question 2 stays as this teacher typed it.
    view.rerender(<AssessApiProvider client={server.client}><MarksReview studentAssessmentId="sa-1" report={opened(4, 1, 5)} canReview onChanged={onChanged} /></AssessApiProvider>);
    expect(screen.getByRole('spinbutton', { name: 'Marks for Question 1 (out of 4)' })).toHaveProperty('value', '4');
    expect(screen.getByRole('spinbutton', { name: 'Marks for Question 2 (out of 4)' })).toHaveProperty('value', '3');
  });
});


describe('what the marks are out of', () => {
  test('under the total: what the grader read of the mark scheme, the total the scheme states when it differs, and its warnings', () => {
    const report = servedReport(5, 5, [reviewersAnswer('1', 5, 5)]);
    const schemeRead = { questions: 2, total_marks: 5, stated_total: 6, warnings: [{ code: 'total_mismatch' as const, label: null, message: 'The scheme says 6 marks in all, but 5 were read.' }] };
    renderWithBackend(<MarksReview studentAssessmentId="sa-1" report={report} canReview={false} onChanged={() => undefined} schemeRead={schemeRead} />, fakeBackend(() => undefined));
    expect(screen.getByText('Read as 2 questions, 5 marks · The scheme states 6 marks')).toBeTruthy();
    expect(screen.getByText('The scheme says 6 marks in all, but 5 were read.')).toBeTruthy();
  });
});
