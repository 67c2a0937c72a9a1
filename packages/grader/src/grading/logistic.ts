/** A logistic regression over standardised features, trained by Newton's method with an L2 penalty. */
export interface LogisticModel {
  mean: number[];
  scale: number[];
  /** weights[0] is the intercept. */
  weights: number[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.weights[0] ?? 0;
  for (let i = 0; i < x.length; i++) z += (model.weights[i + 1] ?? 0) * (((x[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] ?? 1));
  return sigmoid(z);
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i] || 1e-12));
}

/** Fits P(y = 1 | x); y holds 0 or 1 (or a fraction for partial credit). */
export function train(xs: readonly number[][], ys: readonly number[], l2 = 1, iterations = 25): LogisticModel {
  const d = xs[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const x of xs) for (let i = 0; i < d; i++) mean[i]! += (x[i] ?? 0) / xs.length;
  for (const x of xs) for (let i = 0; i < d; i++) scale[i]! += ((x[i] ?? 0) - mean[i]!) ** 2 / xs.length;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]!) || 1;
  const rows = xs.map((x) => [1, ...x.map((v, i) => (v - mean[i]!) / scale[i]!)]);
  const w = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < iterations; it++) {
    const h = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    const g = new Array<number>(d + 1).fill(0);
    rows.forEach((row, n) => {
      let z = 0;
      for (let i = 0; i <= d; i++) z += w[i]! * row[i]!;
      const p = sigmoid(z);
      const r = p * (1 - p);
      const err = (ys[n] ?? 0) - p;
      for (let i = 0; i <= d; i++) {
        g[i]! += err * row[i]!;
        for (let j = i; j <= d; j++) h[i]![j]! += r * row[i]! * row[j]!;
      }
    });
    for (let i = 0; i <= d; i++) {
      for (let j = 0; j < i; j++) h[i]![j] = h[j]![i]!;
      if (i > 0) {
        h[i]![i]! += l2;
        g[i]! -= l2 * w[i]!;
      }
      h[i]![i]! += 1e-9;
    }
    const step = solve(h, g);
    let change = 0;
    for (let i = 0; i <= d; i++) {
      w[i]! += step[i]!;
      change = Math.max(change, Math.abs(step[i]!));
    }
    if (change < 1e-6) break;
  }
  return { mean, scale, weights: w };
}
