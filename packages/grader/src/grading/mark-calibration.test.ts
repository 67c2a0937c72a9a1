import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataset } from '../testing/datasets.js';
import { sharesWith, splitByAssignment } from '../testing/held-out.js';
import { parseJsonl } from './dataset.js';
import { evaluateJsonl, summariseShares } from './evaluate.js';
import { fitMonotone, loadMarkCalibration, mapValue, softRecall } from './mark-calibration.js';
import { referenceShare } from './offline.js';
import { wholeMarks } from './whole-marks.js';

const GRADED = dataset('mohler2011-odd-assignments.jsonl');

describe('the mark calibration', () => {
  it('fits a monotone map: answers with the same score pooled, marks that fall as the score rises pooled with their neighbours', () => {
    const map = fitMonotone([0.1, 0.2, 0.2, 0.3, 0.4, 0.5], [0.2, 0.6, 0.4, 0.3, 0.8, 0.9]);
    // 0.2 (twice, mean 0.5) and 0.3 (0.3) fall, so the three are pooled at their mean, 0.43.
    expect(map.y.map((v) => Math.round(v * 100) / 100)).toEqual([0.2, 0.43, 0.8, 0.9]);
    for (let i = 1; i < map.y.length; i++) expect(map.y[i]!).toBeGreaterThanOrEqual(map.y[i - 1]!);
    expect(mapValue(map, 0)).toBe(0.2);
    expect(mapValue(map, 1)).toBe(0.9);
    expect(mapValue(map, 0.45)).toBeCloseTo(0.85, 5);
  });

  it('counts how much of the reference\'s own words an answer stands for, in other words too', () => {
    const question = 'What is a stack?';
    const reference = 'A data structure where the last item inserted is the first removed.';
    const full = softRecall('A structure of data in which the last element inserted is removed first.', [reference], question);
    const part = softRecall('A structure that holds data.', [reference], question);
    const none = softRecall('It is a kind of fruit.', [reference], question);
    expect(full).toBeGreaterThan(part);
    expect(part).toBeGreaterThan(none);
    expect(full).toBeLessThanOrEqual(1);
  });

  it('counts a reference word the question already comes close to only for what the answer adds beyond the question', () => {
    const question = 'What is the main disadvantage of a doubly-linked list over a basic linked list?';
    const reference = 'Extra space required to store the back pointers.';
    // "basic" and "main" are the question's words nearest "required", "extra" and "back": an answer that only
    // restates the question earns less of those than it would if the question did not come close to them.
    const restating = 'It is the main basic one.';
    expect(softRecall(restating, [reference], question)).toBeLessThan(softRecall(restating, [reference], ''));
    // The reference's own words earn it all, whatever the question.
    expect(softRecall('Extra space is required to store the back pointers.', [reference], question)).toBeCloseTo(1, 5);
  });

  it('gives marks on the question\'s scale: a sound answer to a reference worth five marks earns most of them, a wrong one few', () => {
    expect(loadMarkCalibration()).not.toBeNull();
    const question = 'What is the role of a prototype program in problem solving?';
    const reference = ['To simulate the behaviour of portions of the desired software product.'];
    const sound = referenceShare('It simulates the behaviour of parts of the desired software product so problems can be found early.', reference, question, 5).share;
    const wrong = referenceShare('A prototype is the final version that is sold to customers.', reference, question, 5).share;
    expect(sound * 5).toBeGreaterThanOrEqual(4);
    expect(wrong).toBeLessThan(sound);
    // Worth one mark, the share is still the probability that the answer meets the reference (right or wrong).
    expect(referenceShare('the bulb is in a closed circuit', ['the bulb is in a closed circuit with the battery'], 'Why does the bulb light?', 1).share).toBeGreaterThan(0.5);
  });

  it.skipIf(Boolean(GRADED.skip))('puts the marks of the graded set it was fitted on at its markers\' level (the shipped calibration, on its own fitting data)', () => {
    const summary = evaluateJsonl(readFileSync(GRADED.path, 'utf8'));
    expect(Math.abs(summary.bias)).toBeLessThan(0.3);
    expect(summary.rmse).toBeLessThan(0.95);
  });

  it.skipIf(Boolean(GRADED.skip))('fitted on half the graded set\'s assignments, puts the marks of the other half at their markers\' level, far nearer than the grader\'s share alone', () => {
    const { heldOut, calibration } = splitByAssignment(parseJsonl(readFileSync(GRADED.path, 'utf8')));
    const rounded = (share: number, i: number) => wholeMarks(share, heldOut[i]!.maxScore);
    const figures = (marked: { shares: number[]; labels: string[] }) => summariseShares(heldOut, marked.shares, marked.labels, new Set(), false, rounded);
    const calibrated = figures(sharesWith(heldOut, calibration));
    const uncalibrated = figures(sharesWith(heldOut, null));
    expect(Math.abs(calibrated.bias)).toBeLessThan(0.3);
    expect(calibrated.rmse).toBeLessThan(0.95);
    expect(calibrated.rmse).toBeLessThan(uncalibrated.rmse - 0.5);
  }, 60_000);
});
