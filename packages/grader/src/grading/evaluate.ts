import { answerSpace } from './answer-space.js';
import { parseJsonl, type EvalRecord } from './dataset.js';
import { summarise, type EvalItem, type EvalSummary } from './metrics.js';
import { referenceShare } from './offline.js';
import { learnFromTeacher } from './teacher-marks.js';
import { marksOnScale, suggestedMarks } from './whole-marks.js';

export interface EvalOptions {
  /** Answers a question that count as marked by a teacher; the figures are computed on the others only. */
  teacherMarks?: number;
  /** Chooses the teacher-marked answers (the same seed, the same choice). */
  seed?: number;
  /** Adds the review curve: the error of the unmarked answers as a teacher marks the least certain first, or in random order. */
  curve?: boolean;
}

/** The grader's share of the marks (0 to 1) for one record and its verdict, as the product marks it. */
export function predictRecord(record: EvalRecord): { share: number; label: string } {
  const { share, verdict } = referenceShare(record.answer, record.references, record.question, record.maxScore);
  return { share, label: verdict };
}

/** A small seeded generator (mulberry32), so a simulation can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** K distinct indices out of n, chosen by the generator. */
function choose(n: number, k: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, k);
}

/**
 * The shares after a teacher marks K answers of each question (chosen with the seed): the teacher's marks
 * for those, and the grader's re-marking from them for the rest. Returns the shares and which records the
 * teacher marked; questions with K answers or fewer are all teacher-marked.
 */
export function simulateTeacherMarks(records: readonly EvalRecord[], shares: readonly number[], k: number, seed = 1): { shares: number[]; marked: Set<number> } {
  const random = seededRandom(seed);
  const byQuestion = new Map<string, number[]>();
  records.forEach((r, i) => byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), i]));
  const out = [...shares];
  const marked = new Set<number>();
  for (const indices of byQuestion.values()) {
    const chosen = choose(indices.length, Math.min(k, indices.length), random);
    const teacher = new Map(chosen.map((c) => [c, records[indices[c]!]!.score / records[indices[c]!]!.maxScore]));
    for (const c of chosen) marked.add(indices[c]!);
    const space = answerSpace(indices.map((i) => records[i]!.answer));
    learnFromTeacher(space, indices.map((i) => shares[i]!), teacher, records[indices[0]!]!.maxScore).forEach((learned, local) => (out[indices[local]!] = learned.share));
  }
  return { shares: out, marked };
}

/**
 * Whole marks for the share of record `record`: `suggested` when the share was re-marked from a teacher's marks
 * (suggestions have cut-points of their own, `whole-marks.ts`).
 */
export type ToMarks = (share: number, record: number, suggested: boolean) => number;

/** Whole marks as the product gives them, with the shipped cut-points. */
export const shippedMarks =
  (records: readonly EvalRecord[]): ToMarks =>
  (share, record, suggested) =>
    (suggested ? suggestedMarks : marksOnScale)(share, records[record]!.maxScore);

/**
 * The figures for records with the given shares, leaving out the teacher-marked ones. `suggested` when the shares
 * were re-marked from a teacher's marks.
 */
export function summariseShares(
  records: readonly EvalRecord[],
  shares: readonly number[],
  labels: readonly string[],
  leaveOut: ReadonlySet<number> = new Set(),
  suggested = false,
  toMarks: ToMarks = shippedMarks(records),
): EvalSummary {
  const items: EvalItem[] = [];
  records.forEach((r, i) => {
    if (leaveOut.has(i)) return;
    const item: EvalItem = { predicted: toMarks(shares[i]!, i, suggested), expected: shares[i]! * r.maxScore, actual: r.score, max: r.maxScore, predictedLabel: labels[i]! };
    if (r.label !== undefined) item.label = r.label;
    items.push(item);
  });
  return summarise(items);
}

export function evaluateRecords(records: readonly EvalRecord[], options: EvalOptions = {}): EvalSummary & { review_curve?: CurvePoint[] } {
  const predictions = records.map(predictRecord);
  const shares = predictions.map((p) => p.share);
  const labels = predictions.map((p) => p.label);
  const curve = options.curve ? { review_curve: reviewCurve(records, shares) } : {};
  if (!options.teacherMarks) return { ...summariseShares(records, shares, labels), ...curve };
  const simulated = simulateTeacherMarks(records, shares, options.teacherMarks, options.seed);
  const learnedLabels = labels.map((l, i) => (simulated.shares[i]! >= 0.5 ? 'correct' : l === 'correct' ? 'incorrect' : l));
  return { ...summariseShares(records, simulated.shares, learnedLabels, simulated.marked, true), teacher_marks: options.teacherMarks, ...curve };
}

export function evaluateJsonl(text: string, options: EvalOptions = {}): EvalSummary & { review_curve?: CurvePoint[] } {
  return evaluateRecords(parseJsonl(text), options);
}

/** Shares of each question's answers a teacher has marked, at which the review curve is measured. */
const CURVE_STEPS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

export interface CurvePoint {
  /** The share of each question's answers the teacher has marked. */
  marked: number;
  /** RMSE of the whole marks of the answers not yet marked, marking the least certain first. */
  least_certain_first: number;
  /** The same, marking in random order (averaged over the seeds). */
  random_order: number;
}

/**
 * How fast the error of the unmarked answers falls as a teacher marks each question's answers one at a
 * time, either the answer the grader is least sure of next (after re-marking from the marks so far) or in
 * random order. Whole marks, as the review shows them (the grader's own before any mark, then the suggestions).
 */
export function reviewCurve(records: readonly EvalRecord[], shares: readonly number[], seeds: readonly number[] = [1, 2, 3], toMarks: ToMarks = shippedMarks(records)): CurvePoint[] {
  const byQuestion = new Map<string, number[]>();
  records.forEach((r, i) => byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), i]));
  const errors = (order: 'uncertain' | 'random', seed: number) => {
    const squares = CURVE_STEPS.map(() => 0);
    const counts = CURVE_STEPS.map(() => 0);
    const random = seededRandom(seed);
    for (const indices of byQuestion.values()) {
      const space = answerSpace(indices.map((i) => records[i]!.answer));
      const grader = indices.map((i) => shares[i]!);
      const truth = indices.map((i) => records[i]!.score / records[i]!.maxScore);
      const teacher = new Map<number, number>();
      const available = records[indices[0]!]!.maxScore;
      const shuffled = choose(indices.length, indices.length, random);
      CURVE_STEPS.forEach((step, s) => {
        const target = Math.round(step * indices.length);
        let learned = learnFromTeacher(space, grader, teacher, available);
        while (teacher.size < target) {
          let next: number;
          if (order === 'random') next = shuffled.find((c) => !teacher.has(c))!;
          else next = learned.reduce((best, l, c) => (teacher.has(c) || (best >= 0 && learned[best]!.confidence <= l.confidence) ? best : c), -1);
          teacher.set(next, truth[next]!);
          learned = learnFromTeacher(space, grader, teacher, available);
        }
        learned.forEach((l, c) => {
          if (teacher.has(c)) return;
          squares[s]! += (toMarks(l.share, indices[c]!, teacher.size > 0) - records[indices[c]!]!.score) ** 2;
          counts[s]! += 1;
        });
      });
    }
    return squares.map((sq, s) => Math.sqrt(sq / Math.max(1, counts[s]!)));
  };
  const uncertain = errors('uncertain', 1);
  const randoms = seeds.map((seed) => errors('random', seed));
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return CURVE_STEPS.map((marked, s) => ({ marked, least_certain_first: round(uncertain[s]!), random_order: round(randoms.reduce((t, r) => t + r[s]!, 0) / randoms.length) }));
}
