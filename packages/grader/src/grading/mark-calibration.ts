// Marks on the question's scale: how much of a reference worth several marks an answer stands for, mapped to
// the share of the marks the question's markers give. Two monotone maps (isotonic regression on ten bins, fitted on
// graded answers marked 0 to 5 by `npm run calibrate-marks` and shipped as `data/mark-calibration.json`):
// one from the answer's soft recall of the reference's own words (each word counted by how close in meaning
// the answer's nearest word is, rarer words weighing more), one from the grader's probability that the answer
// meets the reference; the mark is their weighted mean. Without it the grader's share stood for the marks and
// came out about 1.7 marks in 5 below what markers give (a share of the reference's words is not how teachers
// mark). Monotone maps of two scores, rather than a regression on every feature, because they hold up on
// questions the calibration never saw (see the grader's README).
import { readFileSync } from 'node:fs';
import { idf } from '../nlp/idf.js';
import { contentWords, type ContentWord } from '../nlp/text.js';
import { wordCloseness } from './embedding-features.js';

/** A monotone map as the knots of a piecewise-linear curve (flat beyond the ends). */
export interface MonotoneMap {
  x: number[];
  y: number[];
}

export interface MarkCalibration {
  /** From the soft recall of the reference's own words (0 to 1) to the share of the marks. */
  softRecall: MonotoneMap;
  /** From the grader's probability that the answer meets the reference to the share of the marks. */
  probability: MonotoneMap;
  /** The soft recall map's weight in the mean (the probability map has the rest). */
  softRecallWeight: number;
  /**
   * Where each whole mark begins for the marks suggested from a teacher's marks (`whole-marks.ts`), fitted on the
   * same answers re-marked from five teacher marks a question. Absent, suggestions are rounded.
   */
  suggestionCuts?: number[];
  /** Where the fitted figures come from and how they were chosen. */
  source?: string;
}

/** What the calibration reads of one answer. */
export interface CalibrationInput {
  softRecall: number;
  probability: number;
}

/**
 * The power of the question's closeness to a reference word that counts as given by the question: a match earns
 * only what it adds beyond that. Chosen by cross-validation over questions on graded answers (see the README).
 */
const QUESTION_POWER = 4;

function recallOf(reference: readonly ContentWord[], answer: readonly ContentWord[], question: readonly ContentWord[]): number {
  if (reference.length === 0 || answer.length === 0) return 0;
  let covered = 0;
  let total = 0;
  for (const r of reference) {
    const weight = idf(r.stem);
    let best = 0;
    for (const a of answer) best = Math.max(best, wordCloseness(r, a));
    let given = 0;
    for (const q of question) given = Math.max(given, wordCloseness(r, q));
    given **= QUESTION_POWER;
    const match = best * best;
    covered += weight * (given < 1 ? Math.max(0, (match - given) / (1 - given)) : match);
    total += weight;
  }
  return total > 0 ? covered / total : 0;
}

/**
 * How much of the reference's own words (those not already in the question; all of them when it has none)
 * the answer stands for: each word counts by its closeness to the answer's nearest word (1 for the same
 * stem, else the cosine of their word vectors), squared, weighted by its rarity. A word the question's own words
 * already come close to counts only for what the answer's match adds beyond theirs (their closeness to the fourth
 * power, taken off the answer's and rescaled to what is left): an answer that matches it no better than the
 * question does earns less of it (closeness q earns q² / (1 + q²) rather than q²), and the same word earns it all.
 * The best over the references.
 */
export function softRecall(answer: string, references: readonly string[], question: string): number {
  const questionWords = contentWords(question);
  const questionStems = new Set(questionWords.map((w) => w.stem));
  const answerWords = contentWords(answer);
  let best = 0;
  for (const reference of references) {
    const words = contentWords(reference);
    const own = words.filter((w) => !questionStems.has(w.stem));
    best = Math.max(best, recallOf(own.length ? own : words, answerWords, questionWords));
  }
  return best;
}

/** The value of a monotone map at x: linear between knots, flat beyond the ends. */
export function mapValue(map: MonotoneMap, x: number): number {
  const { x: xs, y: ys } = map;
  if (xs.length === 0) return 0;
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[xs.length - 1]!) return ys[ys.length - 1]!;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const span = xs[hi]! - xs[lo]!;
  return span > 0 ? ys[lo]! + ((x - xs[lo]!) / span) * (ys[hi]! - ys[lo]!) : ys[hi]!;
}

/**
 * The answers a map is fitted on are first pooled, in the order of their score, into this many bins of equal
 * count (each bin's mean score and mean share): a map of ten knots at most rather than one a distinct score, so
 * fewer free parameters to learn the calibration set's own questions with. On the graded set's tuning
 * assignments it gave the same figures as the unpooled maps (see the grader's README, "Marks on the question's
 * scale").
 */
export const CALIBRATION_BINS = 10;

/** The points pooled into `bins` bins of (within one) equal count, in the order of x: each bin's mean x and y. */
function binnedMeans(xs: readonly number[], ys: readonly number[], bins: number): { xs: number[]; ys: number[] } {
  const order = xs.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]!);
  const out = { xs: [] as number[], ys: [] as number[] };
  const count = Math.min(bins, order.length);
  for (let k = 0; k < count; k++) {
    const members = order.slice(Math.floor((k * order.length) / count), Math.floor(((k + 1) * order.length) / count));
    out.xs.push(members.reduce((t, i) => t + xs[i]!, 0) / members.length);
    out.ys.push(members.reduce((t, i) => t + ys[i]!, 0) / members.length);
  }
  return out;
}

/**
 * Isotonic regression (pool adjacent violators): the non-decreasing map from x to y with the least squared
 * error, as knots at the middle of each pooled block. With `bins` (not null), fitted on the points pooled into
 * that many bins of equal count first.
 */
export function fitMonotone(xs: readonly number[], ys: readonly number[], bins: number | null = null): MonotoneMap {
  if (bins !== null) {
    const binned = binnedMeans(xs, ys, bins);
    return fitMonotone(binned.xs, binned.ys);
  }
  const order = xs.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]!);
  const blocks: { value: number; weight: number; from: number; to: number }[] = [];
  for (const i of order) {
    const last = blocks[blocks.length - 1];
    // Answers with the same score are one point of the map: their marks are pooled first.
    if (last && last.to === xs[i]!) {
      last.value = (last.value * last.weight + ys[i]!) / (last.weight + 1);
      last.weight += 1;
    } else blocks.push({ value: ys[i]!, weight: 1, from: xs[i]!, to: xs[i]! });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.value > blocks[blocks.length - 1]!.value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      blocks.push({ value: (a.value * a.weight + b.value * b.weight) / (a.weight + b.weight), weight: a.weight + b.weight, from: a.from, to: b.to });
    }
  }
  return { x: blocks.map((b) => (b.from + b.to) / 2), y: blocks.map((b) => b.value) };
}

/** Fits the calibration to answers and the share of the marks their markers gave. */
export function fitMarkCalibration(inputs: readonly CalibrationInput[], shares: readonly number[], softRecallWeight: number, bins: number | null = CALIBRATION_BINS): MarkCalibration {
  return {
    softRecall: fitMonotone(inputs.map((i) => i.softRecall), shares, bins),
    probability: fitMonotone(inputs.map((i) => i.probability), shares, bins),
    softRecallWeight,
  };
}

/** The share of the marks (0 to 1) the question's markers would give. */
export function applyMarkCalibration(calibration: MarkCalibration, input: CalibrationInput): number {
  const w = calibration.softRecallWeight;
  const share = w * mapValue(calibration.softRecall, input.softRecall) + (1 - w) * mapValue(calibration.probability, input.probability);
  return Math.max(0, Math.min(1, share));
}

let shipped: MarkCalibration | null | undefined;

/** The shipped calibration, or null when none has been fitted (then the grader's share stands for the marks). */
export function loadMarkCalibration(): MarkCalibration | null {
  if (shipped === undefined) {
    try {
      shipped = JSON.parse(readFileSync(new URL('../../data/mark-calibration.json', import.meta.url), 'utf8')) as MarkCalibration;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      shipped = null;
    }
  }
  return shipped;
}
