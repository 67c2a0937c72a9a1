import { describe, expect, it } from 'vitest';
import { gradeSubmission } from './grade.js';
import { readMarkScheme, readingFromQuestions, type ConfirmedQuestion, type MarkSchemeReading } from './structure/reading.js';
import { typedPdf } from './testing/pdfs.js';

const SCHEME = [
  'Question 1 (2 marks): Water moves by osmosis; from a dilute to a concentrated solution',
  'Question 2 (3 marks): chlorophyll absorbs light; carbon dioxide is taken in; glucose is made',
];
const ANSWERS = '1 Water moves by osmosis.\n2 Chlorophyll absorbs light and carbon dioxide is taken in, and the plant makes sugar.';

/** The marks of each question as "label:earned/available". */
async function marksOn(reading: MarkSchemeReading | undefined, markScheme: { text: string } | undefined = undefined) {
  const result = await gradeSubmission({ answers: { text: ANSWERS }, ...(reading ? { markSchemeReading: reading } : {}), ...(markScheme ? { markScheme } : {}) });
  return result.grading_details.answer_responses.map((r) => `${r.question}${r.question_part}:${r.marks_obtained_for_question}/${r.total_marks_for_question}`);
}

const read = readMarkScheme({ text: SCHEME.join('\n') });
/** The reading as the read-out shows it, for a test to correct. */
const shown = (): ConfirmedQuestion[] =>
  read.questions.map((q) => ({ label: q.label, marks: q.marks, points: q.points.map(({ text, marks, alternatives }) => ({ text, marks, alternatives: [...alternatives] })) }));

describe('marking against a confirmed reading', () => {
  it('marks as the scheme text is marked while the reading is as read, and says what was read', async () => {
    expect(await marksOn(read)).toEqual(await marksOn(undefined, { text: SCHEME.join('\n') }));
    expect(await marksOn(read)).toEqual(['1:1/2', '2:2/3']);
    const result = await gradeSubmission({ markScheme: await typedPdf([SCHEME]), answers: { text: ANSWERS } });
    expect(result.grading.scheme_read).toEqual({ questions: 2, total_marks: 5, stated_total: null, warnings: [] });
    expect((await gradeSubmission({ answers: { text: ANSWERS } })).grading.scheme_read).toBeNull();
  });

  it('an added alternative earns the point it is accepted for', async () => {
    const questions = shown();
    questions[1]!.points[2]!.alternatives.push('the plant makes sugar');
    expect(await marksOn(readingFromQuestions('teacher', questions, read))).toEqual(['1:1/2', '2:3/3']);
  });

  it('merged points are marked as one, and split again as two', async () => {
    const merged = shown();
    merged[0]!.points = [{ text: 'Water moves by osmosis from a dilute to a concentrated solution', marks: 2, alternatives: [] }];
    const mergedReading = readingFromQuestions('teacher', merged, read);
    expect(await marksOn(mergedReading)).toEqual(['1:2/2', '2:2/3']);
    const split = structuredClone(merged);
    split[0]!.points = [{ text: 'Water moves by osmosis', marks: 1, alternatives: [] }, { text: 'from a dilute to a concentrated solution', marks: 1, alternatives: [] }];
    expect(await marksOn(readingFromQuestions('teacher', split, mergedReading))).toEqual(['1:1/2', '2:2/3']);
  });

  it("a changed total changes the marks available and earned, over the question paper's own marks", async () => {
    const questions = shown();
    questions[0] = { ...questions[0]!, marks: 4, points: questions[0]!.points.map((p) => ({ ...p, marks: 2 })) };
    const result = await gradeSubmission({
      questionPaper: { text: '1 What is osmosis? [2]\n2 Describe photosynthesis. [3]\n3 Name a gas. [1]' },
      answers: { text: ANSWERS },
      markSchemeReading: readingFromQuestions('teacher', questions, read),
    });
    expect(result.grading_details.answer_responses.map((r) => [r.question, r.marks_obtained_for_question, r.total_marks_for_question, r.question_text])).toEqual([
      ['1', 2, 4, 'What is osmosis?'],
      ['2', 2, 3, 'Describe photosynthesis.'],
    ]);
    expect(result.results.total_marks).toBe(7);
    expect(result.grading.notes).toContain('Question 3 of the question paper is not in the confirmed mark scheme, so it was not marked.');
    expect(result.grading.scheme_read).toMatchObject({ questions: 2, total_marks: 7 });
  });
});
