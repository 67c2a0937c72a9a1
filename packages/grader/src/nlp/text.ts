import { stemmer } from 'stemmer';

// Function words that carry no subject meaning. Negations are kept out of this list on purpose: they flip meaning.
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
could did do does doing down during each few for from further had has have having he her here hers herself him himself his how
i if in into is it its itself just let me more most my myself of off on once only or other our ours ourselves out over own
same she should so some such than that the their theirs them themselves then there these they this those through to too
under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves
also because since thus therefore however may might must shall one get got make made thing things something way will would
answer question explain describe state give name write using use used`.split(/\s+/),
);

const NEGATIONS = new Set(['not', 'no', 'never', 'none', 'nothing', 'neither', 'nor', 'nobody', 'cannot', 'without', "n't", 'isnt', 'dont', 'doesnt', 'didnt', 'wont', 'cant', 'arent', 'wasnt', 'werent', 'hasnt', 'havent']);

/** Lower-case word and number tokens; "don't" becomes "do" + "n't" so the negation survives. */
export function tokenize(text: string): string[] {
  const normal = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\w)n't\b/g, "$1 n't")
    .replace(/\bcan't\b/g, "can n't");
  return normal.match(/n't|\d+(?:\.\d+)?|[a-zà-ÿ]+(?:'[a-z]+)?/g) ?? [];
}

const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^\d/.test(word) ? word : stemmer(word.replace(/'s$/, ''));
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function isNegation(word: string): boolean {
  return NEGATIONS.has(word);
}

/** Content words (no stop words, no negations) with their stems, in order. */
export interface ContentWord {
  word: string;
  stem: string;
}

export function contentWords(text: string): ContentWord[] {
  return tokenize(text)
    .filter((w) => !isStopWord(w) && !isNegation(w) && !/^\d/.test(w) && w.length > 1)
    .map((word) => ({ word, stem: stem(word) }));
}

export function negationCount(text: string): number {
  return tokenize(text).filter(isNegation).length;
}

/** Numbers in a text with an optional unit right after them ("1.5 V", "3ohms", "20%"). */
export interface Quantity {
  value: number;
  unit: string;
}

export function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(/(-?\d+(?:[.,]\d+)?)\s*(%|[a-zA-ZΩµ°]{1,8})?/g)) {
    const value = Number((m[1] ?? '').replace(',', '.'));
    if (Number.isFinite(value)) out.push({ value, unit: m[2] ?? '' });
  }
  return out;
}

const BASE_UNITS: Record<string, string> = {
  m: 'm', metre: 'm', metres: 'm', meter: 'm', meters: 'm',
  g: 'g', gram: 'g', grams: 'g',
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's',
  a: 'a', amp: 'a', amps: 'a', ampere: 'a', amperes: 'a',
  v: 'v', volt: 'v', volts: 'v',
  w: 'w', watt: 'w', watts: 'w',
  j: 'j', joule: 'j', joules: 'j',
  n: 'n', newton: 'n', newtons: 'n',
  hz: 'hz', hertz: 'hz',
  l: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  pa: 'pa', pascal: 'pa', pascals: 'pa',
  ω: 'ohm', ohm: 'ohm', ohms: 'ohm',
};
const PREFIXES: Record<string, number> = { k: 1e3, kilo: 1e3, m: 1e-3, milli: 1e-3, c: 1e-2, centi: 1e-2, µ: 1e-6, u: 1e-6, micro: 1e-6, M: 1e6, mega: 1e6 };

/** A quantity in its base unit ("250 cm" is 2.5 m); units it does not know are kept as written. */
export function toBaseUnit(q: Quantity): Quantity {
  const unit = q.unit;
  const base = BASE_UNITS[unit.toLowerCase()];
  if (unit === '' || (base && !/^M[a-zA-Z]/.test(unit))) return { value: q.value, unit: base ?? unit };
  for (const [prefix, factor] of Object.entries(PREFIXES)) {
    if (!unit.startsWith(prefix)) continue;
    const rest = BASE_UNITS[unit.slice(prefix.length).toLowerCase()];
    if (rest) return { value: q.value * factor, unit: rest };
  }
  return { value: q.value, unit: unit.toLowerCase() };
}

/** Whether two quantities agree within a relative tolerance; in base units when both name a unit. */
export function sameQuantity(a: Quantity, b: Quantity, tolerance = 0.01): boolean {
  const both = a.unit !== '' && b.unit !== '';
  const x = both ? toBaseUnit(a) : a;
  const y = both ? toBaseUnit(b) : b;
  if (both && x.unit !== y.unit) return false;
  return Math.abs(x.value - y.value) <= Math.max(Math.abs(y.value) * tolerance, 1e-9);
}

/** Character trigram Dice similarity: tolerant of spelling mistakes. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const padded = `  ${s} `;
    const set = new Map<string, number>();
    for (let i = 0; i < padded.length - 2; i++) {
      const g = padded.slice(i, i + 3);
      set.set(g, (set.get(g) ?? 0) + 1);
    }
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of ga) {
    shared += Math.min(n, gb.get(g) ?? 0);
    total += n;
  }
  for (const n of gb.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * Labels that name parts of a diagram or circuit: "bulb A", "switches X and Y", "terminal 5", or a capital
 * letter standing alone (not "I", nor "A" opening a sentence). Exchanging them changes an answer's meaning.
 */
export function entityLabels(text: string): Set<string> {
  const labels = new Set<string>();
  for (const m of text.matchAll(/\b(?:bulbs?|switch(?:es)?|terminals?|points?|wires?|batter(?:y|ies)|lamps?|resistors?|components?|test tubes?|beakers?|groups?)\s+((?:[A-Za-z]|\d{1,2})\b(?:\s*(?:,|and|or|&)\s*(?:[A-Za-z]|\d{1,2})\b)*)/gi)) {
    for (const l of (m[1] ?? '').split(/\s*(?:,|and|or|&)\s*/)) if (l) labels.add(l.toLowerCase());
  }
  for (const m of text.matchAll(/(^|[^.!?]\s)\b([B-HJ-Z]|A(?=\s+(?:and|or|,)))\b/g)) labels.add((m[2] ?? '').toLowerCase());
  return labels;
}
