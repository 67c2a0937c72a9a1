import { describe, expect, it } from 'vitest';
import { gradeSubmission } from './grade.js';
import { extractPdfText } from './pdf/extract.js';
import { parseMarkScheme } from './structure/parse.js';
import { typedPdf, wrappedPdf } from './testing/pdfs.js';

// A mark scheme as a word processor prints it: each question's points on one paragraph, wrapped at the margin.
const SCHEME = [
  '1 Energy is lost in respiration; as heat and movement; and in waste and parts not eaten [3 marks]',
  '2 Place quadrats at random across the whole field; count the plants in each quadrat; find the mean number per quadrat; multiply by the area of the field [4 marks]',
  '3 Spines instead of leaves reduce water loss; a thick stem stores water [2 marks]',
];
// The first answer is word for word the scheme's answer, as a student who learned it would write it.
const ANSWERS = [
  '1 Energy is lost in respiration; as heat and movement; and in waste and parts not eaten',
  '2 Place quadrats at random and count the plants in each quadrat.',
  '3 Spines instead of leaves reduce water loss.',
];

describe('grading with the mark scheme alone (no question paper)', () => {
  it('takes the questions, their marks and their points from the mark scheme, a wrapped point as one', async () => {
    const scheme = await wrappedPdf('Ecology - Mark Scheme', SCHEME);
    // The PDF really wraps question 2 inside a point: "find the mean number per" / "quadrat; multiply by ...".
    expect(scheme.lines.some((line) => line.endsWith('find the mean number per'))).toBe(true);

    const result = await gradeSubmission({ markScheme: scheme.pdf, answers: (await wrappedPdf('Ecology - Answers', ANSWERS)).pdf });
    const responses = result.grading_details.answer_responses;
    expect(responses.map((r) => [r.question, r.question_part, r.total_marks_for_question])).toEqual([
      ['1', '', 3],
      ['2', '', 4],
      ['3', '', 2],
    ]);
    expect(result.results.total_marks).toBe(9);
    expect(responses.map((r) => r.evidence.map((e) => e.point))).toEqual([
      ['Energy is lost in respiration', 'as heat and movement', 'and in waste and parts not eaten'],
      ['Place quadrats at random across the whole field', 'count the plants in each quadrat', 'find the mean number per quadrat', 'multiply by the area of the field'],
      ['Spines instead of leaves reduce water loss', 'a thick stem stores water'],
    ]);
    // The scheme's words are the answer, not the question: not shown as the question, not taken out of the answer.
    expect(responses.map((r) => r.question_text)).toEqual(['', '', '']);
    expect(responses[0]!.student_answer).toBe(ANSWERS[0]!.slice(2));
    expect(responses[0]!.marks_obtained_for_question).toBe(3);
    expect(responses.map((r) => r.topic)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });

  it('keeps short lines that end before the margin as separate points', async () => {
    const text = (await extractPdfText(await typedPdf([['1 Any two from:', 'cell wall', 'chloroplasts', 'permanent vacuole [2]']]))).text;
    const [item] = parseMarkScheme(text).items;
    expect(item?.points.map((p) => p.text)).toEqual(['cell wall', 'chloroplasts', 'permanent vacuole']);
    expect(item?.marks).toBe(2);
  });

  it('names a question without a topic by its first words', async () => {
    const result = await gradeSubmission({
      questionPaper: await typedPdf([['1 Describe how a quadrat is used to estimate a plant population. [2]', '2 Name the gas plants take in. [1]']]),
      markScheme: await typedPdf([['1 place quadrats at random (1)', 'multiply the mean by the area (1)', '2 carbon dioxide [1]']]),
      answers: await typedPdf([['1 I do not know', '2 carbon dioxide']]),
    });
    expect(result.grading_details.answer_responses.map((r) => r.topic)).toEqual(['Describe how a quadrat is used…', 'Name the gas plants take in']);
  });
});

describe('a scheme that states each question\'s marks in its heading', () => {
  it('marks out of the stated marks, not a mark a question', async () => {
    const scheme = await wrappedPdf('Homeostasis - Mark Scheme', [
      'Question 1 (2 marks): the kidney filters urea out of the blood; urea leaves the body in urine',
      'Question 2 (3 marks): insulin is released by the pancreas; it makes the liver store glucose as glycogen; so the blood glucose level falls',
    ]);
    const answers = await wrappedPdf('Answers', [
      'Question 1: the kidney filters urea out of the blood and urea leaves the body in urine',
      'Question 2: insulin is released by the pancreas, it makes the liver store glucose as glycogen, so the blood glucose level falls',
    ]);
    const result = await gradeSubmission({ markScheme: scheme.pdf, answers: answers.pdf });
    expect(result.grading_details.answer_responses.map((r) => [r.question, r.total_marks_for_question, r.evidence.length])).toEqual([
      ['1', 2, 2],
      ['2', 3, 3],
    ]);
    expect(result.results.total_marks).toBe(5);
    expect(result.results.total_marks_obtained).toBe(5);
  });
});
