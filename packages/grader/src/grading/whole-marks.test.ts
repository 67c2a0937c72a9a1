import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataset } from '../testing/datasets.js';
import { sharesWith, splitByAssignment } from '../testing/held-out.js';
import { parseJsonl } from './dataset.js';
import { predictRecord, simulateTeacherMarks, summariseShares } from './evaluate.js';
import { loadMarkCalibration } from './mark-calibration.js';
import { pearson } from './metrics.js';
import { fitCutPoints, marksOnScale, roundingCuts, suggestedMarks, wholeMarks } from './whole-marks.js';

const GRADED = dataset('mohler2011-odd-assignments.jsonl');
const SHARES = Array.from({ length: 101 }, (_, i) => i / 100);

describe('whole marks', () => {
  it('rounds the share without cut-points, and with rounding\'s own cut-points on any scale', () => {
    for (const available of [1, 2, 3, 5, 10]) {
      for (const share of SHARES) {
        const rounded = Math.round(share * available);
        expect(wholeMarks(share, available)).toBe(rounded);
        expect(wholeMarks(share, available, roundingCuts(5))).toBe(rounded);
      }
    }
  });

  it('puts each step of a five-mark scale at its cut-point', () => {
    const cuts = [0.1, 0.3, 0.6, 0.74, 0.9];
    expect(wholeMarks(0.59, 5, cuts)).toBe(2);
    expect(wholeMarks(0.6, 5, cuts)).toBe(3);
    expect(wholeMarks(0.73, 5, cuts)).toBe(3);
    expect(wholeMarks(0.74, 5, cuts)).toBe(4);
    expect(wholeMarks(0.89, 5, cuts)).toBe(4);
    expect(wholeMarks(0.9, 5, cuts)).toBe(5);
    // Rounding would have given 3 at 0.59 and 4 at 0.86.
    expect(Math.round(0.59 * 5)).toBe(3);
  });

  it('carries the cut-points to other scales in order, from none to full marks, and leaves a one-mark question at a half', () => {
    const cuts = [0.1, 0.3, 0.62, 0.74, 0.89];
    for (const available of [2, 3, 4, 6, 10]) {
      const marks = SHARES.map((s) => wholeMarks(s, available, cuts));
      expect(marks[0]).toBe(0);
      expect(marks[marks.length - 1]).toBe(available);
      for (let i = 1; i < marks.length; i++) expect(marks[i]!).toBeGreaterThanOrEqual(marks[i - 1]!);
      // Every whole mark is still given somewhere.
      expect(new Set(marks).size).toBe(available + 1);
    }
    expect(wholeMarks(0.5, 1, cuts)).toBe(1);
    expect(wholeMarks(0.49, 1, cuts)).toBe(0);
  });

  it('fits cut-points that keep more of the order of bunched shares than rounding, leaving the lower marks where rounding puts them', () => {
    // Markers spread the answers over 2 to 5; the shares say the same order but bunched between 0.6 and 0.9,
    // so rounding gives most of them 4.
    const marks: number[] = [];
    const shares: number[] = [];
    for (let i = 0; i < 400; i++) {
      const mark = 2 + (i % 4);
      marks.push(mark);
      shares.push(0.6 + 0.075 * (mark - 2) + 0.06 * Math.sin(i * 12.9898));
    }
    const cuts = fitCutPoints(shares, marks, { scale: 5, fromMark: 3, rmseWeight: 0.3 });
    const rounded = shares.map((s) => wholeMarks(s, 5));
    const fitted = shares.map((s) => wholeMarks(s, 5, cuts));
    expect(pearson(fitted, marks)).toBeGreaterThan(pearson(rounded, marks) + 0.05);
    expect(cuts.slice(0, 2)).toEqual(roundingCuts(5).slice(0, 2));
    for (const cut of cuts.slice(2)) expect(cut).toBeGreaterThanOrEqual(0.5);
    for (let k = 1; k < cuts.length; k++) expect(cuts[k]!).toBeGreaterThanOrEqual(cuts[k - 1]!);
  });

  it('rounds the grader\'s own marks and gives suggestions the shipped cut-points, which keep the lower marks where rounding puts them', () => {
    const cuts = loadMarkCalibration()?.suggestionCuts;
    expect(cuts).toHaveLength(5);
    expect(cuts!.slice(0, 2)).toEqual(roundingCuts(5).slice(0, 2));
    for (const share of SHARES) {
      expect(marksOnScale(share, 5)).toBe(Math.round(share * 5));
      expect(suggestedMarks(share, 5)).toBe(wholeMarks(share, 5, cuts));
      expect(suggestedMarks(share, 1)).toBe(Math.round(share));
    }
  });

  it.skipIf(Boolean(GRADED.skip))('keeps more of the order of the suggestions from five teacher marks a question than rounding, at the markers\' level, on the graded set the shipped cut-points were fitted on', () => {
    const records = parseJsonl(readFileSync(GRADED.path, 'utf8'));
    const predictions = records.map(predictRecord);
    const labels = predictions.map((p) => p.label);
    const simulated = simulateTeacherMarks(records, predictions.map((p) => p.share), 5, 1);
    const rounded = summariseShares(records, simulated.shares, labels, simulated.marked, true, (share, i) => wholeMarks(share, records[i]!.maxScore));
    const suggested = summariseShares(records, simulated.shares, labels, simulated.marked, true);
    expect(suggested.pearson).toBeGreaterThan(rounded.pearson);
    expect(Math.abs(suggested.bias)).toBeLessThan(0.3);
    expect(suggested.rmse).toBeLessThan(0.85);
  });

  it.skipIf(Boolean(GRADED.skip))('with cut-points fitted on half the graded set\'s assignments, keeps more of the order of the other half\'s suggestions than rounding, at the markers\' level', () => {
    const { fitted, heldOut, calibration } = splitByAssignment(parseJsonl(readFileSync(GRADED.path, 'utf8')));
    const SEEDS = [1, 2, 3];
    // Fitted as `npm run calibrate-marks` fits the shipped ones: on the re-marked shares of the answers worth five marks no teacher marked.
    const fittedShares = sharesWith(fitted, calibration).shares;
    const remarked: number[] = [];
    const marks: number[] = [];
    for (const seed of SEEDS) {
      const simulated = simulateTeacherMarks(fitted, fittedShares, 5, seed);
      fitted.forEach((record, i) => {
        if (record.maxScore !== 5 || simulated.marked.has(i)) return;
        remarked.push(simulated.shares[i]!);
        marks.push(record.score);
      });
    }
    const cuts = fitCutPoints(remarked, marks, { scale: 5, fromMark: 3, rmseWeight: 0.5 });

    const own = sharesWith(heldOut, calibration);
    const runs = SEEDS.map((seed) => {
      const simulated = simulateTeacherMarks(heldOut, own.shares, 5, seed);
      const figures = (toMarks: (share: number, i: number) => number) => summariseShares(heldOut, simulated.shares, own.labels, simulated.marked, true, toMarks);
      return { rounded: figures((share, i) => wholeMarks(share, heldOut[i]!.maxScore)), suggested: figures((share, i) => wholeMarks(share, heldOut[i]!.maxScore, cuts)) };
    });
    const mean = (pick: (run: (typeof runs)[number]) => number) => runs.reduce((total, run) => total + pick(run), 0) / runs.length;
    expect(mean((run) => run.suggested.pearson)).toBeGreaterThan(mean((run) => run.rounded.pearson));
    expect(Math.abs(mean((run) => run.suggested.bias))).toBeLessThan(0.3);
    expect(mean((run) => run.suggested.rmse)).toBeLessThan(0.85);
  }, 60_000);
});
