import { afterAll, describe, expect, it } from 'vitest';
import { gradeSubmission, ownWords } from './grade.js';
import { gradeTask } from './grading/offline.js';
import { stopOcr } from './pdf/ocr.js';
import { hasPdftoppm, scannedPdf, twoColumnPdf, typedPdf } from './testing/pdfs.js';

afterAll(() => stopOcr());
const canRasterise = await hasPdftoppm();

const PAPER = [
  'Topic: Electricity',
  '1 (a) State the unit of resistance. [1]',
  '(b) Calculate the resistance when 12 V drives a current of 3 A. [2]',
  'Topic: Plants',
  '2 Describe what happens in photosynthesis. [3]',
  'Topic: Heat',
  '3 Explain why a metal spoon feels cold. [2]',
];
const SCHEME = [
  '1 (a) ohm / ohms [1]',
  '(b) R = V / I (1)',
  '4 ohms (1)',
  '2 plants take in carbon dioxide (1)',
  'water is absorbed (1)',
  'light energy is used to make glucose (1)',
  '3 metal is a good conductor of heat (1)',
  'heat flows from the hand to the spoon (1)',
];
const ANSWERS = [
  '1 (a) ohms',
  '(b) 12 divided by 3 gives 4 ohms',
  '2 The plant absorbs carbon dioxide and uses energy from light to make glucose.',
  '3',
];

describe('gradeSubmission', () => {
  it('marks typed PDFs part by part against the mark scheme', async () => {
    const result = await gradeSubmission({
      questionPaper: await typedPdf([PAPER]),
      markScheme: await typedPdf([SCHEME]),
      answers: await typedPdf([ANSWERS]),
      subject: 'Science',
    });
    const rows = result.grading_details.answer_responses.map((r) => [r.question, r.question_part, r.marks_obtained_for_question, r.total_marks_for_question]);
    expect(rows).toEqual([
      ['1', '(a)', 1, 1],
      ['1', '(b)', 1, 2],
      ['2', '', 2, 3],
      ['3', '', 0, 2],
    ]);
    expect(result.results.total_marks).toBe(8);
    expect(result.results.total_marks_obtained).toBe(4);
    expect(result.grading_details.exam_details.subject).toBe('Science');
    const q2 = result.grading_details.answer_responses[2]!;
    expect(q2.analysis).toContain('Missing: "water is absorbed"');
    expect(q2.evidence.filter((e) => e.met).map((e) => e.point)).toEqual(['plants take in carbon dioxide', 'light energy is used to make glucose']);
    expect(result.grading_details.answer_responses[3]?.analysis).toMatch(/^No answer was given/);
    expect(result.improvement_areas.map((a) => a.topic)).toContain('Heat');
    expect(result.strength_areas.map((a) => a.topic)).toContain('Plants');
    expect(result.grading.mark_scheme_used).toBe(true);
    expect(result.suggestions.some((s) => s.includes('question 3 was left blank'))).toBe(true);
  });

  it('marks a scanned answer sheet against a two-column mark scheme with the same scores', async () => {
    const result = await gradeSubmission({
      questionPaper: await typedPdf([PAPER.slice(0, 3), PAPER.slice(3)]),
      markScheme: await twoColumnPdf('Mark scheme', SCHEME.slice(0, 3), SCHEME.slice(3)),
      answers: canRasterise ? await scannedPdf(await typedPdf([ANSWERS], 14)) : await typedPdf([ANSWERS], 14),
    });
    expect(result.grading_details.answer_responses.map((r) => r.marks_obtained_for_question)).toEqual([1, 1, 2, 0]);
    expect(result.grading_details.answer_responses[2]?.student_answer).toMatch(/absorbs carbon dioxide/);
  });

  it('grades from the question paper alone and says so', async () => {
    const result = await gradeSubmission({ questionPaper: { text: PAPER.join('\n') }, answers: { text: ANSWERS.join('\n') } });
    expect(result.grading.mark_scheme_used).toBe(false);
    expect(result.grading.notes).toContain('No mark scheme was provided: marks are estimated from the question paper alone.');
    expect(result.overall_comment).toContain('No mark scheme was provided');
    expect(result.grading_details.answer_responses[3]?.marks_obtained_for_question).toBe(0);
  });
});

describe('ownWords', () => {
  it('drops the question repeated on the answer sheet and an "Answer:" label', () => {
    expect(ownWords('State the unit of resistance.\nAnswer: ohms', 'State the unit of resistance.')).toBe('ohms');
    expect(ownWords('The current stops.', 'What happens to the current when the switch is opened?')).toBe('The current stops.');
    expect(ownWords('carbon dioxide', 'Which gas do plants take in: oxygen or carbon dioxide?')).toBe('carbon dioxide');
  });
});

describe('offline grader', () => {
  const task = { label: '1', question: '1', part: '', questionText: 'What happens to the current when the switch is opened?', marks: 1, points: [] };
  it('credits the same meaning in other words and rejects the opposite', () => {
    const reference = 'The current stops because the circuit is broken.';
    expect(gradeTask({ ...task, answer: 'the current stops flowing as the circuit is broken', reference }).marks).toBe(1);
    expect(gradeTask({ ...task, answer: 'The current stops because the circuit is broken', reference }).marks).toBe(1);
    expect(gradeTask({ ...task, answer: 'What happens to the current when the switch is opened', reference }).marks).toBe(0);
    expect(gradeTask({ ...task, answer: 'the bulb gets brighter', reference }).marks).toBe(0);
    const negated = gradeTask({ ...task, answer: 'the current does not stop because the circuit is not broken', reference });
    expect([negated.marks, negated.verdict]).toEqual([0, 'contradictory']);
    const opposite = gradeTask({ ...task, questionText: 'How are the bulbs connected?', answer: 'the bulbs are in parallel', reference: 'the bulbs are in series' });
    expect([opposite.marks, opposite.verdict]).toEqual([0, 'contradictory']);
    expect(gradeTask({ ...task, questionText: 'What happens to the resistance?', answer: 'the resistance increases', reference: 'the resistance decreases' }).marks).toBe(0);
    expect(gradeTask({ ...task, questionText: 'Is the switch open?', answer: 'the switch is not closed', reference: 'the switch is open' }).marks).toBe(1);
  });

  it('matches numbers within tolerance and with their units', () => {
    const numeric = { ...task, questionText: 'Calculate the speed.', reference: '2.5 m/s' };
    expect(gradeTask({ ...numeric, answer: 'speed = 2.50 m/s' }).marks).toBe(1);
    expect(gradeTask({ ...numeric, answer: '25 m/s' }).marks).toBe(0);
    const length = { ...task, questionText: 'How long is the rod?', reference: '2.5 m' };
    expect(gradeTask({ ...length, answer: 'it is 250 cm long' }).marks).toBe(1);
    expect(gradeTask({ ...length, answer: '2.5 mm' }).marks).toBe(0);
    expect(gradeTask({ ...length, answer: '2.5' }).marks).toBe(1);
  });

  it('caps mark points at the marks available', () => {
    const points = ['heat', 'light', 'sound'].map((text) => ({ text, alternatives: [], marks: 1 }));
    const grade = gradeTask({ ...task, questionText: 'Name two forms of energy a bulb gives out.', marks: 2, points, answer: 'heat, light and sound' });
    expect(grade.marks).toBe(2);
    expect(grade.verdict).toBe('correct');
  });
});
