// Learning from the teacher's marks on one question: the grader's own score is calibrated to the teacher's
// scale for the question (on the log-odds scale, so scores near none or full marks move as they would on
// the teacher's), and each other answer is then moved by how far the teacher differed from that
// calibrated score on the marked answers most like it. The more marked answers are near, and the nearer
// they are, the further it moves; an answer with the same words as a marked one takes the teacher's mark.
import type { AnswerSpace } from './answer-space.js';

/** How many marked answers, the nearest, correct an unmarked one. */
const NEIGHBOURS = 5;
/** Pulls the calibration toward the grader's own scale while the teacher has marked few answers. */
const CALIBRATION_PRIOR = 5;
/**
 * The weight of "no correction" against the marked neighbours' corrections (each weighted by its
 * similarity): one very close neighbour moves an answer about half-way to where the teacher put it, several
 * close ones most of the way.
 */
const CORRECTION_PRIOR = 1;
/** Shares are kept this far from 0 and 1 on the log-odds scale, where none and full marks lie at infinity. */
const LOGIT_MARGIN = 0.02;
/**
 * Log-odds are divided by this, the inverse of the logistic curve's slope at a half share, so that near the
 * middle a step on the calibrated scale is as large as on the share scale and the prior means what it did.
 */
const LOGIT_SCALE = 4;

const toLogit = (share: number) => {
  const p = Math.min(1 - LOGIT_MARGIN, Math.max(LOGIT_MARGIN, share));
  return Math.log(p / (1 - p)) / LOGIT_SCALE;
};
const fromLogit = (z: number) => 1 / (1 + Math.exp(-LOGIT_SCALE * z));

export interface Calibration {
  intercept: number;
  slope: number;
}

/**
 * A straight line from the grader's scores to the teacher's (learnFromTeacher gives it the shares' scaled
 * log-odds), fitted to the marked answers with
 * a ridge penalty toward the identity (intercept 0, slope 1): with a few marks it moves only as far as they
 * agree with each other.
 */
export function calibrate(graderShares: readonly number[], teacherShares: readonly number[], prior = CALIBRATION_PRIOR): Calibration {
  // Minimise sum (y - a - b x)^2 + prior (a^2 + (b - 1)^2): the 2x2 normal equations.
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  const n = graderShares.length;
  for (let i = 0; i < n; i++) {
    const x = graderShares[i]!;
    const y = teacherShares[i]!;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const a11 = n + prior;
  const a12 = sx;
  const a22 = sxx + prior;
  const b1 = sy;
  const b2 = sxy + prior;
  const det = a11 * a22 - a12 * a12;
  if (Math.abs(det) < 1e-9) return { intercept: 0, slope: 1 };
  return { intercept: (b1 * a22 - a12 * b2) / det, slope: (a11 * b2 - a12 * b1) / det };
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

export interface LearnedShare {
  /** The suggested share of the marks (0 to 1). */
  share: number;
  /** The marked answers this suggestion leans on most, nearest first (indices into the answers). */
  neighbours: number[];
}

/**
 * Suggested shares of the marks for the answers no teacher has marked. `graderShares[i]` is the grader's own
 * share for answer i; `teacherShares` maps the index of each teacher-marked answer to the teacher's share
 * (marks / available). Teacher-marked answers keep the teacher's share exactly.
 */
export function learnFromTeacher(space: AnswerSpace, graderShares: readonly number[], teacherShares: ReadonlyMap<number, number>): LearnedShare[] {
  const marked = [...teacherShares.keys()];
  if (marked.length === 0) return graderShares.map((share) => ({ share, neighbours: [] }));
  const line = calibrate(
    marked.map((i) => toLogit(graderShares[i]!)),
    marked.map((i) => toLogit(teacherShares.get(i)!)),
  );
  const calibrated = (share: number) => fromLogit(line.intercept + line.slope * toLogit(share));
  // Where the teacher differs from the calibrated grader on each marked answer: what the line does not explain.
  const residual = new Map(marked.map((m) => [m, teacherShares.get(m)! - calibrated(graderShares[m]!)]));
  return graderShares.map((graderShare, i) => {
    const teacher = teacherShares.get(i);
    if (teacher !== undefined) return { share: teacher, neighbours: [] };
    const nearest = marked
      .map((m) => ({ m, similarity: Math.max(0, space.similarity(i, m)) }))
      .filter((n) => n.similarity > 0)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, NEIGHBOURS);
    const same = nearest.filter((n) => space.key(i) === space.key(n.m));
    if (same.length) return { share: same.reduce((t, n) => t + teacherShares.get(n.m)!, 0) / same.length, neighbours: same.map((n) => n.m) };
    const weight = nearest.reduce((t, n) => t + n.similarity, 0);
    const correction = nearest.reduce((t, n) => t + n.similarity * residual.get(n.m)!, 0) / (weight + CORRECTION_PRIOR);
    return { share: clamp01(calibrated(graderShare) + correction), neighbours: nearest.map((n) => n.m) };
  });
}
