import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural.js';

describe('plurals', () => {
  it('writes one of a thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(2, 'Student')).toBe('2 Students');
    expect(countOf(1, 'Student')).toBe('1 Student');
    expect(countOf(1.5, 'mark')).toBe('1.5 marks');
    expect(countOf(3, 'class', 'classes')).toBe('3 classes');
    expect(pluralWord(1, 'answer')).toBe('answer');
  });
});
