// The graded set split by assignment into the answers a calibration is fitted on and the answers held out from
// it, so a test measures the mark calibration and the suggestions' cut-points on questions they never saw (the
// shipped ones were fitted on the whole set; `npm run calibrate-marks` cross-validates the same way).
import type { EvalRecord } from '../grading/dataset.js';
import { fitMarkCalibration, loadMarkCalibration, type MarkCalibration } from '../grading/mark-calibration.js';
import { calibrationInput, referenceShare } from '../grading/offline.js';

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
