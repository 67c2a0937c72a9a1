// Whole marks from the share of the marks an answer is expected to earn. Rounding puts the step between two
// marks half-way. The marks suggested from a teacher's marks have steps of their own: the re-marking draws an
// answer's share toward the teacher's only as far as the marks so far warrant, so on a question worth several
// marks, where markers give most answers 4 or 5 of 5, rounded suggestions bunched on one or two marks and lost
// much of the answers' order (Pearson 0.72 before rounding, 0.69 after, with five teacher marks a question on
// graded data). Their steps are cut-points fitted on graded answers (`npm run calibrate-marks`, cross-validated
// over questions) and shipped in `data/mark-calibration.json`. The grader's own marks are rounded: cut-points
// fitted for them gained nothing on questions they were not fitted on.
import { loadMarkCalibration } from './mark-calibration.js';
import { pearson } from './metrics.js';

/**
 * The share of the marks at which each whole mark begins on a scale of `cuts.length` marks: the k-th (from 0)
 * is where mark k + 1 begins. Math.round's are (k + 0.5) / n.
 */
export type CutPoints = readonly number[];

/** Where each whole mark begins when marks are rounded: the half-way points. */
export function roundingCuts(scale: number): number[] {
  return Array.from({ length: scale }, (_, k) => (k + 0.5) / scale);
}

/**
 * Whole marks out of `available` for a share of the marks, with the steps at the cut-points. Fitted on one scale
 * (five marks), they carry to others as a monotone stretch of the share: each cut-point is moved to where
 * rounding would put that step, linearly in between, so a question worth two or ten marks has its steps where
 * the fitted scale has them. Worth one mark, or without cut-points, the share is rounded (a right-or-wrong mark
 * stays at a half).
 */
export function wholeMarks(share: number, available: number, cuts?: CutPoints): number {
  const clamp = (marks: number) => Math.max(0, Math.min(available, marks));
  if (available < 2 || !cuts?.length) return clamp(Math.round(share * available));
  const rounding = roundingCuts(cuts.length);
  const xs = [0, ...cuts, 1];
  const ys = [0, ...rounding, 1];
  // The last knot at or below the share (the highest of tied cut-points, so a share at a tie takes the upper mark).
  let k = 0;
  for (let i = xs.length - 1; i >= 0; i--) {
    if (share >= xs[i]!) {
      k = i;
      break;
    }
  }
  const span = k + 1 < xs.length ? xs[k + 1]! - xs[k]! : 0;
  const position = span > 0 ? ys[k]! + ((share - xs[k]!) / span) * (ys[k + 1]! - ys[k]!) : ys[k]!;
  // A hair above the product so a share exactly at a cut-point earns that mark despite floating point.
  return clamp(Math.round(position * available + 1e-9));
}

/** The grader's whole marks for a share of the marks: rounded, on the question's scale. */
export function marksOnScale(share: number, available: number): number {
  return wholeMarks(share, available);
}

/** The whole marks suggested from a teacher's marks for a re-marked share (with the shipped cut-points). */
export function suggestedMarks(share: number, available: number): number {
  return wholeMarks(share, available, loadMarkCalibration()?.suggestionCuts);
}

export interface CutFitOptions {
  /** The scale the cut-points are fitted on (the graded answers' marks available). */
  scale: number;
  /**
   * The first mark whose cut-point is fitted; those below stay where rounding puts them (few answers sit there,
   * and an answer the grader gives little must not be lifted by a step fitted on better ones). Nor does any fitted
   * cut-point fall below rounding's for the lowest fitted mark.
   */
  fromMark: number;
  /** The weight of RMSE against Pearson in what is maximised (Pearson − weight × RMSE, on whole marks). */
  rmseWeight: number;
}

/** Steps a cut-point is moved by while fitting, as a share of the marks. */
const STEP = 0.004;

/**
 * Fits the cut-points on answers (their expected shares and the marks their markers gave, on `scale` marks):
 * the fitted ones moved one at a time, in small steps between their neighbours, to maximise Pearson less
 * `rmseWeight` times the RMSE of the whole marks, until no move helps. Pearson alone spreads the marks too far
 * (on graded data RMSE rose from 0.82 to 0.88 with five teacher marks), so RMSE keeps them near the markers'.
 */
export function fitCutPoints(shares: readonly number[], marks: readonly number[], options: CutFitOptions): number[] {
  const { scale, fromMark, rmseWeight } = options;
  let cuts = roundingCuts(scale);
  const score = (candidate: CutPoints) => {
    const whole = shares.map((s) => wholeMarks(s, scale, candidate));
    const mse = whole.reduce((t, w, i) => t + (w - marks[i]!) ** 2, 0) / Math.max(1, whole.length);
    return pearson(whole, marks) - rmseWeight * Math.sqrt(mse);
  };
  let best = score(cuts);
  const floor = roundingCuts(scale)[fromMark - 1]!;
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (let k = fromMark - 1; k < scale; k++) {
      const low = Math.max(floor, k > 0 ? cuts[k - 1]! : 0);
      const high = k + 1 < scale ? cuts[k + 1]! : 1;
      for (let value = low; value <= high + 1e-9; value += STEP) {
        const candidate = cuts.map((c, i) => (i === k ? value : c));
        const s = score(candidate);
        if (s > best + 1e-9) {
          best = s;
          cuts = candidate;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return cuts;
}
