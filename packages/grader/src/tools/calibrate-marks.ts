// Fits the mark calibration on graded answers (0 to N marks) and writes data/mark-calibration.json; prints the
// figures of each penalty tried, cross-validated over questions: the questions are grouped by assignment
// (the part of the question id before its first ".", else the question itself) and each group is marked by a
// calibration fitted on the others only, with and without a teacher's marks on each question.
//   npm run calibrate-marks -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseJsonl } from '../grading/dataset.js';
import { reviewCurve, simulateTeacherMarks, summariseShares } from '../grading/evaluate.js';
import { applyMarkCalibration, calibrationInputs, fitMarkCalibration } from '../grading/mark-calibration.js';
import type { EvalSummary } from '../grading/metrics.js';
import { judge } from '../grading/model.js';
import { contentShare } from '../grading/offline.js';

const PENALTIES = [30, 100, 300, 1000];
/** Chosen by the cross-validated figures below (whole-mark RMSE and Pearson). */
const SHIPPED_PENALTY = 300;
const TEACHER_MARKS = [0, 5];
const SEEDS = [1, 2, 3];

const file = process.argv[2];
if (!file) throw new Error('usage: calibrate-marks FILE.jsonl');
const records = parseJsonl(readFileSync(file, 'utf8'));
const groupOf = (questionId: string) => (questionId.includes('.') ? questionId.slice(0, questionId.indexOf('.')) : questionId);
const rows = records.map((r) => {
  const content = contentShare(r.answer, r.references, r.question, r.maxScore);
  const j = judge(r.answer, r.references, r.question);
  return { content, inputs: calibrationInputs(j.features, j.probability, content.share), calibrate: r.maxScore >= 2 && !content.decided };
});
const labels = rows.map((r) => r.content.verdict);
const fitted = rows.map((r, i) => r.calibrate).reduce<number[]>((acc, c, i) => (c ? [...acc, i] : acc), []);

function round(summary: EvalSummary) {
  const f = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 1000) / 1000);
  return { n: summary.n, pearson: f(summary.pearson), rmse: f(summary.rmse), bias: f(summary.bias), expected: { pearson: f(summary.expected.pearson), rmse: f(summary.expected.rmse), bias: f(summary.expected.bias) } };
}

function average(summaries: EvalSummary[]) {
  const mean = (pick: (s: EvalSummary) => number) => summaries.reduce((t, s) => t + pick(s), 0) / summaries.length;
  return { ...summaries[0]!, pearson: mean((s) => s.pearson), rmse: mean((s) => s.rmse), bias: mean((s) => s.bias), expected: { pearson: mean((s) => s.expected.pearson), rmse: mean((s) => s.expected.rmse), bias: mean((s) => s.expected.bias) } };
}

function figures(shares: number[]) {
  return Object.fromEntries(
    TEACHER_MARKS.map((k) => {
      if (k === 0) return [k, round(summariseShares(records, shares, labels))];
      const runs = SEEDS.map((seed) => {
        const simulated = simulateTeacherMarks(records, shares, k, seed);
        return summariseShares(records, simulated.shares, labels, simulated.marked);
      });
      return [k, round(average(runs))];
    }),
  );
}

const results: Record<string, unknown> = { data: basename(file), uncalibrated: figures(rows.map((r) => r.content.share)) };
const groups = [...new Set(fitted.map((i) => groupOf(records[i]!.questionId)))];
for (const penalty of PENALTIES) {
  const shares = rows.map((r) => r.content.share);
  for (const group of groups) {
    const train = fitted.filter((i) => groupOf(records[i]!.questionId) !== group);
    const calibration = fitMarkCalibration(train.map((i) => rows[i]!.inputs), train.map((i) => records[i]!.score / records[i]!.maxScore), penalty);
    for (const i of fitted) if (groupOf(records[i]!.questionId) === group) shares[i] = applyMarkCalibration(calibration, rows[i]!.inputs);
  }
  results[`penalty ${penalty}`] = figures(shares);
  if (penalty === SHIPPED_PENALTY) results.review_curve = reviewCurve(records, shares);
}
console.log(JSON.stringify(results, null, 1));
const calibration = fitMarkCalibration(fitted.map((i) => rows[i]!.inputs), fitted.map((i) => records[i]!.score / records[i]!.maxScore), SHIPPED_PENALTY);
calibration.source = `Fitted on ${basename(file)} (${fitted.length} answers, ${new Set(fitted.map((i) => records[i]!.questionId)).size} questions), ridge penalty ${SHIPPED_PENALTY}, chosen by cross-validation over its questions grouped by assignment.`;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
writeFileSync(
  new URL('../../data/mark-calibration.json', import.meta.url),
  `${JSON.stringify({ ...calibration, mean: calibration.mean.map(round6), scale: calibration.scale.map(round6), weights: calibration.weights.map(round6), intercept: round6(calibration.intercept) }, null, 1)}\n`,
);
