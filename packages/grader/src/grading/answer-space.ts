// The answers to one question as vectors, so answers that say the same thing sit close together: word
// stems weighted by how rare they are among this question's answers (what sets one answer apart from the
// others), pairs of neighbouring words for word order, and a token for each negation; function words
// that change the meaning (up, down, before, after, more ...) count as words. (Adding GloVe
// closeness of meaning made the re-marking from a teacher's marks worse: Pearson 0.572 → 0.523 at 5 marks.)
import { isNegation, isStopWord, stem, tokenize } from '../nlp/text.js';

/**
 * Word pairs count half as much as single words: a pair is rarer than its words, and at full weight a
 * paraphrase that reorders them ("energy from light" / "light energy") fell out of its group.
 */
const PAIR_WEIGHT = 0.5;

/**
 * Function words that still change what an answer says ("the pitch goes up" / "... down", "before" /
 * "after", "more" / "fewer"): kept, so such answers are neither grouped as the same answer nor taken as
 * the same answer when the teacher's marks are carried over.
 */
const MEANINGFUL = new Set('up down above below before after more most few over under off out against between same other all both only than further'.split(' '));

interface AnswerVector {
  terms: Map<string, number>;
  /** The answer's words in a canonical form: answers with the same key are near-identical. */
  key: string;
}

export interface AnswerSpace {
  /** Similarity of two answers by their index, 0 (nothing shared) to 1 (the same). */
  similarity(a: number, b: number): number;
  /** The canonical form of an answer: equal keys mean the same words, give or take case, punctuation and function words. */
  key(index: number): string;
  size: number;
}

function termsOf(text: string): string[] {
  const tokens = tokenize(text);
  const terms: string[] = [];
  let previous: string | undefined;
  for (const token of tokens) {
    if (isNegation(token)) {
      terms.push('¬');
      previous = '¬';
      continue;
    }
    if ((isStopWord(token) && !MEANINGFUL.has(token)) || token.length < 2) continue;
    const s = stem(token);
    terms.push(s);
    if (previous) terms.push(`${previous} ${s}`);
    previous = s;
  }
  return terms;
}

function normalise(v: Map<string, number>): Map<string, number> {
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  for (const [k, w] of v) v.set(k, w / norm);
  return v;
}

function sparseDot(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, w] of small) sum += w * (large.get(k) ?? 0);
  return sum;
}

/** Builds the vectors of a question's answers (the rarity of a word is counted over these answers). */
export function answerSpace(answers: readonly string[]): AnswerSpace {
  const parsed = answers.map(termsOf);
  const documentFrequency = new Map<string, number>();
  for (const terms of parsed) for (const t of new Set(terms)) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const n = answers.length;
  const weight = (term: string) => Math.log((n + 1) / ((documentFrequency.get(term) ?? 0) + 0.5));
  const vectors: AnswerVector[] = parsed.map((terms) => {
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    const tfidf = new Map<string, number>();
    for (const [t, c] of counts) tfidf.set(t, (1 + Math.log(c)) * weight(t) * (t.includes(' ') ? PAIR_WEIGHT : 1));
    return {
      terms: normalise(tfidf),
      key: terms.filter((t) => !t.includes(' ')).join(' '),
    };
  });
  return {
    size: n,
    key: (i) => vectors[i]!.key,
    similarity(a, b) {
      if (a === b) return 1;
      const va = vectors[a]!;
      const vb = vectors[b]!;
      if (va.key === vb.key) return 1;
      return sparseDot(va.terms, vb.terms);
    },
  };
}
