// Learning from the teacher's marks on one question: the grader's own score is moved to the teacher's scale
// for the question (their level and their spread, by a robust straight line through the marked answers on
// the log-odds scale, so scores near none or full marks move as they would on the teacher's), and
// each other answer is then moved by how far the teacher differed from that line on the marked answers most
// like it. The more marked answers are near, and the nearer they are, the further it moves; an answer with
// the same words as a marked one takes the teacher's mark. Each suggestion says how sure it is.
import type { AnswerSpace } from './answer-space.js';

/** How many marked answers, the nearest, correct an unmarked one. */
const NEIGHBOURS = 5;
/**
 * The weight, in marked answers, of "no change" against the teacher's marks for the level (shift) and the
 * spread (tilt) of the grader's scores: with two marks the level goes half-way to theirs, with eight most of
 * the way; the spread, which few marks tell less surely (and right-or-wrong marks hardly at all), moves
 * half-way with five.
 */
const SHIFT_PRIOR = 2;
const TILT_PRIOR = 5;
/**
 * A marked answer further than this from the line (on the scaled log-odds; near a half share, a fifth of the
 * marks: one mark in five) counts for less,
 * in proportion (Huber weights), so one odd mark does not drag the question's marks.
 */
const ROBUST_LIMIT = 0.2;
/**
 * The weight of "no correction" against the marked neighbours' corrections (each weighted by its
 * similarity): one very close neighbour moves an answer about half-way to where the teacher put it, several
 * close ones most of the way.
 */
const CORRECTION_PRIOR = 1;
/**
 * How far, as a share of the marks, the grader is expected to be from a teacher before any mark is seen (its
 * error on graded data, about 0.9 marks in 5), and its weight in marked answers against the spread the
 * teacher's own marks show.
 */
const PRIOR_ERROR = 0.18;
const PRIOR_ERROR_WEIGHT = 3;
/**
 * Each answer's likeness to the question's best answers (by the grader, the PEERS it rates highest) is a
 * second opinion on its share: answers are marked as a class, and what the strongest answers say is what
 * the markers looked for. Blended with this weight, after being put on the grader's own level and spread.
 */
const PEERS = 5;
const PEER_WEIGHT = 0.3;
/** An expected error of this share of the marks (a mark in five) or more is confidence 0; none is 1. */
const CONFIDENCE_SCALE = 0.2;
/**
 * A suggestion whose expected error is above this share of the marks (0.6 marks in five) needs the teacher's
 * eye: on graded data with five marks a question, about the least certain half, whose errors were twice the rest's.
 */
const REVIEW_ERROR = 0.12;

export interface Calibration {
  intercept: number;
  slope: number;
}

/**
 * A straight line from the grader's scores to the teacher's (learnFromTeacher gives it the shares' scaled
 * log-odds), fitted to the marked answers as a shift of the
 * level and a tilt of the spread about the marked answers' mean score, each pulled toward none (the identity)
 * with the weight of `prior` answers: with a few marks it moves only as far as they agree with each other.
 * Robust: a mark further than ROBUST_LIMIT from the line is down-weighted in proportion (Huber weights,
 * refitted a few times), so one odd mark moves the line less than the others.
 */
export function calibrate(graderShares: readonly number[], teacherShares: readonly number[], prior = SHIFT_PRIOR, tiltPrior = TILT_PRIOR): Calibration {
  return robustLine(graderShares, teacherShares, prior, tiltPrior).line;
}

function robustLine(x: readonly number[], y: readonly number[], prior: number, tiltPrior: number) {
  const n = x.length;
  const weights = new Array<number>(n).fill(1);
  if (n === 0) return { line: { intercept: 0, slope: 1 }, weights };
  const centre = x.reduce((t, v) => t + v, 0) / n;
  let shift = 0;
  let tilt = 0;
  for (let iteration = 0; iteration < 10; iteration++) {
    // Minimise sum w (y - x - shift - tilt (x - centre))^2 + prior shift^2 + tiltPrior tilt^2.
    let sw = 0;
    let sd = 0;
    let sdd = 0;
    let sr = 0;
    let srd = 0;
    for (let i = 0; i < n; i++) {
      const d = x[i]! - centre;
      const r = y[i]! - x[i]!;
      const w = weights[i]!;
      sw += w;
      sd += w * d;
      sdd += w * d * d;
      sr += w * r;
      srd += w * r * d;
    }
    const a11 = sw + prior;
    const a22 = sdd + tiltPrior;
    const det = a11 * a22 - sd * sd;
    if (Math.abs(det) < 1e-12) break;
    shift = (sr * a22 - sd * srd) / det;
    tilt = (a11 * srd - sd * sr) / det;
    let changed = false;
    const residuals = x.map((xi, i) => Math.abs(y[i]! - xi - shift - tilt * (xi - centre)));
    // Huber's limit scales with the marks' own spread about the line (1.345 robust standard deviations, from
    // the median residual), never below ROBUST_LIMIT: where marks are right or wrong every residual is large
    // and none is odd, and the line must still follow them.
    const sorted = [...residuals].sort((a, b) => a - b);
    const median = sorted[Math.floor((n - 1) / 2)]!;
    const limit = Math.max(ROBUST_LIMIT, 1.345 * 1.4826 * median);
    for (let i = 0; i < n; i++) {
      const residual = residuals[i]!;
      const w = residual <= limit ? 1 : limit / residual;
      if (Math.abs(w - weights[i]!) > 1e-6) changed = true;
      weights[i] = w;
    }
    if (!changed) break;
  }
  return { line: { intercept: shift - tilt * centre, slope: 1 + tilt }, weights };
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
/**
 * Shares are kept this far from 0 and 1 on the log-odds scale, where none and full marks lie at infinity.
 * (0.02 let a question's many full marks pull the line up: +0.11 marks in 5 kinder than the teacher with five
 * marks a question on graded data; 0.05 +0.07, 0.1 harsher, −0.04, and a lower Pearson.)
 */
const LOGIT_MARGIN = 0.05;
/**
 * Log-odds are divided by this, the inverse of the logistic curve's slope at a half share, so that near the
 * middle a step on the calibrated scale is as large as on the share scale and the priors mean what they say.
 */
const LOGIT_SCALE = 4;
const toLogit = (share: number) => {
  const p = Math.min(1 - LOGIT_MARGIN, Math.max(LOGIT_MARGIN, share));
  return Math.log(p / (1 - p)) / LOGIT_SCALE;
};
const fromLogit = (z: number) => 1 / (1 + Math.exp(-LOGIT_SCALE * z));

export interface LearnedShare {
  /** The suggested share of the marks (0 to 1). */
  share: number;
  /** The marked answers this suggestion leans on most, nearest first (indices into the answers). */
  neighbours: number[];
  /**
   * How sure the suggestion is, 0 to 1: 1 for the teacher's own marks, high where the teacher's marks so far
   * agree with the grader and a marked answer is close, low where they disagree and no marked answer is near.
   */
  confidence: number;
  /** The suggestion is unsure enough that the teacher should look at the answer first. */
  needsReview: boolean;
}

/** The expected error of a suggestion (a share of the marks) as a confidence from 0 to 1. */
const confidenceOf = (expectedError: number) => Math.round(100 * Math.max(0, 1 - expectedError / CONFIDENCE_SCALE)) / 100;

function suggestion(share: number, neighbours: number[], expectedError: number): LearnedShare {
  return { share, neighbours, confidence: confidenceOf(expectedError), needsReview: expectedError > REVIEW_ERROR };
}

/**
 * The grader's shares with each answer's likeness to the question's best answers blended in (PEER_WEIGHT):
 * the mean similarity to the PEERS answers the grader rates highest (other than itself), ranked, and given
 * the grader's own shares in that order, so the question's level and spread stay the grader's. Answers the
 * grader gave (almost) nothing keep their share: likeness of words does not make an answer on the topic.
 * On graded marks 0 to 5 with five teacher marks a question this lifted Pearson from 0.713 to 0.725.
 */
export function withPeers(space: AnswerSpace, graderShares: readonly number[]): number[] {
  const byShare = graderShares.map((_, i) => i).sort((a, b) => graderShares[b]! - graderShares[a]!);
  const best = byShare.slice(0, PEERS + 1);
  const likeness = graderShares.map((_, i) => {
    const peers = best.filter((m) => m !== i).slice(0, PEERS);
    return peers.length ? peers.reduce((t, m) => t + space.similarity(i, m), 0) / peers.length : 0;
  });
  const ascending = [...graderShares].sort((a, b) => a - b);
  const byLikeness = likeness.map((_, i) => i).sort((a, b) => likeness[a]! - likeness[b]!);
  const inOrder = new Array<number>(graderShares.length);
  byLikeness.forEach((i, rank) => (inOrder[i] = ascending[rank]!));
  return graderShares.map((share, i) => (share < LOGIT_MARGIN ? share : (1 - PEER_WEIGHT) * share + PEER_WEIGHT * inOrder[i]!));
}

/**
 * Suggested shares of the marks for the answers no teacher has marked. `graderShares[i]` is the grader's own
 * share for answer i; `teacherShares` maps the index of each teacher-marked answer to the teacher's share
 * (marks / available). Teacher-marked answers keep the teacher's share exactly. `available` is what the question
 * is worth: worth two marks or more, each answer's likeness to the question's best answers is blended into the
 * grader's share first (`withPeers`). (The shares were also spread 1.3 times wider about their mean before the
 * line; on the graded set's tuning assignments, cross-validated by assignment, that cost 0.03 of RMSE with five
 * teacher marks a question for no gain in Pearson, so the line alone now sets the spread.)
 *
 * The confidence comes from the error expected of each suggestion: the spread of the teacher's marks about
 * the grader's line so far (pooled with the grader's error on graded data while there are few), less where
 * marked answers are close (a marked answer with the same words leaves little doubt).
 */
export function learnFromTeacher(space: AnswerSpace, ownShares: readonly number[], teacherShares: ReadonlyMap<number, number>, available = 1): LearnedShare[] {
  // Marks on a scale only (as the mark calibration): on right-or-wrong marks the likeness to the best answers
  // cost 0.014 of Pearson with five and ten teacher marks (SemEval-2013, unseen questions).
  const graderShares = available >= 2 && teacherShares.size > 0 ? withPeers(space, ownShares) : ownShares;
  const marked = [...teacherShares.keys()];
  const { line, weights } = robustLine(
    marked.map((i) => toLogit(graderShares[i]!)),
    marked.map((i) => toLogit(teacherShares.get(i)!)),
    SHIFT_PRIOR,
    TILT_PRIOR,
  );
  const onLine = (share: number) => fromLogit(line.intercept + line.slope * toLogit(share));
  // Below the margin the line runs straight down to none: an answer the grader gave nothing earns nothing
  // from a kinder teacher's line (only the teacher's marks on answers like it can lift it).
  const calibrated = (share: number) => (share < LOGIT_MARGIN ? (share / LOGIT_MARGIN) * onLine(LOGIT_MARGIN) : onLine(share));
  // Where the teacher differs from the calibrated grader on each marked answer: what the line does not explain.
  const residual = new Map(marked.map((m) => [m, teacherShares.get(m)! - calibrated(graderShares[m]!)]));
  // The spread of those differences, with the odd marks counted as the robust fit counted them.
  let squares = PRIOR_ERROR_WEIGHT * PRIOR_ERROR ** 2;
  let count = PRIOR_ERROR_WEIGHT;
  marked.forEach((m, k) => {
    squares += weights[k]! * residual.get(m)! ** 2;
    count += weights[k]!;
  });
  const spread = Math.sqrt(squares / count);
  return graderShares.map((graderShare, i) => {
    const teacher = teacherShares.get(i);
    if (teacher !== undefined) return { share: teacher, neighbours: [], confidence: 1, needsReview: false };
    const nearest = marked
      .map((m) => ({ m, similarity: Math.max(0, space.similarity(i, m)) }))
      .filter((n) => n.similarity > 0)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, NEIGHBOURS);
    const same = nearest.filter((n) => space.key(i) === space.key(n.m));
    if (same.length) return suggestion(same.reduce((t, n) => t + teacherShares.get(n.m)!, 0) / same.length, same.map((n) => n.m), 0);
    const weight = nearest.reduce((t, n) => t + n.similarity, 0);
    const correction = nearest.reduce((t, n) => t + n.similarity * residual.get(n.m)!, 0) / (weight + CORRECTION_PRIOR);
    // Close marked answers vouch for the suggestion as the correction leans on them.
    const vouched = weight / (weight + CORRECTION_PRIOR);
    return suggestion(clamp01(calibrated(graderShare) + correction), nearest.map((n) => n.m), spread * (1 - 0.5 * vouched));
  });
}
