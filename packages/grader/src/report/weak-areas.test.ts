import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../grade.js';
import { extractPdfText } from '../pdf/extract.js';
import { createWeakAreasPdf } from './weak-areas.js';

describe('createWeakAreasPdf', () => {
  it('writes a real PDF listing the questions that lost marks, the points missed and practice suggestions', async () => {
    const result = await gradeSubmission({
      questionPaper: { text: 'Topic: Photosynthesis\n1 Describe photosynthesis. [3]\nTopic: Forces\n2 State the unit of force. [1]' },
      markScheme: { text: '1 carbon dioxide is taken in (1)\nwater is absorbed (1)\nlight energy is used to make glucose (1)\n2 newton [1]' },
      answers: { text: '1 Plants take in carbon dioxide.\n2 newtons' },
    });
    const pdf = await createWeakAreasPdf(result, { name: 'Ada Lovelace', id: 'S-17' }, { title: 'Science mock', subject: 'Biology' });
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = (await extractPdfText(pdf, { ocr: false })).text;
    expect(text).toContain('Weak Areas Report');
    expect(text).toContain('Student: Ada Lovelace (S-17)');
    expect(text).toContain('Question 1 - 1 / 3 marks (Photosynthesis)');
    expect(text).toContain('- water is absorbed');
    expect(text).toContain('- light energy is used to make glucose');
    expect(text).not.toContain('Question 2 -');
    expect(text).toContain('Practice suggestions');
    expect(text).toContain('Photosynthesis (1/3 marks)');
    expect(text).toContain('- True or false: photosynthesis happens in the chloroplasts.');
  });
});
