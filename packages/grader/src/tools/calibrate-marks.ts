// Fits the mark calibration on graded answers (0 to N marks) and writes data/mark-calibration.json; prints the
// figures of each weight tried, cross-validated over questions: the questions are grouped by assignment (the
// part of the question id before its first ".", else the question itself) and each group is marked by a
// calibration fitted on the other groups only, without and with a teacher's marks on each question, and the
// review curve (marking the least certain answers first, or in random order).
//   npm run calibrate-marks -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseJsonl } from '../grading/dataset.js';
import { reviewCurve, simulateTeacherMarks, summariseShares } from '../grading/evaluate.js';
import { applyMarkCalibration, fitMarkCalibration } from '../grading/mark-calibration.js';
import type { EvalSummary } from '../grading/metrics.js';
import { calibrationInput, contentShare } from '../grading/offline.js';

/** The soft recall map's weight in the mean with the probability map: 1 is soft recall alone, 0 the probability alone. */
const WEIGHTS = [0, 0.5, 0.7, 0.85, 1];
/** Chosen by the cross-validated figures below. */
const SHIPPED_WEIGHT = 0.85;
const TEACHER_MARKS = [0, 5, 10];
const SEEDS = [1, 2, 3];

const file = process.argv[2];
if (!file) throw new Error('usage: calibrate-marks FILE.jsonl');
const records = parseJsonl(readFileSync(file, 'utf8'));
const groupOf = (questionId: string) => (questionId.includes('.') ? questionId.slice(0, questionId.indexOf('.')) : questionId);
const rows = records.map((r) => {
  const content = contentShare(r.answer, r.references, r.question, r.maxScore);
  const input = calibrationInput(r.answer, r.references, r.question);
  return { content, input, partial: r.maxScore >= 2 && input !== null };
});
const labels = rows.map((r) => r.content.verdict);
// Fitted on every answer worth several marks that engages with the question, exact matches too (they anchor
// the top of the maps); applied, as in marking, to those an exact or numeric comparison did not settle.
const fitted = rows.flatMap((r, i) => (r.partial ? [i] : []));
const target = (i: number) => records[i]!.score / records[i]!.maxScore;

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const brief = (s: EvalSummary) => ({
  n: s.n,
  pearson: round3(s.pearson),
  rmse: round3(s.rmse),
  bias: round3(s.bias),
  expected: { pearson: round3(s.expected!.pearson), rmse: round3(s.expected!.rmse), bias: round3(s.expected!.bias) },
});

function average(summaries: EvalSummary[]): EvalSummary {
  const mean = (pick: (s: EvalSummary) => number) => summaries.reduce((t, s) => t + pick(s), 0) / summaries.length;
  return { ...summaries[0]!, pearson: mean((s) => s.pearson), rmse: mean((s) => s.rmse), bias: mean((s) => s.bias), expected: { pearson: mean((s) => s.expected!.pearson), rmse: mean((s) => s.expected!.rmse), bias: mean((s) => s.expected!.bias) } };
}

function figures(shares: number[]) {
  return Object.fromEntries(
    TEACHER_MARKS.map((k) => {
      if (k === 0) return [`teacher marks ${k}`, brief(summariseShares(records, shares, labels))];
      const runs = SEEDS.map((seed) => {
        const simulated = simulateTeacherMarks(records, shares, k, seed);
        return summariseShares(records, simulated.shares, labels, simulated.marked);
      });
      return [`teacher marks ${k}`, brief(average(runs))];
    }),
  );
}

/** Each answer's share from a calibration fitted without its question's group. */
function outOfGroup(weight: number): number[] {
  const shares = rows.map((r) => r.content.share);
  for (const group of new Set(fitted.map((i) => groupOf(records[i]!.questionId)))) {
    const train = fitted.filter((i) => groupOf(records[i]!.questionId) !== group);
    const calibration = fitMarkCalibration(train.map((i) => rows[i]!.input!), train.map(target), weight);
    for (const i of fitted) if (groupOf(records[i]!.questionId) === group && !rows[i]!.content.decided) shares[i] = Math.max(rows[i]!.content.share, Math.min(rows[i]!.content.ceiling, applyMarkCalibration(calibration, rows[i]!.input!)));
  }
  return shares;
}

const results: Record<string, unknown> = { data: basename(file), uncalibrated: figures(rows.map((r) => r.content.share)) };
for (const weight of WEIGHTS) {
  const shares = outOfGroup(weight);
  results[`soft recall weight ${weight}`] = figures(shares);
  if (weight === SHIPPED_WEIGHT) results.review_curve = reviewCurve(records, shares);
}
console.log(JSON.stringify(results, null, 1));

const calibration = fitMarkCalibration(fitted.map((i) => rows[i]!.input!), fitted.map(target), SHIPPED_WEIGHT);
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
const compact = (map: { x: number[]; y: number[] }) => ({ x: map.x.map(round4), y: map.y.map(round4) });
const questions = new Set(fitted.map((i) => records[i]!.questionId)).size;
writeFileSync(
  new URL('../../data/mark-calibration.json', import.meta.url),
  `${JSON.stringify({
    source: `Fitted on ${basename(file)} (${fitted.length} answers to ${questions} questions marked 0 to ${Math.max(...fitted.map((i) => records[i]!.maxScore))}) by npm run calibrate-marks; the soft recall weight chosen by cross-validation over its questions grouped by assignment.`,
    softRecallWeight: SHIPPED_WEIGHT,
    softRecall: compact(calibration.softRecall),
    probability: compact(calibration.probability),
  })}\n`,
);
