import { describe, expect, test } from 'vitest';
import { questionName } from './MarksReview.tsx';

describe('question names in the marks', () => {
  test('a part is shown in brackets once, whether the grader gave it bare or bracketed', () => {
    expect(questionName('1', null)).toBe('Question 1');
    expect(questionName('1', 'a')).toBe('Question 1 (a)');
    expect(questionName('1', '(a)')).toBe('Question 1 (a)');
    expect(questionName('2', '(b)(ii)')).toBe('Question 2 (b)(ii)');
  });
});
