import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataset } from './testing/datasets.js';
import { typedPdf } from './testing/pdfs.js';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../bin/assess-grader.js', import.meta.url));
const SEMEVAL = dataset('semeval2013-3way-train.jsonl');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'grader-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const cli = async (...args: string[]) => (await run(process.execPath, [bin, ...args], { env: { ...process.env, GRADER_PROVIDER: 'offline' }, maxBuffer: 1 << 24 })).stdout;

describe('assess-grader', () => {
  it('grade prints the result of marking PDFs as JSON', async () => {
    await writeFile(join(dir, 'q.pdf'), await typedPdf([['1 (a) State the unit of force. [1]', '(b) State the unit of energy. [1]', '2 Name the gas plants take in. [1]']]));
    await writeFile(join(dir, 'm.pdf'), await typedPdf([['1 (a) newton [1]', '(b) joule [1]', '2 carbon dioxide [1]']]));
    await writeFile(join(dir, 'a.pdf'), await typedPdf([['1 (a) newtons', '(b) watt', '2 carbon dioxide']]));
    const out = JSON.parse(await cli('grade', '--question-paper', join(dir, 'q.pdf'), '--mark-scheme', join(dir, 'm.pdf'), '--answers', join(dir, 'a.pdf'))) as {
      grading_details: { answer_responses: { question: string; question_part: string; marks_obtained_for_question: number }[] };
      results: { total_marks_obtained: number; total_marks: number };
    };
    expect(out.grading_details.answer_responses.map((r) => [r.question, r.question_part, r.marks_obtained_for_question])).toEqual([
      ['1', '(a)', 1],
      ['1', '(b)', 0],
      ['2', '', 1],
    ]);
    expect(out.results).toMatchObject({ total_marks_obtained: 2, total_marks: 3 });
  });

  it('eval prints n, correlations, kappa and label scores as its last line, for any max_score', async () => {
    const items = [
      { question: 'Name the unit of force.', reference: 'newton', answer: 'newton', max_score: 1, score: 1, label: 'correct' },
      { question: 'Name the unit of force.', references: ['newton', 'N'], answer: 'the joule', max_score: 1, score: 0, label: 'incorrect' },
      { question: 'Describe photosynthesis.', references: ['plants use light energy to turn carbon dioxide and water into glucose'], answer: 'plants use light to make glucose from carbon dioxide and water', max_score: 4, score: 4, label: 'correct' },
      { question: 'Describe photosynthesis.', references: ['plants use light energy to turn carbon dioxide and water into glucose'], answer: 'the weather was sunny yesterday', max_score: 4, score: 0, label: 'incorrect' },
    ];
    await writeFile(join(dir, 'items.jsonl'), items.map((i) => JSON.stringify(i)).join('\n'));
    const lines = (await cli('eval', join(dir, 'items.jsonl'))).trim().split('\n');
    const summary = JSON.parse(lines.at(-1)!) as Record<string, number>;
    expect(Object.keys(summary)).toEqual(['n', 'pearson', 'spearman', 'rmse', 'qwk', 'bias', 'expected', 'accuracy', 'macro_f1']);
    expect(summary.n).toBe(4);
    expect(summary.pearson).toBeGreaterThan(0.8);
    expect(summary.accuracy).toBe(1);
  });

  it('eval --teacher-marks K leaves K answers a question out as teacher-marked and re-marks the rest from them', async () => {
    const question = 'Why does the bulb light when the switch is closed?';
    const reference = 'the switch completes the circuit so current flows';
    const answers: [string, number][] = [
      ['the circuit is complete so current flows', 3],
      ['the circuit is complete so current can flow', 3],
      ['the switch makes a complete circuit and the current flows', 3],
      ['because of the battery', 0],
      ['because of the battery voltage', 0],
      ['the bulb is on', 1],
      ['the circuit is complete', 2],
    ];
    const lines = answers.map(([answer, score]) => JSON.stringify({ question, reference, answer, max_score: 3, score }));
    await writeFile(join(dir, 'graded.jsonl'), lines.join('\n'));
    const last = async (...args: string[]) => JSON.parse((await cli('eval', join(dir, 'graded.jsonl'), ...args)).trim().split('\n').at(-1)!) as Record<string, number>;
    const before = await last();
    const after = await last('--teacher-marks', '3', '--seed', '7');
    expect(before.n).toBe(7);
    expect(after.n).toBe(4);
    expect(after.teacher_marks).toBe(3);
    expect(typeof after.bias).toBe('number');
    expect(await last('--teacher-marks', '3', '--seed', '7')).toEqual(after);
    await expect(cli('eval', join(dir, 'graded.jsonl'), '--teacher-marks', 'five')).rejects.toMatchObject({ code: 2 });
  });

  // The shipped model was trained on this data set, so these are training figures: they show the command reads it
  // whole and marks it as the model was fitted to. Quality on questions held out from training: crossval.test.ts.
  it.skipIf(Boolean(SEMEVAL.skip))('eval reads the SemEval-2013 data set the shipped model was trained on, with its training figures', async () => {
    const summary = JSON.parse((await cli('eval', SEMEVAL.path)).trim().split('\n').at(-1)!) as Record<string, number>;
    expect(summary.n).toBe(8910);
    expect(summary.pearson).toBeGreaterThan(0.4);
    expect(summary.macro_f1).toBeGreaterThan(0.4);
  }, 120_000);
});
