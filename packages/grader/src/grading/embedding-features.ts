import { cosine, dot, textVector, wordVector } from '../nlp/embeddings.js';
import { idf } from '../nlp/idf.js';
import type { ContentWord } from '../nlp/text.js';

/** How close two words are in meaning: 1 for the same stem, else the cosine of their GloVe vectors (0 when unknown). */
export function wordCloseness(a: ContentWord, b: ContentWord): number {
  if (a.stem === b.stem) return 1;
  const va = wordVector(a.word);
  const vb = wordVector(b.word);
  return va && vb ? Math.max(0, dot(va, vb)) : 0;
}

/** Cosine of the two texts' rarity-weighted sums of word vectors: close for paraphrases ("not a full circuit" / "the circuit is not complete"). */
export function embeddingSimilarity(a: readonly ContentWord[], b: readonly ContentWord[]): number {
  const vector = (words: readonly ContentWord[]) => textVector(words.map((w) => ({ word: w.word, weight: idf(w.stem) })));
  return cosine(vector(a), vector(b));
}

/** Below this closeness no answer word stands for a reference word. */
const MISSING = 0.5;

export interface MissingContent {
  /** log(1 + the summed rarity of the reference words the answer leaves out) */
  weight: number;
  /** The rarity of the most telling word left out (0 when none is). */
  largest: number;
  count: number;
}

/**
 * The reference words that nothing in the answer stands for, even loosely: what a marker would note as
 * missing. Rare words left out weigh more than common ones.
 */
export function missingContent(reference: readonly ContentWord[], answer: readonly ContentWord[]): MissingContent {
  const missing = reference.filter((r) => !answer.some((a) => wordCloseness(r, a) >= MISSING));
  const weights = missing.map((w) => idf(w.stem));
  return { weight: Math.log1p(weights.reduce((t, w) => t + w, 0)), largest: Math.max(0, ...weights), count: missing.length };
}
