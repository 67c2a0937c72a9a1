/**
 * Gradient-boosted regression trees with a logistic loss: a small non-linear combiner of the features.
 * Features are binned at training-set quantiles so each split search is a pass over histograms.
 */
export interface TreeNode {
  /** Leaf value when feature is -1. */
  feature: number;
  threshold: number;
  left: number;
  right: number;
  value: number;
}

export interface BoostedModel {
  base: number;
  rate: number;
  trees: TreeNode[][];
}

export interface BoostOptions {
  rounds?: number;
  depth?: number;
  rate?: number;
  minLeaf?: number;
  bins?: number;
  l2?: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function treeValue(tree: TreeNode[], x: readonly number[]): number {
  let node = tree[0]!;
  while (node.feature >= 0) node = tree[(x[node.feature] ?? 0) <= node.threshold ? node.left : node.right]!;
  return node.value;
}

export function predictBoosted(model: BoostedModel, x: readonly number[]): number {
  let z = model.base;
  for (const tree of model.trees) z += model.rate * treeValue(tree, x);
  return sigmoid(z);
}

export function trainBoosted(xs: readonly number[][], ys: readonly number[], options: BoostOptions = {}): BoostedModel {
  const { rounds = 150, depth = 3, rate = 0.1, minLeaf = 20, bins = 32, l2 = 1 } = options;
  const n = xs.length;
  const d = xs[0]?.length ?? 0;
  const thresholds: number[][] = [];
  const binned: Uint8Array[] = [];
  for (let f = 0; f < d; f++) {
    const values = [...new Set(xs.map((x) => x[f] ?? 0))].sort((a, b) => a - b);
    const cuts: number[] = [];
    if (values.length <= bins) for (let i = 0; i + 1 < values.length; i++) cuts.push((values[i]! + values[i + 1]!) / 2);
    else for (let b = 1; b < bins; b++) cuts.push(values[Math.floor((b * values.length) / bins)]!);
    const unique = [...new Set(cuts)];
    thresholds.push(unique);
    const col = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const v = xs[i]![f] ?? 0;
      let b = 0;
      while (b < unique.length && v > unique[b]!) b++;
      col[i] = b;
    }
    binned.push(col);
  }
  const mean = ys.reduce((a, b) => a + b, 0) / (n || 1);
  const base = Math.log(Math.max(1e-6, mean) / Math.max(1e-6, 1 - mean));
  const z = new Float64Array(n).fill(base);
  const trees: TreeNode[][] = [];
  for (let round = 0; round < rounds; round++) {
    const g = new Float64Array(n);
    const h = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p = sigmoid(z[i]!);
      g[i] = (ys[i] ?? 0) - p;
      h[i] = Math.max(p * (1 - p), 1e-6);
    }
    const tree: TreeNode[] = [];
    const grow = (rows: number[], level: number): number => {
      let G = 0;
      let H = 0;
      for (const r of rows) {
        G += g[r]!;
        H += h[r]!;
      }
      const index = tree.length;
      tree.push({ feature: -1, threshold: 0, left: -1, right: -1, value: G / (H + l2) });
      if (level >= depth || rows.length < 2 * minLeaf) return index;
      let best = { gain: 1e-9, feature: -1, bin: -1 };
      const parent = (G * G) / (H + l2);
      for (let f = 0; f < d; f++) {
        const cuts = thresholds[f]!.length;
        if (cuts === 0) continue;
        const hg = new Float64Array(cuts + 1);
        const hh = new Float64Array(cuts + 1);
        const hc = new Int32Array(cuts + 1);
        const col = binned[f]!;
        for (const r of rows) {
          const b = col[r]!;
          hg[b]! += g[r]!;
          hh[b]! += h[r]!;
          hc[b]!++;
        }
        let lg = 0;
        let lh = 0;
        let lc = 0;
        for (let b = 0; b < cuts; b++) {
          lg += hg[b]!;
          lh += hh[b]!;
          lc += hc[b]!;
          if (lc < minLeaf || rows.length - lc < minLeaf) continue;
          const rg = G - lg;
          const rh = H - lh;
          const gain = (lg * lg) / (lh + l2) + (rg * rg) / (rh + l2) - parent;
          if (gain > best.gain) best = { gain, feature: f, bin: b };
        }
      }
      if (best.feature < 0) return index;
      const col = binned[best.feature]!;
      const leftRows = rows.filter((r) => col[r]! <= best.bin);
      const rightRows = rows.filter((r) => col[r]! > best.bin);
      const node = tree[index]!;
      node.feature = best.feature;
      node.threshold = thresholds[best.feature]![best.bin]!;
      node.left = grow(leftRows, level + 1);
      node.right = grow(rightRows, level + 1);
      return index;
    };
    grow(Array.from({ length: n }, (_, i) => i), 0);
    for (let i = 0; i < n; i++) z[i]! += rate * treeValue(tree, xs[i]!);
    trees.push(tree);
  }
  return { base, rate, trees };
}
