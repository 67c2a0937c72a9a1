import { describe, expect, test } from 'vitest';
import type { MarkSchemeReading } from '@assess/core';
import { draftOf, draftTotal, openWarnings, setPoint, splitPoint, toConfirmBody } from './reading-draft.ts';

const reading = (questions: MarkSchemeReading['questions'], extra: Partial<MarkSchemeReading> = {}): MarkSchemeReading => ({
  assessment_id: 'as-1',
  status: 'read',
  source: 'reader',
  questions,
  total_marks: 0,
  stated_total: null,
  warnings: [],
  pages: [],
  mark_scheme_url: null,
  provider_available: false,
  confirmed_at: null,
  confirmed_by: null,
  ...extra,
});

describe('the read-out as a teacher edits it', () => {
  test('a question read without marks warns until the teacher gives it marks', () => {
    const draft = draftOf(reading([{ label: '1', text: '', marks: null, stated_marks: null, page: 1, points: [] }], { warnings: [{ code: 'no_marks', label: '1', message: 'No marks were found for question 1.' }] }));
    expect(openWarnings(draft).map((warning) => warning.code)).toEqual(['no_marks']);
    const [question] = draft.questions;
    const fixed = { ...draft, questions: [{ ...question!, marks: '2' }] };
    expect(openWarnings(fixed)).toEqual([]);
    expect(draftTotal(fixed)).toBe(2);
  });

  test('a question without marks counts what its points add up to in the total, as the grader counts it', () => {
    const draft = draftOf(reading([{ label: '3', text: '', marks: null, stated_marks: null, page: 1, points: ['vibrations', 'particles pass them on'].map((text) => ({ text, marks: 1, alternatives: [] })) }]));
    expect(draftTotal(draft)).toBe(2);
  });

  test('points worth more than their question together are a cap ("any two from"): no warning, and the marks stay as typed', () => {
    const draft = draftOf(
      reading(
        [{ label: '1', text: '', marks: 2, stated_marks: 2, page: 1, points: ['a', 'b', 'c'].map((text) => ({ text, marks: 1, alternatives: [] })) }],
        { warnings: [{ code: 'question_total_mismatch', label: '1', message: 'Question 1: points add up to 3 for 2 marks.' }] },
      ),
    );
    expect(openWarnings(draft)).toEqual([]);
    const question = draft.questions[0]!;
    const edited = setPoint(draft, question.key, question.points[0]!.key, { marks: '2' });
    expect(edited.questions[0]!.marks).toBe('2');
  });

  test('splitting a 2-mark point shares its marks, and a blank mark is sent as no number, for the shared rule to refuse', () => {
    const draft = draftOf(reading([{ label: '1', text: '', marks: 2, stated_marks: null, page: 1, points: [{ text: 'R = V / I; 4 ohms', marks: 2, alternatives: [] }] }]));
    const question = draft.questions[0]!;
    const split = splitPoint(draft, question.key, question.points[0]!.key, 10).draft;
    expect(split.questions[0]!.points.map((point) => [point.text, point.marks])).toEqual([
      ['R = V / I;', '1'],
      ['4 ohms', '1'],
    ]);
    const blank = setPoint(split, question.key, split.questions[0]!.points[1]!.key, { marks: '' });
    expect(Number.isNaN(toConfirmBody(blank).questions[0]?.points?.[1]?.marks)).toBe(true);
  });
});
