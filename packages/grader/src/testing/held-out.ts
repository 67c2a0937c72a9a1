// The graded set split by assignment into the answers a calibration is fitted on and the answers held out from
// it, so the mark calibration and the suggestions' cut-points are measured on questions they never saw.
//
// The held-out protocol (`npm run calibrate-marks`, and the test that keeps its figures): the graded set's
// assignments are split once, by a rule fixed before any figure was read (REPORTING_RULE), into a tuning part and
// a reporting part. Every setting tried is judged on the tuning part alone, cross-validated across its
// assignments (each marked by a calibration and cut-points fitted on the other tuning assignments); the reporting
// part is marked by the calibration and cut-points fitted on the whole tuning part and read for the shipped
// choice only. The shipped calibration is then refitted on the whole set.
import type { EvalRecord } from '../grading/dataset.js';
import { simulateTeacherMarks, summariseShares } from '../grading/evaluate.js';
import { applyMarkCalibration, CALIBRATION_BINS, fitMarkCalibration, loadMarkCalibration, type CalibrationInput, type MarkCalibration } from '../grading/mark-calibration.js';
import { calibrationInput, contentShare, referenceShare } from '../grading/offline.js';
import { fitCutPoints, wholeMarks, type CutFitOptions } from '../grading/whole-marks.js';

/** The assignment a question belongs to: its id before the first ".", else the question itself. */
export const assignmentOf = (record: EvalRecord) => record.questionId.split('.')[0]!;

export interface HeldOutSplit {
  /** The answers of every other assignment: the calibration is fitted on them. */
  fitted: EvalRecord[];
  /** The answers of the rest, which the calibration never sees. */
  heldOut: EvalRecord[];
  /** The calibration fitted on `fitted`, with the shipped weight of soft recall against the probability. */
  calibration: MarkCalibration;
}

export function splitByAssignment(records: readonly EvalRecord[]): HeldOutSplit {
  const assignments = [...new Set(records.map(assignmentOf))].sort();
  const fittedOn = new Set(assignments.filter((_, k) => k % 2 === 0));
  const fitted = records.filter((r) => fittedOn.has(assignmentOf(r)));
  const heldOut = records.filter((r) => !fittedOn.has(assignmentOf(r)));
  // Fitted, as `npm run calibrate-marks` fits it, on the answers worth several marks that engage with the question.
  const rows = fitted.flatMap((r) => {
    const input = r.maxScore >= 2 ? calibrationInput(r.answer, r.references, r.question) : null;
    return input ? [{ input, share: r.score / r.maxScore }] : [];
  });
  const calibration = fitMarkCalibration(
    rows.map((row) => row.input),
    rows.map((row) => row.share),
    loadMarkCalibration()!.softRecallWeight,
  );
  return { fitted, heldOut, calibration };
}

/** The grader's share of the marks and its verdict for each record, marked with the given calibration. */
export function sharesWith(records: readonly EvalRecord[], calibration: MarkCalibration | null): { shares: number[]; labels: string[] } {
  const marked = records.map((r) => referenceShare(r.answer, r.references, r.question, r.maxScore, calibration));
  return { shares: marked.map((m) => m.share), labels: marked.map((m) => m.verdict) };
}

/** How many assignments the reporting part holds. */
const REPORTING_COUNT = 2;

/** A stable hash of a string (FNV-1a, 32 bits). */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * The rule that picks the reporting part, written down before any figure was read: the two assignments whose
 * FNV-1a hash of "<assignment>#reporting" is lowest. On the odd assignments of Mohler et al. (2011), 1 to 11,
 * that is assignments 5 and 7 (11 of its 40 questions, 294 of its 1,142 answers).
 */
export const REPORTING_RULE = 'the two assignments whose FNV-1a hash of "<assignment>#reporting" is lowest';

/** The assignments of the reporting part, by REPORTING_RULE. */
export function reportingAssignments(records: readonly EvalRecord[]): string[] {
  const assignments = [...new Set(records.map(assignmentOf))];
  return assignments.sort((a, b) => hash(`${a}#reporting`) - hash(`${b}#reporting`)).slice(0, REPORTING_COUNT).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** What the mark calibration reads of each record, computed once. */
export interface MarkedRecord {
  content: ReturnType<typeof contentShare>;
  /** Null when the answer does not engage with the question (it keeps the grader's own share). */
  input: CalibrationInput | null;
}

export function markRecords(records: readonly EvalRecord[]): MarkedRecord[] {
  return records.map((r) => ({ content: contentShare(r.answer, r.references, r.question, r.maxScore), input: calibrationInput(r.answer, r.references, r.question) }));
}

/** A calibration setting: the soft recall map's weight, and how suggestions' cut-points are fitted (none: rounded). */
export interface CalibrationChoice {
  softRecallWeight: number;
  /** Bins the answers are pooled into before each map is fitted; null: none (one knot a distinct score). */
  bins: number | null;
  suggestionCuts?: Omit<CutFitOptions, 'scale'>;
}

/**
 * The shipped setting, chosen on the tuning part (`npm run calibrate-marks` prints the others beside it): soft
 * recall weighed 0.85 against the probability, each map fitted on ten bins, suggestions' cut-points from mark 3
 * with RMSE weighed 0.5 against Pearson.
 */
export const SHIPPED_CHOICE: CalibrationChoice = { softRecallWeight: 0.85, bins: CALIBRATION_BINS, suggestionCuts: { fromMark: 3, rmseWeight: 0.5 } };

/** The teacher marks a question the suggestions' cut-points are fitted with, and the draws they are fitted on. */
const CUT_TEACHER_MARKS = 5;
const CUT_SEEDS = [1, 2, 3];

/** The graded set with what the calibration reads of it, and the protocol's steps on it. */
export class GradedSet {
  readonly records: readonly EvalRecord[];
  readonly marked: readonly MarkedRecord[];
  readonly labels: string[];
  /** The scale cut-points are fitted on: the most common marks available among the answers worth several. */
  readonly scale: number;

  constructor(records: readonly EvalRecord[], marked: readonly MarkedRecord[] = markRecords(records)) {
    this.records = records;
    this.marked = marked;
    this.labels = marked.map((m) => m.content.verdict);
    const counts = new Map<number, number>();
    for (const r of records) if (r.maxScore >= 2) counts.set(r.maxScore, (counts.get(r.maxScore) ?? 0) + 1);
    this.scale = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 5;
  }

  /** The indices of the records of the given assignments. */
  of(assignments: readonly string[]): number[] {
    return this.records.flatMap((r, i) => (assignments.includes(assignmentOf(r)) ? [i] : []));
  }

  /** The answers a calibration is fitted on: worth several marks and engaging with the question. */
  private fittable(indices: readonly number[]): number[] {
    return indices.filter((i) => this.records[i]!.maxScore >= 2 && this.marked[i]!.input !== null);
  }

  /** The calibration fitted on the given records. */
  calibration(indices: readonly number[], choice: CalibrationChoice): MarkCalibration {
    const train = this.fittable(indices);
    return fitMarkCalibration(
      train.map((i) => this.marked[i]!.input!),
      train.map((i) => this.records[i]!.score / this.records[i]!.maxScore),
      choice.softRecallWeight,
      choice.bins,
    );
  }

  /** `shares` with the given records' shares as the calibration marks them (as `referenceShare` does). */
  private applyTo(shares: number[], indices: readonly number[], calibration: MarkCalibration): void {
    for (const i of indices) {
      const { content, input } = this.marked[i]!;
      if (this.records[i]!.maxScore < 2 || content.decided || !input) continue;
      shares[i] = Math.max(content.share, Math.min(content.ceiling, applyMarkCalibration(calibration, input)));
    }
  }

  /** The grader's own shares (before any calibration). */
  ownShares(): number[] {
    return this.marked.map((m) => m.content.share);
  }

  /** Each given assignment's shares from a calibration fitted on the other given assignments only. */
  outOfAssignment(assignments: readonly string[], choice: CalibrationChoice): number[] {
    const shares = this.ownShares();
    for (const a of assignments) this.applyTo(shares, this.of([a]), this.calibration(this.of(assignments.filter((b) => b !== a)), choice));
    return shares;
  }

  /** The shares of `test`'s records from a calibration fitted on `fitted`'s assignments. */
  sharesFittedOn(fitted: readonly string[], test: readonly string[], choice: CalibrationChoice): number[] {
    const shares = this.ownShares();
    this.applyTo(shares, this.of(test), this.calibration(this.of(fitted), choice));
    return shares;
  }

  /**
   * The suggestions' cut-points fitted on the given assignments: on their answers on the fitting scale re-marked
   * from five teacher marks a question (the answers not marked, CUT_SEEDS pooled), from shares each assignment
   * gets from a calibration that never saw it, as a new question's. Undefined where the choice is to round.
   */
  suggestionCuts(assignments: readonly string[], choice: CalibrationChoice): number[] | undefined {
    if (!choice.suggestionCuts) return undefined;
    const shares = this.outOfAssignment(assignments, choice);
    const indices = this.of(assignments).filter((i) => this.records[i]!.maxScore === this.scale);
    const subset = indices.map((i) => this.records[i]!);
    const remarked: number[] = [];
    const marks: number[] = [];
    for (const seed of CUT_SEEDS) {
      const simulated = simulateTeacherMarks(subset, indices.map((i) => shares[i]!), CUT_TEACHER_MARKS, seed);
      subset.forEach((record, k) => {
        if (simulated.marked.has(k)) return;
        remarked.push(simulated.shares[k]!);
        marks.push(record.score);
      });
    }
    return fitCutPoints(remarked, marks, { scale: this.scale, ...choice.suggestionCuts });
  }

  /**
   * The figures of the given records: zero-shot (the grader's whole marks) and with `teacherMarks` teacher marks a
   * question for each seed (the suggestions' whole marks with the cut-points of each record's own, on the others).
   */
  figures(indices: readonly number[], shares: readonly number[], cutsOf: (record: number) => number[] | undefined, teacherMarks: number, seeds: readonly number[]): ProtocolFigures {
    const records = indices.map((i) => this.records[i]!);
    const own = indices.map((i) => shares[i]!);
    const labels = indices.map((i) => this.labels[i]!);
    const zero = summariseShares(records, own, labels, new Set(), false, (share, k) => wholeMarks(share, records[k]!.maxScore));
    const runs = seeds.map((seed) => {
      const simulated = simulateTeacherMarks(records, own, teacherMarks, seed);
      return summariseShares(records, simulated.shares, labels, simulated.marked, true, (share, k) => wholeMarks(share, records[k]!.maxScore, cutsOf(indices[k]!)));
    });
    const spread = (pick: (s: (typeof runs)[number]) => number) => {
      const values = runs.map(pick);
      return { mean: round3(values.reduce((t, v) => t + v, 0) / values.length), min: round3(Math.min(...values)), max: round3(Math.max(...values)) };
    };
    return {
      zeroShot: { n: zero.n, pearson: round3(zero.pearson), rmse: round3(zero.rmse), bias: round3(zero.bias) },
      withTeacherMarks: { teacherMarks, seeds: [...seeds], n: runs[0]?.n ?? 0, pearson: spread((s) => s.pearson), rmse: spread((s) => s.rmse), bias: spread((s) => s.bias) },
    };
  }
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export interface ProtocolFigures {
  /** The grader's own whole marks. */
  zeroShot: { n: number; pearson: number; rmse: number; bias: number };
  /** The suggestions' whole marks on the answers no teacher marked: the mean and range over the seeds. */
  withTeacherMarks: {
    teacherMarks: number;
    seeds: number[];
    n: number;
    pearson: { mean: number; min: number; max: number };
    rmse: { mean: number; min: number; max: number };
    bias: { mean: number; min: number; max: number };
  };
}

/** The draws of the teacher-marked answers the protocol reports (the product's owner measured six). */
export const PROTOCOL_SEEDS = [1, 2, 3, 4, 5, 6];
export const PROTOCOL_TEACHER_MARKS = 5;

/** The protocol's split of a graded set: its tuning and reporting assignments. */
export function protocolSplit(set: GradedSet): { tuning: string[]; reporting: string[] } {
  const reporting = reportingAssignments(set.records);
  const tuning = [...new Set(set.records.map(assignmentOf))].filter((a) => !reporting.includes(a)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { tuning, reporting };
}

/**
 * A choice's figures on the tuning part, cross-validated across its assignments: each marked by a calibration
 * fitted on the other tuning assignments and by cut-points fitted on them (from shares of calibrations that saw
 * neither it nor the assignment in question). The reporting part is not read.
 */
export function tuningFigures(set: GradedSet, choice: CalibrationChoice, seeds = PROTOCOL_SEEDS): ProtocolFigures {
  const { tuning } = protocolSplit(set);
  const shares = set.outOfAssignment(tuning, choice);
  const cuts = new Map(tuning.map((a) => [a, set.suggestionCuts(tuning.filter((b) => b !== a), choice)]));
  return set.figures(set.of(tuning), shares, (i) => cuts.get(assignmentOf(set.records[i]!)), PROTOCOL_TEACHER_MARKS, seeds);
}

/** A choice's figures on the reporting part, with the calibration and cut-points fitted on the whole tuning part. */
export function reportingFigures(set: GradedSet, choice: CalibrationChoice, seeds = PROTOCOL_SEEDS): ProtocolFigures {
  const { tuning, reporting } = protocolSplit(set);
  const shares = set.sharesFittedOn(tuning, reporting, choice);
  const cuts = set.suggestionCuts(tuning, choice);
  return set.figures(set.of(reporting), shares, () => cuts, PROTOCOL_TEACHER_MARKS, seeds);
}
