const avg = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / (v.length || 1);

export function pearson(x: readonly number[], y: readonly number[]): number {
  const mx = avg(x);
  const my = avg(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

function ranks(v: readonly number[]): number[] {
  const order = v.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(v.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) out[order[k]!.index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

export function rmse(x: readonly number[], y: readonly number[]): number {
  return Math.sqrt(avg(x.map((v, i) => (v - y[i]!) ** 2)));
}

/** Mean signed error: how much kinder (above 0) or harsher (below 0) the predictions are than the actual marks. */
export function bias(predicted: readonly number[], actual: readonly number[]): number {
  return avg(predicted.map((v, i) => v - actual[i]!));
}

/** Quadratic weighted kappa on whole-number marks. */
export function qwk(predicted: readonly number[], actual: readonly number[]): number {
  const a = predicted.map(Math.round);
  const b = actual.map(Math.round);
  const min = Math.min(...a, ...b);
  const max = Math.max(...a, ...b);
  const k = max - min + 1;
  if (k <= 1) return 1;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const ha = new Array<number>(k).fill(0);
  const hb = new Array<number>(k).fill(0);
  for (let i = 0; i < a.length; i++) {
    observed[a[i]! - min]![b[i]! - min]!++;
    ha[a[i]! - min]!++;
    hb[b[i]! - min]!++;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const w = (i - j) ** 2 / (k - 1) ** 2;
      num += w * observed[i]![j]!;
      den += (w * ha[i]! * hb[j]!) / a.length;
    }
  return den === 0 ? 1 : 1 - num / den;
}

export function accuracy(predicted: readonly string[], actual: readonly string[]): number {
  return avg(predicted.map((p, i) => (p === actual[i] ? 1 : 0)));
}

export function macroF1(predicted: readonly string[], actual: readonly string[]): number {
  const labels = [...new Set(actual)];
  return avg(
    labels.map((label) => {
      const tp = predicted.filter((p, i) => p === label && actual[i] === label).length;
      const fp = predicted.filter((p, i) => p === label && actual[i] !== label).length;
      const fn = predicted.filter((p, i) => p !== label && actual[i] === label).length;
      return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
    }),
  );
}

export interface EvalItem {
  /** The marks the grader gives, on the question's scale. */
  predicted: number;
  /** The grader's expected marks before rounding to the scale (share of the marks times the marks available). */
  expected?: number;
  actual: number;
  max: number;
  predictedLabel?: string;
  label?: string;
}

export interface EvalSummary {
  n: number;
  pearson: number;
  spearman: number;
  rmse: number;
  qwk: number;
  /** Mean signed error in marks: above 0 the grader is kinder than the human marks, below 0 harsher. */
  bias: number;
  /** Pearson, RMSE and bias on the expected marks before rounding, when the items carry them. */
  expected?: { pearson: number; rmse: number; bias: number };
  /** How many answers a question counted as teacher-marked (left out of the figures). */
  teacher_marks?: number;
  accuracy?: number;
  macro_f1?: number;
}

const round = (v: number) => Math.round(v * 10000) / 10000;

/** The figures the eval command prints: correlations on marks, kappa on whole marks, label scores when labelled. */
export function summarise(items: readonly EvalItem[]): EvalSummary {
  const p = items.map((i) => i.predicted);
  const a = items.map((i) => i.actual);
  const summary: EvalSummary = { n: items.length, pearson: round(pearson(p, a)), spearman: round(spearman(p, a)), rmse: round(rmse(p, a)), qwk: round(qwk(p, a)), bias: round(bias(p, a)) };
  if (items.every((i) => i.expected !== undefined)) {
    const e = items.map((i) => i.expected!);
    summary.expected = { pearson: round(pearson(e, a)), rmse: round(rmse(e, a)), bias: round(bias(e, a)) };
  }
  const labelled = items.filter((i) => i.label !== undefined && i.predictedLabel !== undefined);
  if (labelled.length) {
    summary.accuracy = round(accuracy(labelled.map((i) => i.predictedLabel!), labelled.map((i) => i.label!)));
    summary.macro_f1 = round(macroF1(labelled.map((i) => i.predictedLabel!), labelled.map((i) => i.label!)));
  }
  return summary;
}
