// Fits the mark calibration on graded answers (0 to N marks) and writes data/mark-calibration.json; prints the
// figures of each setting tried, cross-validated over questions: the questions are grouped by assignment (the
// part of the question id before its first ".", else the question itself) and each group is marked by a
// calibration fitted on the other groups only, without and with a teacher's marks on each question, and the
// review curve (marking the least certain answers first, or in random order). The cut-points between whole
// marks are cross-validated the same way, one level deeper: a group's cut-points are fitted on the other groups'
// shares, each from a calibration that saw neither that group nor the test group.
//   npm run calibrate-marks -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseJsonl } from '../grading/dataset.js';
import { reviewCurve, simulateTeacherMarks, summariseShares, type ToMarks } from '../grading/evaluate.js';
import { applyMarkCalibration, fitMarkCalibration } from '../grading/mark-calibration.js';
import type { EvalSummary } from '../grading/metrics.js';
import { calibrationInput, contentShare } from '../grading/offline.js';
import { fitCutPoints, wholeMarks, type CutFitOptions } from '../grading/whole-marks.js';

/** The soft recall map's weight in the mean with the probability map: 1 is soft recall alone, 0 the probability alone. */
const WEIGHTS = [0, 0.5, 0.7, 0.85, 1];
/** Chosen by the cross-validated figures below. */
const SHIPPED_WEIGHT = 0.85;
const TEACHER_MARKS = [0, 5, 10];
const SEEDS = [1, 2, 3];
/**
 * Other draws of the teacher-marked answers, for how far the figures move with the draw alone (the cut-points
 * are still fitted with SEEDS).
 */
const OTHER_SEEDS = [4, 5, 6, 7, 8, 9, 10, 11, 12];
/** The teacher marks a question the suggestions' cut-points are fitted with. */
const CUT_TEACHER_MARKS = 5;

type CutSettings = Omit<CutFitOptions, 'scale'>;
/** How cut-points are fitted for the grader's own marks and for suggestions; none: rounded. */
interface CutChoice {
  grader?: CutSettings;
  suggestion?: CutSettings;
}
/**
 * Chosen by the cross-validated figures below (the others are printed beside them): the grader's own marks are
 * rounded (cut-points fitted for them gained nothing out of sample), suggestions have cut-points from mark 3.
 */
const SHIPPED_CUTS: CutChoice = { suggestion: { fromMark: 3, rmseWeight: 0.5 } };
const CUTS_TRIED: CutChoice[] = [
  SHIPPED_CUTS,
  { suggestion: { fromMark: 3, rmseWeight: 0 } },
  { suggestion: { fromMark: 3, rmseWeight: 0.2 } },
  { suggestion: { fromMark: 3, rmseWeight: 0.3 } },
  { suggestion: { fromMark: 3, rmseWeight: 1 } },
  { suggestion: { fromMark: 4, rmseWeight: 0.3 } },
  { grader: { fromMark: 4, rmseWeight: 0 }, suggestion: SHIPPED_CUTS.suggestion },
  { grader: { fromMark: 4, rmseWeight: 0.3 }, suggestion: SHIPPED_CUTS.suggestion },
  { grader: { fromMark: 3, rmseWeight: 0.3 }, suggestion: SHIPPED_CUTS.suggestion },
];

const file = process.argv[2];
if (!file) throw new Error('usage: calibrate-marks FILE.jsonl');
const records = parseJsonl(readFileSync(file, 'utf8'));
const groupOf = (questionId: string) => (questionId.includes('.') ? questionId.slice(0, questionId.indexOf('.')) : questionId);
const groupOfRecord = (i: number) => groupOf(records[i]!.questionId);
const rows = records.map((r) => {
  const content = contentShare(r.answer, r.references, r.question, r.maxScore);
  const input = calibrationInput(r.answer, r.references, r.question);
  return { content, input, partial: r.maxScore >= 2 && input !== null };
});
const labels = rows.map((r) => r.content.verdict);
// Fitted on every answer worth several marks that engages with the question, exact matches too (they anchor
// the top of the maps); applied, as in marking, to those an exact or numeric comparison did not settle.
const fitted = rows.flatMap((r, i) => (r.partial ? [i] : []));
const groups = [...new Set(fitted.map(groupOfRecord))];
const target = (i: number) => records[i]!.score / records[i]!.maxScore;
/** The scale the cut-points are fitted on: the most common marks available among the graded answers. */
const scale = Number(
  [...fitted.reduce((counts, i) => counts.set(records[i]!.maxScore, (counts.get(records[i]!.maxScore) ?? 0) + 1), new Map<number, number>())].sort((a, b) => b[1] - a[1])[0]![0],
);

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

/** Whole marks by rounding (as before the cut-points). */
const rounded: ToMarks = (share, i) => wholeMarks(share, records[i]!.maxScore);

function figures(shares: number[], toMarks: ToMarks, seeds = SEEDS, teacherMarks = TEACHER_MARKS) {
  return Object.fromEntries(
    teacherMarks.map((k) => {
      if (k === 0) return [`teacher marks ${k}`, brief(summariseShares(records, shares, labels, new Set(), false, toMarks))];
      const runs = seeds.map((seed) => {
        const simulated = simulateTeacherMarks(records, shares, k, seed);
        return summariseShares(records, simulated.shares, labels, simulated.marked, true, toMarks);
      });
      return [`teacher marks ${k}`, brief(average(runs))];
    }),
  );
}

/**
 * Each answer's share from a calibration fitted without its question's group, nor the group `without` (whose
 * answers keep the grader's own share): the shares a calibration fitted on the other groups gives questions it
 * never saw.
 */
function outOfGroup(weight: number, without?: string): number[] {
  const shares = rows.map((r) => r.content.share);
  for (const group of groups) {
    if (group === without) continue;
    const train = fitted.filter((i) => groupOfRecord(i) !== group && groupOfRecord(i) !== without);
    const calibration = fitMarkCalibration(train.map((i) => rows[i]!.input!), train.map(target), weight);
    for (const i of fitted) if (groupOfRecord(i) === group && !rows[i]!.content.decided) shares[i] = Math.max(rows[i]!.content.share, Math.min(rows[i]!.content.ceiling, applyMarkCalibration(calibration, rows[i]!.input!)));
  }
  return shares;
}

/**
 * Cut-points fitted on the answers on the fitting scale (those of `except`'s group left out): the grader's own on
 * their shares, the suggestions' on the shares re-marked from CUT_TEACHER_MARKS teacher marks a question (the
 * answers not marked, seeds pooled). Undefined where the choice is to round.
 */
function fittedCuts(shares: readonly number[], choice: CutChoice, except?: string) {
  const used = (i: number) => records[i]!.maxScore === scale && groupOfRecord(i) !== except;
  const own = records.flatMap((_, i) => (used(i) ? [i] : []));
  const grader = choice.grader && fitCutPoints(own.map((i) => shares[i]!), own.map((i) => records[i]!.score), { scale, ...choice.grader });
  if (!choice.suggestion) return { grader, suggestion: undefined };
  const remarked: number[] = [];
  const marks: number[] = [];
  for (const seed of SEEDS) {
    const simulated = simulateTeacherMarks(records, shares, CUT_TEACHER_MARKS, seed);
    for (const i of own) {
      if (simulated.marked.has(i)) continue;
      remarked.push(simulated.shares[i]!);
      marks.push(records[i]!.score);
    }
  }
  return { grader, suggestion: fitCutPoints(remarked, marks, { scale, ...choice.suggestion }) };
}

/** Whole marks with each group's cut-points fitted without it (on shares from calibrations that never saw it). */
function crossValidatedMarks(weight: number, choice: CutChoice) {
  const cuts = Object.fromEntries(groups.map((g) => [g, fittedCuts(outOfGroup(weight, g), choice, g)]));
  const toMarks: ToMarks = (share, i, suggested) => {
    const own = cuts[groupOfRecord(i)];
    return wholeMarks(share, records[i]!.maxScore, own && (suggested ? own.suggestion : own.grader));
  };
  return { toMarks, cuts };
}

const describe = (settings?: CutSettings) => (settings ? `from mark ${settings.fromMark}, rmse weight ${settings.rmseWeight}` : 'rounded');
const inMarks = (cuts?: number[]) => cuts?.map((v) => round3(v * scale));
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
const results: Record<string, unknown> = { data: basename(file), uncalibrated: figures(rows.map((r) => r.content.share), rounded) };
for (const weight of WEIGHTS) results[`soft recall weight ${weight}, rounded`] = figures(outOfGroup(weight), rounded);
const shares = outOfGroup(SHIPPED_WEIGHT);
results.review_curve_rounded = reviewCurve(records, shares, SEEDS, rounded);
results[`soft recall weight ${SHIPPED_WEIGHT}, rounded, seeds ${OTHER_SEEDS.join(' ')}`] = figures(shares, rounded, OTHER_SEEDS, [CUT_TEACHER_MARKS]);
for (const choice of CUTS_TRIED) {
  const { toMarks, cuts } = crossValidatedMarks(SHIPPED_WEIGHT, choice);
  results[`soft recall weight ${SHIPPED_WEIGHT}; grader's marks ${describe(choice.grader)}; suggestions ${describe(choice.suggestion)}`] = {
    ...figures(shares, toMarks),
    cuts_by_group: Object.fromEntries(Object.entries(cuts).map(([g, c]) => [g, { grader: inMarks(c.grader), suggestion: inMarks(c.suggestion) }])),
  };
  if (choice !== SHIPPED_CUTS) continue;
  results.review_curve = reviewCurve(records, shares, SEEDS, toMarks);
  results[`shipped, seeds ${OTHER_SEEDS.join(' ')}`] = figures(shares, toMarks, OTHER_SEEDS, [CUT_TEACHER_MARKS]);
}
console.log(JSON.stringify(results, null, 1));

const calibration = fitMarkCalibration(fitted.map((i) => rows[i]!.input!), fitted.map(target), SHIPPED_WEIGHT);
// The cut-points for questions the calibration never saw: fitted on the out-of-group shares, as a new question's.
const { suggestion } = fittedCuts(shares, SHIPPED_CUTS);
const compact = (map: { x: number[]; y: number[] }) => ({ x: map.x.map(round4), y: map.y.map(round4) });
const questions = new Set(fitted.map((i) => records[i]!.questionId)).size;
writeFileSync(
  new URL('../../data/mark-calibration.json', import.meta.url),
  `${JSON.stringify({
    source: `Fitted on ${basename(file)} (${fitted.length} answers to ${questions} questions marked 0 to ${Math.max(...fitted.map((i) => records[i]!.maxScore))}) by npm run calibrate-marks; the soft recall weight and the suggestions' cut-points between whole marks chosen by cross-validation over its questions grouped by assignment.`,
    softRecallWeight: SHIPPED_WEIGHT,
    softRecall: compact(calibration.softRecall),
    probability: compact(calibration.probability),
    ...(suggestion ? { suggestionCuts: suggestion.map(round4) } : {}),
  })}\n`,
);
