import { describe, expect, it } from 'vitest';
import { readMarkScheme, readingFromQuestions, splitLabel, type MarkSchemeReading } from './reading.js';

const rows = (reading: MarkSchemeReading) => reading.questions.map((q) => [q.label, q.marks, q.statedMarks, q.page, q.points.map((p) => p.text)]);
const codes = (reading: MarkSchemeReading) => reading.warnings.map((w) => [w.code, w.label]);

describe('readMarkScheme', () => {
  it('reads questions, marks, points and the page each came from, with the total written on the scheme', () => {
    const reading = readMarkScheme({
      pages: [
        { number: 1, text: 'Biology mark scheme\nQuestion 1 (2 marks): Water moves by osmosis; from a dilute to a concentrated solution' },
        { number: 2, text: 'Question 2 (3 marks): chlorophyll absorbs light; carbon dioxide is taken in; glucose is made\nTotal: 5 marks' },
      ],
    });
    expect(rows(reading)).toEqual([
      ['1', 2, 2, 1, ['Water moves by osmosis', 'from a dilute to a concentrated solution']],
      ['2', 3, 3, 2, ['chlorophyll absorbs light', 'carbon dioxide is taken in', 'glucose is made']],
    ]);
    expect(reading).toMatchObject({ source: 'reader', totalMarks: 5, statedTotal: 5, warnings: [] });
    expect(reading.pages.map((page) => page.number)).toEqual([1, 2]);
  });

  it("gives each question its wording from the question paper when there is one", () => {
    const reading = readMarkScheme({ text: '1 (a) ohm (1)\n(b) heat (1)\n2 light (1)' }, { questionPaper: '1 (a) Name the unit of resistance. [1]\n(b) What does a resistor give off? [1]\n2 What does a bulb give out? [1]' });
    expect(reading.questions.map((q) => [q.label, q.text])).toEqual([
      ['1(a)', 'Name the unit of resistance.'],
      ['1(b)', 'What does a resistor give off?'],
      ['2', 'What does a bulb give out?'],
    ]);
    expect(readMarkScheme({ text: '1 ohm (1)' }).questions[0]!.text).toBe('');
  });

  it('warns when the total on the scheme differs from the sum of what was read', () => {
    const reading = readMarkScheme({ text: '1 heat (1)\n2 light (1) sound (1)\nTotal: 6 marks' });
    expect(reading.totalMarks).toBe(3);
    expect(codes(reading)).toEqual([['total_mismatch', null]]);
    expect(reading.warnings[0]!.message).toBe("The mark scheme states a total of 6 marks, but the questions read add up to 3. Check each question's marks before anyone is marked.");
  });

  it('warns of each question with no marks found, saying how it is counted meanwhile', () => {
    const reading = readMarkScheme({ text: '1. carbon dioxide\n2. it is colourless; it has no smell' });
    expect(reading.questions.map((q) => q.marks)).toEqual([null, null]);
    expect(codes(reading)).toEqual([
      ['no_marks', '1'],
      ['no_marks', '2'],
    ]);
    expect(reading.warnings.map((w) => w.message)).toEqual([
      'No marks were found for question 1: its point counts 1 mark until you set its marks.',
      'No marks were found for question 2: its 2 points count 1 mark each until you set its marks.',
    ]);
    expect(reading.totalMarks).toBe(3);
  });

  it("warns when a question's stated marks differ from its points' total, but not for a capped list", () => {
    const reading = readMarkScheme({ text: 'Question 1 (3 marks): osmosis (1); diffusion (1)' });
    expect(codes(reading)).toEqual([['question_total_mismatch', '1']]);
    expect(reading.warnings[0]!.message).toBe('Question 1 states 3 marks, but its mark points add up to 2.');
    expect(readMarkScheme({ text: '1 any two from: heat (1) light (1) sound (1) [2 marks]' }).warnings).toEqual([]);
  });
});

describe('a corrected reading', () => {
  const read = readMarkScheme({
    pages: [{ number: 1, text: '1 (a) ohm (1)\nreject watt\n(b) any two from: heat (1) light (1) sound (1)\nmax 2\nTotal: 3 marks' }],
  });

  it('keeps what the read-out does not show for points left as read, and the page and stated marks of each label', () => {
    const a = read.questions[0]!;
    expect(a.points[0]!.rejected).toEqual(['watt']);
    const confirmed = readingFromQuestions('teacher', [
      { label: '1(a)', marks: 1, points: [{ text: 'ohm', marks: 1, alternatives: ['ohms'] }] },
      { label: '1(b)', marks: 2, points: read.questions[1]!.points.map(({ text, marks, alternatives }) => ({ text, marks, alternatives })) },
    ], read);
    expect(confirmed.source).toBe('teacher');
    expect(confirmed.questions[0]).toMatchObject({ label: '1(a)', question: '1', part: '(a)', page: 1, points: [{ text: 'ohm', alternatives: ['ohms'], rejected: ['watt'] }] });
    // Worth less than its points together: the points share the question's marks as a cap.
    expect(confirmed.questions[1]!.points.every((p) => p.group?.max === 2)).toBe(true);
    expect(confirmed).toMatchObject({ totalMarks: 3, statedTotal: 3, warnings: [] });
  });

  it('a changed total is what marking uses, and the scheme total then disagrees', () => {
    const confirmed = readingFromQuestions('teacher', [{ label: 'Q2 b', marks: 4, points: [{ text: 'a', marks: 2, alternatives: [] }, { text: 'b', marks: 2, alternatives: [] }] }], read);
    expect(confirmed.questions[0]).toMatchObject({ label: 'Q2 b', question: '2', part: '(b)', page: null });
    expect(confirmed.totalMarks).toBe(4);
    expect(codes(confirmed)).toEqual([['total_mismatch', null]]);
  });

  it('labels split into question and part as the grader writes them', () => {
    expect(splitLabel('1(a)(ii)')).toEqual({ question: '1', part: '(a)(ii)' });
    expect(splitLabel('Question 3')).toEqual({ question: '3', part: '' });
    expect(splitLabel('4 b')).toEqual({ question: '4', part: '(b)' });
    expect(splitLabel('Essay')).toEqual({ question: 'Essay', part: '' });
  });
});
