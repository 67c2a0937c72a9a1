import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseMarkScheme, parseQuestionPaper } from '../structure/parse.js';
import { typedPdf } from '../testing/pdfs.js';
import { generateAssessment, questionBank, splitMarks, type SectionConfig } from './index.js';

const SECTIONS: SectionConfig[] = [
  { question_type: 'single_choice', question_count: 3, difficulty_level: 'easy', marks_per_section: 4, order: 0 },
  { question_type: 'short_answer', question_count: 2, difficulty_level: 'medium', marks_per_section: 6, order: 1 },
  { question_type: 'essay', question_count: 1, difficulty_level: 'hard', marks_per_section: 10, order: 2 },
];

describe('generateAssessment', () => {
  it('builds every system subject from the question bank with each section’s marks honoured', async () => {
    const { subjects } = questionBank();
    expect(subjects).toEqual(['Biology', 'Chemistry', 'Computer Science', 'English', 'Geography', 'History', 'Mathematics', 'Physics']);
    for (const subject of subjects) {
      const a = await generateAssessment({ subject, total_marks: 20, sections: SECTIONS }, { chat: null });
      expect(a.source).toBe('question_bank');
      expect(a.sections.map((s) => s.questions.reduce((t, q) => t + q.marks, 0))).toEqual([4, 6, 10]);
      expect(a.sections.map((s) => s.questions.length)).toEqual([3, 2, 1]);
      expect(a.total_marks).toBe(20);
      expect(a.sections[0]?.questions.every((q) => (q.options?.length ?? 0) >= 2)).toBe(true);
      // The written papers read back through the grader's own parsers with the same marks.
      expect(parseQuestionPaper(a.question_paper_text).items.map((i) => i.marks)).toEqual([2, 1, 1, 3, 3, 10]);
      expect(parseMarkScheme(a.mark_scheme_text).totalMarks).toBe(20);
    }
  });

  it('rejects sections whose marks do not add up, with the wizard’s messages', async () => {
    await expect(generateAssessment({ subject: 'Physics', total_marks: 50, sections: SECTIONS }, { chat: null })).rejects.toThrow('Question marks (20) must equal total marks (50)');
    await expect(generateAssessment({ subject: 'Physics', total_marks: 0, sections: [] }, { chat: null })).rejects.toThrow('At least one question type is required');
    await expect(
      generateAssessment({ subject: 'Physics', total_marks: 5, sections: [{ question_type: 'essay', question_count: 0, difficulty_level: 'hard', marks_per_section: 5 }] }, { chat: null }),
    ).rejects.toThrow('Invalid question type configuration at position 1');
  });

  it('accepts the create request’s question_configuration as it is', async () => {
    const a = await generateAssessment(
      { subject: { name: 'Chemistry' }, total_marks: 20, question_configuration: { use_file_upload: false, question_types: SECTIONS } },
      { chat: null },
    );
    expect(a.sections.map((s) => s.marks)).toEqual([4, 6, 10]);
  });

  it('splits marks into whole marks', () => {
    expect(splitMarks(10, 3)).toEqual([4, 3, 3]);
    expect(splitMarks(2, 5)).toEqual([1, 1]);
  });

  it('writes questions through the AI provider when one is configured', async () => {
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const plan = JSON.parse((JSON.parse(raw) as { messages: { content: string }[] }).messages[1]!.content) as { sections: { question_count: number }[] };
        const sections = plan.sections.map((s, i) => ({
          questions: Array.from({ length: s.question_count }, (_, j) => ({ text: `AI question ${i + 1}.${j + 1}`, topic: 'Forces', options: [], answer: 'an answer', mark_points: ['a point'] })),
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify({ sections }) } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
      const a = await generateAssessment({ subject: { name: 'Physics' }, total_marks: 20, sections: SECTIONS }, { chat: { url, model: 'm', headers: {}, timeoutMs: 2000, maxRetries: 0 } });
      expect(a.source).toBe('ai');
      expect(a.sections[2]?.questions[0]?.text).toBe('AI question 3.1');
      expect(a.total_marks).toBe(20);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('takes questions and marks from uploaded papers in file mode', async () => {
    const a = await generateAssessment({
      subject: 'Biology',
      use_file_upload: true,
      questionPaper: await typedPdf([['Topic: Cells', '1 (a) Name the organelle that releases energy. [1]', '(b) Describe its role. [3]']]),
      markScheme: await typedPdf([['1 (a) mitochondria [1]', '(b) site of aerobic respiration; releases energy; from glucose [3]']]),
    });
    expect(a.source).toBe('file');
    expect(a.sections[0]?.questions.map((q) => [q.number, q.marks, q.topic])).toEqual([
      ['1(a)', 1, 'Cells'],
      ['1(b)', 3, 'Cells'],
    ]);
    expect(a.sections[0]?.questions[1]?.mark_points).toEqual(['site of aerobic respiration', 'releases energy', 'from glucose']);
    expect(a.total_marks).toBe(4);
  });
});
