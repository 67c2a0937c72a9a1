// Marks on the question's scale: the grader's features and its probability that an answer meets a reference
// worth several marks, mapped to the share of the marks the question's markers give. A ridge regression on
// the standardised features, fitted on graded answers marked 0 to 5 (`npm run calibrate-marks`) and shipped
// as `data/mark-calibration.json`; without it the grader's share stood for the marks and came out about
// 1.7 marks in 5 below what markers give (a share of the reference's content is not how teachers mark).
import { readFileSync } from 'node:fs';
import { FEATURE_NAMES, type FeatureVector } from './features.js';
import { solve } from './logistic.js';

export interface MarkCalibration {
  /** The inputs, in order: the feature extractor's features, then the log-odds of the probability and of the share. */
  inputs: string[];
  mean: number[];
  scale: number[];
  weights: number[];
  intercept: number;
  /** Where the fitted figures come from and how they were chosen. */
  source?: string;
}

export const CALIBRATION_INPUTS = [...FEATURE_NAMES, 'logit_probability', 'logit_share'];

/** Kept this far from 0 and 1, where the log-odds run to infinity. */
const MARGIN = 0.02;
const logit = (p: number) => {
  const q = Math.min(1 - MARGIN, Math.max(MARGIN, p));
  return Math.log(q / (1 - q));
};

/** The calibration's inputs for one answer: its features, the probability that it meets the reference and its share. */
export function calibrationInputs(features: FeatureVector, probability: number, share: number): number[] {
  return [...features, logit(probability), logit(share)];
}

/** Fits the calibration: the penalty pulls each standardised weight toward 0 (toward the graded set's mean mark). */
export function fitMarkCalibration(inputs: readonly number[][], shares: readonly number[], penalty: number): MarkCalibration {
  const d = inputs[0]?.length ?? 0;
  const n = inputs.length;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const x of inputs) for (let i = 0; i < d; i++) mean[i]! += x[i]! / n;
  for (const x of inputs) for (let i = 0; i < d; i++) scale[i]! += (x[i]! - mean[i]!) ** 2 / n;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]!) || 1;
  const target = shares.reduce((t, s) => t + s, 0) / n;
  const a = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const b = new Array<number>(d).fill(0);
  inputs.forEach((x, row) => {
    const z = x.map((v, i) => (v - mean[i]!) / scale[i]!);
    for (let i = 0; i < d; i++) {
      b[i]! += z[i]! * (shares[row]! - target);
      for (let j = 0; j < d; j++) a[i]![j]! += z[i]! * z[j]!;
    }
  });
  for (let i = 0; i < d; i++) a[i]![i]! += penalty;
  return { inputs: CALIBRATION_INPUTS.slice(0, d), mean, scale, weights: solve(a, b), intercept: target };
}

/** The share of the marks (0 to 1) the question's markers would give. */
export function applyMarkCalibration(calibration: MarkCalibration, inputs: readonly number[]): number {
  let share = calibration.intercept;
  for (let i = 0; i < calibration.weights.length; i++) share += calibration.weights[i]! * ((inputs[i]! - calibration.mean[i]!) / calibration.scale[i]!);
  return Math.max(0, Math.min(1, share));
}

let shipped: MarkCalibration | null | undefined;

/** The shipped calibration, or null when none has been fitted (then the grader's share stands for the marks). */
export function loadMarkCalibration(): MarkCalibration | null {
  if (shipped === undefined) {
    try {
      const calibration = JSON.parse(readFileSync(new URL('../../data/mark-calibration.json', import.meta.url), 'utf8')) as MarkCalibration;
      if (calibration.inputs.join() !== CALIBRATION_INPUTS.join()) throw new Error('The mark calibration does not match the feature extractor; fit it again with npm run calibrate-marks.');
      shipped = calibration;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      shipped = null;
    }
  }
  return shipped;
}
