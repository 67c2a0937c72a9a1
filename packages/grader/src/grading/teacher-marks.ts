// Learning from the teacher's marks on one question: the answers a teacher has marked become references
// with their marks. Each other answer is marked from its nearest marked answers, and the grader's own score
// is calibrated to the teacher's scale for the question; the two are blended by how close the nearest
// marked answer is.
import type { AnswerSpace } from './answer-space.js';

/** How many marked answers vote on an unmarked one. */
const NEIGHBOURS = 3;
/** Pseudo-answers pulling the calibration toward the grader's own scale when the teacher has marked few. */
const CALIBRATION_PRIOR = 5;
/** How strongly a near marked answer outweighs the calibrated score (higher: only very near answers count). */
const NEIGHBOUR_SHARPNESS = 2;

export interface Calibration {
  intercept: number;
  slope: number;
}

/**
 * A straight line from the grader's share of the marks to the teacher's, fitted to the marked answers with
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
    marked.map((i) => graderShares[i]!),
    marked.map((i) => teacherShares.get(i)!),
  );
  return graderShares.map((graderShare, i) => {
    const teacher = teacherShares.get(i);
    if (teacher !== undefined) return { share: teacher, neighbours: [] };
    const calibrated = clamp01(line.intercept + line.slope * graderShare);
    const nearest = marked
      .map((m) => ({ m, similarity: space.similarity(i, m) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, NEIGHBOURS);
    const weights = nearest.map((n) => n.similarity ** 2);
    const total = weights.reduce((t, w) => t + w, 0);
    if (total === 0) return { share: calibrated, neighbours: [] };
    const fromNeighbours = nearest.reduce((t, n, k) => t + weights[k]! * teacherShares.get(n.m)!, 0) / total;
    const trust = clamp01(nearest[0]!.similarity) ** NEIGHBOUR_SHARPNESS;
    return { share: clamp01(trust * fromNeighbours + (1 - trust) * calibrated), neighbours: nearest.map((n) => n.m) };
  });
}
