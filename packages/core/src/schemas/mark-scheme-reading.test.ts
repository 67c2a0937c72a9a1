import { describe, expect, it } from 'vitest';
import {
  confirmMarkSchemeReadingRequestSchema,
  markSchemeReadingProblem,
  markSchemeReadingSchema,
  schemeReadSummarySchema,
  schemeReadSummaryText,
} from './mark-scheme-reading.js';
import { SERVED_ANSWERS } from './served-answers.test-data.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const point = (text: string, marks = 1, alternatives: string[] = []) => ({ text, marks, alternatives });

describe('a confirmed mark-scheme reading', () => {
  it('reads questions with their points, trimming texts and defaulting text, points and alternatives', () => {
    const body = confirmMarkSchemeReadingRequestSchema.parse({
      questions: [
        { label: ' 1 ', marks: 2, points: [{ text: ' osmosis ', marks: 1 }, point('water moves', 1, [' diffusion of water '])] },
        { label: '2', marks: 3 },
      ],
    });
    expect(body.questions).toEqual([
      { label: '1', text: '', marks: 2, points: [point('osmosis'), point('water moves', 1, ['diffusion of water'])] },
      { label: '2', text: '', marks: 3, points: [] },
    ]);
  });

  it('refuses marks above the sum of the points, with the numbers, and accepts fewer (the points share them as a cap)', () => {
    const result = confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1(a)', marks: 3, points: [point('a'), point('b')] }] });
    expect(messages(result)).toEqual(['Question 1(a) is worth 3 marks but its points add up to only 2']);
    expect(markSchemeReadingProblem([{ label: '1', text: '', marks: 2, points: [point('heat'), point('light'), point('sound')] }])).toBeNull();
  });

  it('accepts half marks that add up in floating point', () => {
    expect(markSchemeReadingProblem([{ label: '1', text: '', marks: 0.3, points: [point('a', 0.1), point('b', 0.2)] }])).toBeNull();
  });

  it('refuses duplicate labels in any letter case, empty texts, negative marks and an empty or markless scheme', () => {
    const twice = confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1a', marks: 1 }, { label: '1A', marks: 1 }] });
    expect(messages(twice)).toEqual(['Two questions are labelled 1A: each label must be different']);
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: ' ', marks: 1 }] }))).toContain('Every question needs a label');
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1', marks: 1, points: [point('  ')] }] }))).toContain('Every mark point needs its text');
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1', marks: 1, points: [point('a', 1, [''])] }] }))).toContain('An alternative answer cannot be empty');
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1', marks: -1 }] }))).toContain("A question's marks must be a number of 0 or more");
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1', marks: 'two' }] }))).toContain("A question's marks must be a number of 0 or more");
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [] }))).toEqual(['Add at least one question']);
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({ questions: [{ label: '1', marks: 0 }] }))).toEqual(['The questions must be worth at least 1 mark in all']);
    expect(messages(confirmMarkSchemeReadingRequestSchema.safeParse({}))).toEqual(['questions must be a list of questions']);
  });
});

describe('the served reading', () => {
  it('declares the answer exactly', () => {
    expect(JSON.parse(JSON.stringify(markSchemeReadingSchema.parse(SERVED_ANSWERS.markSchemeReading)))).toEqual(SERVED_ANSWERS.markSchemeReading);
    expect(markSchemeReadingSchema.safeParse({ ...SERVED_ANSWERS.markSchemeReading, status: 'guessed' }).success).toBe(false);
  });

  it("a result's summary reads as questions and marks, in the singular for one", () => {
    const summary = schemeReadSummarySchema.parse({ questions: 2, total_marks: 5, stated_total: 6, warnings: [] });
    expect(schemeReadSummaryText(summary)).toBe('Read as 2 questions, 5 marks');
    expect(schemeReadSummaryText({ questions: 1, total_marks: 1 })).toBe('Read as 1 question, 1 mark');
  });
});
