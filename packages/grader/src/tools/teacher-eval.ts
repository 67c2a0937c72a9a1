// The grader's quality figures with and without a teacher's marks, measured as the shipped model is:
// each answer's score comes from a model that never saw its question (5 folds grouped by question) or
// its corpus, and for each question K answers (chosen with the seed) count as teacher-marked; the figures
// are on the other answers only. The settings of the re-marking were chosen on one half of the questions
// (REPORTING_HALF's other half), so the figures on the reporting half alone are the clean held-out ones.
//   npm run teacher-eval -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fit, foldOf, groupedFolds, type Split } from '../grading/crossval.js';
import { parseJsonl, type EvalRecord } from '../grading/dataset.js';
import { simulateTeacherMarks, summariseShares } from '../grading/evaluate.js';
import { features, type FeatureVector } from '../grading/features.js';
import type { EvalSummary } from '../grading/metrics.js';
import { judgeFeatures } from '../grading/model.js';
import { markdownTable, writeReadmeBlock } from './readme.js';

const FOLDS = 5;
/** Which half of the questions (by a hash of the question id) the re-marking's settings were not chosen on. */
const REPORTING_HALF = 1;
const inReportingHalf = (r: EvalRecord) => foldOf(`${r.questionId}#half`, 2) === REPORTING_HALF;
const TEACHER_MARKS = [0, 5, 10];
const SEEDS = [1, 2, 3];

function outOfFold(records: readonly EvalRecord[], xs: readonly FeatureVector[], splits: readonly Split[]) {
  const shares = new Array<number>(records.length).fill(Number.NaN);
  const labels = new Array<string>(records.length).fill('incorrect');
  for (const split of splits) {
    const model = fit(split.train.map((i) => records[i]!), split.train.map((i) => xs[i]!));
    for (const i of split.test) {
      const j = judgeFeatures(xs[i]!, model);
      shares[i] = j.probability;
      labels[i] = j.verdict;
    }
  }
  return { shares, labels };
}

/** The figures for each K, averaged over the seeds (the choice of teacher-marked answers varies by seed). */
function withTeacherMarks(records: readonly EvalRecord[], shares: readonly number[], labels: readonly string[], only: readonly number[]) {
  const subset = only.map((i) => records[i]!);
  const subShares = only.map((i) => shares[i]!);
  const subLabels = only.map((i) => labels[i]!);
  const out: Record<string, EvalSummary> = {};
  for (const k of TEACHER_MARKS) {
    const runs = (k === 0 ? [1] : SEEDS).map((seed) => {
      if (k === 0) return summariseShares(subset, subShares, subLabels);
      const simulated = simulateTeacherMarks(subset, subShares, k, seed);
      return summariseShares(subset, simulated.shares, subLabels, simulated.marked, true);
    });
    const mean = (pick: (s: EvalSummary) => number) => Math.round((runs.reduce((t, s) => t + pick(s), 0) / runs.length) * 10000) / 10000;
    out[`teacher_marks_${k}`] = {
      n: runs[0]!.n,
      pearson: mean((s) => s.pearson),
      spearman: mean((s) => s.spearman),
      rmse: mean((s) => s.rmse),
      qwk: mean((s) => s.qwk),
      bias: mean((s) => s.bias),
      expected: { pearson: mean((s) => s.expected!.pearson), rmse: mean((s) => s.expected!.rmse), bias: mean((s) => s.expected!.bias) },
    };
  }
  return out;
}

const path = process.argv[2];
if (!path) {
  console.error('usage: teacher-eval FILE.jsonl');
  process.exit(2);
}
const records = parseJsonl(readFileSync(path, 'utf8'));
const xs = records.map((r) => features(r.answer, r.references, r.question));
const all = records.map((_r, i) => i);
const results: Record<string, unknown> = { dataset: basename(path), seeds: SEEDS };

const grouped = outOfFold(records, xs, groupedFolds(records, FOLDS));
results.cross_validated_by_question = withTeacherMarks(records, grouped.shares, grouped.labels, all);
console.log('grouped by question:', JSON.stringify(results.cross_validated_by_question));
const heldOut: Record<string, unknown> = {};
heldOut.cross_validated_by_question = withTeacherMarks(records, grouped.shares, grouped.labels, all.filter((i) => inReportingHalf(records[i]!)));
const corpora = [...new Set(records.map((r) => r.corpus).filter((c): c is string => c !== undefined))];
const crossCorpus: Record<string, unknown> = {};
for (const corpus of corpora.length > 1 ? corpora : []) {
  const test = all.filter((i) => records[i]!.corpus === corpus);
  const split = { train: all.filter((i) => records[i]!.corpus !== corpus), test };
  const oof = outOfFold(records, xs, [split]);
  crossCorpus[corpus] = withTeacherMarks(records, oof.shares, oof.labels, test);
  console.log(`tested on ${corpus}:`, JSON.stringify(crossCorpus[corpus]));
  heldOut[`tested_on_${corpus}`] = withTeacherMarks(records, oof.shares, oof.labels, test.filter((i) => inReportingHalf(records[i]!)));
}
results.cross_corpus = crossCorpus;
writeReadmeBlock('the teacher-marks table', '`npm run teacher-eval` from data/teacher-marks-results.json', teacherMarksTable(results.cross_validated_by_question as Record<string, EvalSummary>, crossCorpus as Record<string, Record<string, EvalSummary>>));
results.reporting_half = heldOut;
console.log('the reporting half of the questions:', JSON.stringify(heldOut));
writeFileSync(new URL('../../data/teacher-marks-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

/** The README's table: each split with 0, 5 and 10 teacher marks a question, before rounding and in whole marks. */
function teacherMarksTable(grouped: Record<string, EvalSummary>, byCorpus: Record<string, Record<string, EvalSummary>>): string {
  const figure = (v: number) => v.toFixed(3);
  const other = (corpus: string) => Object.keys(byCorpus).find((c) => c !== corpus) ?? 'the other corpus';
  const splits: [string, Record<string, EvalSummary>][] = [
    [`${FOLDS} folds grouped by question`, grouped],
    ...Object.entries(byCorpus).map(([corpus, figures]): [string, Record<string, EvalSummary>] => [`trained on ${other(corpus)}, tested on ${corpus}`, figures]),
  ];
  const rows = splits.flatMap(([name, figures]) =>
    TEACHER_MARKS.map((k) => {
      const s = figures[`teacher_marks_${k}`]!;
      return [name, String(k), String(s.n), figure(s.expected!.pearson), figure(s.expected!.rmse), figure(s.expected!.bias), figure(s.pearson), figure(s.rmse), figure(s.bias)];
    }),
  );
  return markdownTable(
    ['evaluation', 'teacher marks a question', 'n', 'pearson (expected)', 'rmse (expected)', 'bias (expected)', 'pearson (marks)', 'rmse (marks)', 'bias (marks)'],
    rows,
  );
}
