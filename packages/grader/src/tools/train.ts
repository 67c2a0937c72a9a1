// Trains the offline grader's combiner from a JSONL data set, reports cross-validated quality with folds
// grouped by question (no question is ever in both the training and the test side), then ships the model,
// writes the figures to data/eval-results.json and the README's table of them.
//   npm run train -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { crossValidate, fit, groupedFolds } from '../grading/crossval.js';
import { parseJsonl } from '../grading/dataset.js';
import { features } from '../grading/features.js';
import type { EvalSummary } from '../grading/metrics.js';
import { markdownTable, writeReadmeBlock } from './readme.js';

const FOLDS = 5;
const SEMEVAL_ATTRIBUTION =
  'Trained on the SemEval-2013 Task 7 training data (Dzikovska et al., 2013), CC BY-SA 3.0; this model is shared under the same licence.';

const path = process.argv[2];
if (!path) {
  console.error('usage: train FILE.jsonl');
  process.exit(2);
}
const records = parseJsonl(readFileSync(path, 'utf8'));
const started = Date.now();
const xs = records.map((r) => features(r.answer, r.references, r.question));
console.error(`features for ${records.length} answers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const byQuestion = crossValidate(records, xs, groupedFolds(records, FOLDS));
console.log(`cross-validated, ${FOLDS} folds grouped by question:`, JSON.stringify(byQuestion));
const corpora = [...new Set(records.map((r) => r.corpus).filter((c): c is string => c !== undefined))];
const byCorpus: Record<string, EvalSummary> = {};
if (corpora.length > 1) {
  for (const corpus of corpora) {
    const split = { train: records.flatMap((r, i) => (r.corpus !== corpus ? [i] : [])), test: records.flatMap((r, i) => (r.corpus === corpus ? [i] : [])) };
    byCorpus[corpus] = crossValidate(records, xs, [split]);
    console.log(`trained on the other corpus, tested on ${corpus}:`, JSON.stringify(byCorpus[corpus]));
  }
}

const questions = new Set(records.map((r) => r.questionId)).size;
const model = fit(records, xs);
const round = (v: number) => Math.round(v * 1e6) / 1e6;
const shipped = { trained_on: basename(path), attribution: basename(path).startsWith('semeval2013') ? SEMEVAL_ATTRIBUTION : '', ...model };
writeFileSync(new URL('../../data/model.json', import.meta.url), `${JSON.stringify(shipped, (_key, value: unknown) => (typeof value === 'number' ? round(value) : value))}\n`);
writeFileSync(
  new URL('../../data/eval-results.json', import.meta.url),
  `${JSON.stringify(
    {
      dataset: `../shared/datasets/${basename(path)}`,
      answers: records.length,
      questions,
      cross_validated_by_question: byQuestion,
      cross_corpus: byCorpus,
    },
    null,
    2,
  )}\n`,
);

const figures = (summary: EvalSummary) =>
  [summary.pearson, summary.spearman, summary.rmse, summary.qwk, summary.bias, summary.accuracy, summary.macro_f1].map((v) => (v === undefined ? '' : v.toFixed(3)));
const other = (corpus: string) => corpora.find((c) => c !== corpus) ?? 'the other corpus';
const table = markdownTable(
  ['evaluation', 'pearson', 'spearman', 'rmse', 'qwk', 'bias', 'accuracy', 'macro_f1'],
  [
    [`${FOLDS} folds grouped by question`, ...figures(byQuestion)],
    ...Object.entries(byCorpus).map(([corpus, summary]) => [`trained on ${other(corpus)}, tested on ${corpus}`, ...figures(summary)]),
  ],
);
writeReadmeBlock(
  'the quality table',
  '`npm run train` from data/eval-results.json',
  `On \`../shared/datasets/${basename(path)}\` (${records.length.toLocaleString('en-GB')} answers to ${questions} questions):\n\n${table}`,
);
