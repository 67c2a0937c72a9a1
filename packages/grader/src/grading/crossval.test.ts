import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataset } from '../testing/datasets.js';
import { parseJsonl, type EvalRecord } from './dataset.js';
import { features } from './features.js';
import { crossValidate, groupedFolds } from './crossval.js';

const SEMEVAL = dataset('semeval2013-3way-train.jsonl');

const QUESTIONS = [
  { q: 'What does a plant need for photosynthesis?', ref: 'light, water and carbon dioxide', good: 'it needs light and water and carbon dioxide', bad: 'it needs soil' },
  { q: 'Why does a bulb light?', ref: 'it is in a closed circuit with the battery', good: 'the bulb is in a closed circuit with a battery', bad: 'because it is yellow' },
  { q: 'What is the unit of force?', ref: 'newton', good: 'the newton', bad: 'the metre' },
  { q: 'What happens to ice when heated?', ref: 'it melts into water', good: 'the ice melts and becomes water', bad: 'it gets colder' },
  { q: 'Why do we see lightning before thunder?', ref: 'light travels faster than sound', good: 'because light is faster than sound', bad: 'thunder is quieter' },
  { q: 'What do roots do?', ref: 'roots absorb water from the soil', good: 'they absorb water from soil', bad: 'they make flowers' },
];

const records: EvalRecord[] = QUESTIONS.flatMap((x, n) =>
  Array.from({ length: 6 }, (_, k): EvalRecord => {
    const good = k % 2 === 0;
    return { question: x.q, references: [x.ref], answer: good ? x.good : x.bad, maxScore: 1, score: good ? 1 : 0, label: good ? 'correct' : 'incorrect', questionId: `q${n}` };
  }),
);

describe('cross-validation grouped by question', () => {
  it('never puts answers to one question on both sides of a split, and tests every answer once', () => {
    const splits = groupedFolds(records, 3);
    for (const split of splits) {
      const trainQuestions = new Set(split.train.map((i) => records[i]!.questionId));
      expect(split.test.every((i) => !trainQuestions.has(records[i]!.questionId))).toBe(true);
    }
    expect(splits.flatMap((s) => s.test).sort((a, b) => a - b)).toEqual(records.map((_, i) => i));
  });

  it('learns from other questions to mark a question it has never seen', () => {
    const xs = records.map((r) => features(r.answer, r.references, r.question));
    const summary = crossValidate(records, xs, groupedFolds(records, 3), { rounds: 30, depth: 2, minLeaf: 3 });
    expect(summary.n).toBe(records.length);
    expect(summary.pearson).toBeGreaterThan(0.8);
  });

  // The shipped model's own training data, split as `npm run train` splits it: trained on four folds of its
  // questions, measured on the fifth, which it never saw (five folds average Pearson 0.52, macro-F1 0.55).
  it.skipIf(Boolean(SEMEVAL.skip))('marks the SemEval-2013 questions held out from its training well above chance', () => {
    const semeval = parseJsonl(readFileSync(SEMEVAL.path, 'utf8'));
    const xs = semeval.map((r) => features(r.answer, r.references, r.question));
    const heldOut = groupedFolds(semeval, 5)[0]!;
    const summary = crossValidate(semeval, xs, [heldOut]);
    expect(summary.n).toBe(heldOut.test.length);
    expect(summary.pearson).toBeGreaterThan(0.45);
    expect(summary.macro_f1).toBeGreaterThan(0.45);
  }, 240_000);
});
