import { describe, expect, it } from 'vitest';
import { accuracy, bias, macroF1, pearson, qwk, rmse, spearman, summarise } from './metrics.js';

describe('metrics', () => {
  it('computes correlations and errors on known values', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1);
    expect(pearson([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 16])).toBeCloseTo(1);
    expect(rmse([0, 0], [3, 4])).toBeCloseTo(Math.sqrt(12.5));
  });

  it('computes the bias: how much kinder (above 0) or harsher (below 0) the marks are than the human ones', () => {
    expect(bias([3, 4, 5], [2, 4, 3])).toBeCloseTo(1);
    expect(bias([0, 1], [1, 2])).toBeCloseTo(-1);
    const summary = summarise([
      { predicted: 2, expected: 2.4, actual: 3, max: 5 },
      { predicted: 4, expected: 3.6, actual: 4, max: 5 },
    ]);
    expect(summary.bias).toBeCloseTo(-0.5);
    expect(summary.expected?.bias).toBeCloseTo(-0.5);
    expect(summary.expected?.rmse).toBeCloseTo(Math.sqrt((0.36 + 0.16) / 2));
  });

  it('computes quadratic weighted kappa on whole marks', () => {
    expect(qwk([0, 1, 2, 3], [0, 1, 2, 3])).toBeCloseTo(1);
    // Rounded predictions: 0.4 -> 0 and 2.6 -> 3 agree with the human marks.
    expect(qwk([0.4, 1, 2, 2.6], [0, 1, 2, 3])).toBeCloseTo(1);
    expect(qwk([3, 2, 1, 0], [0, 1, 2, 3])).toBeLessThan(0);
  });

  it('computes accuracy and macro-F1 over the labels present', () => {
    const actual = ['correct', 'correct', 'incorrect', 'contradictory'];
    const predicted = ['correct', 'incorrect', 'incorrect', 'incorrect'];
    expect(accuracy(predicted, actual)).toBe(0.5);
    // F1: correct 2/3, incorrect 1/2, contradictory 0.
    expect(macroF1(predicted, actual)).toBeCloseTo(7 / 18);
    expect(Object.keys(summarise([{ predicted: 1, actual: 1, max: 1 }, { predicted: 0, actual: 0, max: 1 }]))).toEqual(['n', 'pearson', 'spearman', 'rmse', 'qwk', 'bias']);
  });
});
