import { describe, expect, it } from 'vitest';
import { pageOfAnswer } from './answer-pages.js';
import { gradeSubmission } from './grade.js';
import { typedPdf } from './testing/pdfs.js';

const PAPER = ['1 (a) State the unit of resistance. [1]', '(b) Calculate the resistance when 12 V drives a current of 3 A. [2]', '2 Describe what happens in photosynthesis. [3]'];
const SCHEME = ['1 (a) ohm / ohms [1]', '(b) R = V / I (1)', '4 ohms (1)', '2 plants take in carbon dioxide (1)', 'water is absorbed (1)', 'light energy is used to make glucose (1)'];

describe('the page of the answer sheet each answer came from', () => {
  it('names the page holding the answer, and none for a blank answer or text without pages', () => {
    const pages = [
      { number: 1, text: '1 (a) ohms\n(b) 12 divided by 3 gives 4 ohms' },
      { number: 2, text: '2 The plant absorbs carbon dioxide\nand uses energy from light to make glucose.' },
    ];
    expect(pageOfAnswer(pages, 'ohms')).toBe(1);
    expect(pageOfAnswer(pages, 'The plant absorbs carbon dioxide\nand uses   energy from light to make glucose.')).toBe(2);
    expect(pageOfAnswer(pages, '   ')).toBeNull();
    expect(pageOfAnswer([], 'ohms')).toBeNull();
  });

  it('a graded result gives each answer its page, the question it answers and the mark points met or missed', async () => {
    const answers = await typedPdf([
      ['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms'],
      ['2 The plant absorbs carbon dioxide and uses energy from light to make glucose.'],
    ]);
    const result = await gradeSubmission({ questionPaper: await typedPdf([PAPER]), markScheme: await typedPdf([SCHEME]), answers });
    const responses = result.grading_details.answer_responses;
    expect(responses.map((response) => [response.question, response.question_part, response.answer_page])).toEqual([
      ['1', '(a)', 1],
      ['1', '(b)', 1],
      ['2', '', 2],
    ]);
    expect(responses[2]!.question_text).toContain('Describe what happens in photosynthesis');
    expect(responses[2]!.evidence.map((point) => [point.point, point.met])).toContainEqual(['water is absorbed', false]);
  }, 60_000);
});
