import { describe, expect, it } from 'vitest';
import { ALL_QUESTION_STATUSES_SHOWN, filterByQuestionStatus, questionStatus } from './question-status.js';

describe('per-question status', () => {
  it('is correct when all marks were earned and there were marks to earn', () => {
    expect(questionStatus(4, 4)).toBe('correct');
    expect(questionStatus(0, 0)).toBe('incorrect');
  });

  it('is partial when some but not all marks were earned', () => {
    expect(questionStatus(1, 4)).toBe('partial');
    expect(questionStatus(3.5, 4)).toBe('partial');
  });

  it('is incorrect otherwise', () => {
    expect(questionStatus(0, 4)).toBe('incorrect');
    expect(questionStatus(-1, 4)).toBe('incorrect');
  });

  it('filters questions by the Correct, Partial and Incorrect toggles, all on by default', () => {
    const questions = [{ status: 'correct' as const }, { status: 'partial' as const }, { status: 'incorrect' as const }];
    expect(filterByQuestionStatus(questions, ALL_QUESTION_STATUSES_SHOWN)).toHaveLength(3);
    expect(filterByQuestionStatus(questions, { correct: false, partial: true, incorrect: false })).toEqual([{ status: 'partial' }]);
  });
});
