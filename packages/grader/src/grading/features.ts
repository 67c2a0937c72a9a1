import { idf } from '../nlp/idf.js';
import { embeddingSimilarity, missingContent } from './embedding-features.js';
import { areAntonyms, areRelated, areSynonyms } from '../nlp/wordnet.js';
import { contentWords, entityLabels, isNegation, isStopWord, negationCount, quantities, sameQuantity, stem, tokenize, trigramSimilarity, type ContentWord, type Quantity } from '../nlp/text.js';

/** Names of the features, in the order of the vectors `features()` returns and the model's weights. */
export const FEATURE_NAMES = [
  'recall',
  'recall_new',
  'precision',
  'precision_new',
  'f1',
  'exact_recall',
  'bigram_recall',
  'char_similarity',
  'has_numbers',
  'number_match',
  'negation_mismatch',
  'antonym',
  'length_ratio',
  'question_overlap',
  'no_content',
  'dont_know',
  'recall_x_precision',
  'new_words_share',
  'weighted_recall',
  'weighted_recall_new',
  'weighted_precision_new',
  'ordered_overlap',
  'mean_recall',
  'reference_count',
  'reference_length',
  'answer_length',
  'asks_why',
  'gives_reason',
  'entity_recall',
  'entity_extra',
  'aligned_contradiction',
  'f1_new',
  'bigram_precision',
  'char_similarity_new',
  'near_pair_recall',
  'union_precision_new',
  'unexplained_words',
  'key_recall',
  'references_met',
  'missing_weight',
  'missing_largest',
  'missing_count',
  'embedding_similarity_new',
] as const;

export type FeatureVector = number[];

const MEAN_RECALL = FEATURE_NAMES.indexOf('mean_recall');
const REFERENCE_COUNT = FEATURE_NAMES.indexOf('reference_count');
const REFERENCE_LENGTH = FEATURE_NAMES.indexOf('reference_length');
const CONTRADICTION = FEATURE_NAMES.indexOf('aligned_contradiction');
const PAIR_FEATURES = FEATURE_NAMES.indexOf('union_precision_new');
/** Similarities, taken as the best over all the references rather than from the closest one. */
const MAX_OVER_REFERENCES = new Set(
  (
    [
      'recall', 'recall_new', 'precision', 'precision_new', 'f1', 'exact_recall', 'bigram_recall', 'char_similarity', 'recall_x_precision',
      'weighted_recall', 'weighted_recall_new', 'weighted_precision_new', 'ordered_overlap', 'f1_new', 'bigram_precision', 'char_similarity_new', 'near_pair_recall',
    ] as const
  ).map((name) => FEATURE_NAMES.indexOf(name)),
);

interface Prepared {
  words: ContentWord[];
  stems: string[];
  quantities: Quantity[];
  negations: number;
  entities: Set<string>;
  /** Content-word stems with whether a negation governs them (one of the three words before is a negation). */
  polarity: Map<string, boolean>;
  text: string;
}

function polarity(text: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const tokens = tokenize(text);
  tokens.forEach((token, i) => {
    if (isStopWord(token) || isNegation(token) || token.length < 2) return;
    const negated = tokens.slice(Math.max(0, i - 3), i).some(isNegation);
    out.set(stem(token), negated);
  });
  return out;
}

/**
 * Statements that say the opposite of the reference about the same thing: a shared word negated on one side
 * only ("stops" / "does not stop"), or a reference word replaced by its antonym ("series" / "parallel")
 * without a negation that turns it back.
 */
function alignedContradictions(answer: Prepared, reference: Prepared): number {
  let conflicts = 0;
  for (const [word, negated] of reference.polarity) {
    const other = answer.polarity.get(word);
    if (other !== undefined && other !== negated) conflicts++;
  }
  for (const [word, negated] of answer.polarity) {
    if (reference.polarity.has(word)) continue;
    for (const [refWord, refNegated] of reference.polarity) {
      if (!answer.polarity.has(refWord) && areAntonyms(word, refWord) && negated === refNegated) {
        conflicts++;
        break;
      }
    }
  }
  return conflicts;
}

function prepare(text: string): Prepared {
  const words = contentWords(text);
  return { words, stems: [...new Set(words.map((w) => w.stem))], quantities: quantities(text), negations: negationCount(text), entities: entityLabels(text), polarity: polarity(text), text: text.toLowerCase() };
}

/** How well word a stands for word b: same stem, a WordNet synonym, or a near spelling. */
function wordMatch(a: ContentWord, b: ContentWord): number {
  if (a.stem === b.stem) return 1;
  if (areSynonyms(a.stem, b.stem)) return 0.8;
  if (areRelated(a.stem, b.stem)) return 0.6;
  if (a.word.length >= 5 && b.word.length >= 5 && trigramSimilarity(a.word, b.word) >= 0.7) return 0.7;
  return 0;
}

/** Share of the target's words that the source covers; with `weighted`, rare words count for more. */
function coverage(target: ContentWord[], source: ContentWord[], exactOnly = false, weighted = false): number {
  const unique = [...new Map(target.map((w) => [w.stem, w])).values()];
  if (unique.length === 0) return 0;
  let total = 0;
  let weights = 0;
  for (const t of unique) {
    let best = 0;
    for (const s of source) {
      const m = exactOnly ? (s.stem === t.stem ? 1 : 0) : wordMatch(s, t);
      if (m > best) best = m;
      if (best === 1) break;
    }
    const w = weighted ? idf(t.stem) : 1;
    total += best * w;
    weights += w;
  }
  return weights === 0 ? 0 : total / weights;
}

function bigrams(stems: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < stems.length; i++) out.add(`${stems[i]} ${stems[i + 1]}`);
  return out;
}

/** Longest run of the reference's content words that the answer gives in the same order, over the reference length. */
function orderedOverlap(reference: string[], answer: string[]): number {
  if (reference.length === 0 || answer.length === 0) return 0;
  let previous = new Array<number>(answer.length + 1).fill(0);
  for (const r of reference) {
    const row = new Array<number>(answer.length + 1).fill(0);
    for (let j = 1; j <= answer.length; j++) row[j] = r === answer[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return previous[answer.length]! / reference.length;
}

function numberMatch(reference: Quantity[], answer: Quantity[]): number {
  if (reference.length === 0) return 0;
  let met = 0;
  for (const r of reference) if (answer.some((a) => sameQuantity(a, r, 0.02))) met++;
  return met / reference.length;
}

const DONT_KNOW = /\b(?:i\s+(?:do\s*n[o']?t|dont)\s+know|no\s+idea|not\s+sure|idk)\b/i;

function pairFeatures(answer: Prepared, reference: Prepared, question: Prepared): FeatureVector {
  const questionStems = new Set(question.stems);
  const refNew = reference.words.filter((w) => !questionStems.has(w.stem));
  const ansNew = answer.words.filter((w) => !questionStems.has(w.stem));
  const recall = coverage(reference.words, answer.words);
  const recallNew = refNew.length ? coverage(refNew, answer.words) : recall;
  const precision = coverage(answer.words, reference.words);
  const precisionNew = ansNew.length ? coverage(ansNew, reference.words) : 0;
  const f1 = recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0;
  const refBigrams = bigrams(reference.words.map((w) => w.stem));
  const ansBigrams = bigrams(answer.words.map((w) => w.stem));
  const bigramRecall = refBigrams.size ? [...refBigrams].filter((b) => ansBigrams.has(b)).length / refBigrams.size : 0;
  const refStems = new Set(reference.stems);
  const antonym = answer.stems.some((a) => !refStems.has(a) && reference.stems.some((r) => areAntonyms(a, r))) ? 1 : 0;
  const lengthRatio = Math.log((answer.words.length + 1) / (reference.words.length + 1));
  return [
    recall,
    recallNew,
    precision,
    precisionNew,
    f1,
    coverage(reference.words, answer.words, true),
    bigramRecall,
    trigramSimilarity(answer.text, reference.text),
    reference.quantities.length > 0 ? 1 : 0,
    numberMatch(reference.quantities, answer.quantities),
    answer.negations % 2 !== reference.negations % 2 ? 1 : 0,
    antonym,
    Math.max(-2, Math.min(2, lengthRatio)),
    answer.words.length ? answer.words.filter((w) => questionStems.has(w.stem)).length / answer.words.length : 0,
    answer.words.length === 0 && answer.quantities.length === 0 ? 1 : 0,
    DONT_KNOW.test(answer.text) ? 1 : 0,
    recall * precision,
    answer.words.length ? ansNew.length / answer.words.length : 0,
    coverage(reference.words, answer.words, false, true),
    refNew.length ? coverage(refNew, answer.words, false, true) : recall,
    ansNew.length ? coverage(ansNew, reference.words, false, true) : 0,
    orderedOverlap(reference.words.map((w) => w.stem), answer.words.map((w) => w.stem)),
    recall,
    0,
    Math.log(reference.words.length + 1),
    Math.log(answer.words.length + 1),
    /\b(?:why|explain|reason)\b/.test(question.text) ? 1 : 0,
    /\b(?:because|since|so|due|therefore|as)\b/.test(answer.text) ? 1 : 0,
    reference.entities.size ? [...reference.entities].filter((e) => answer.entities.has(e)).length / reference.entities.size : 0,
    answer.entities.size ? [...answer.entities].filter((e) => !reference.entities.has(e) && !question.entities.has(e)).length / answer.entities.size : 0,
    Math.min(2, alignedContradictions(answer, reference)),
    recallNew + precisionNew > 0 ? (2 * recallNew * precisionNew) / (recallNew + precisionNew) : 0,
    ansBigrams.size ? [...ansBigrams].filter((b) => refBigrams.has(b)).length / ansBigrams.size : 0,
    trigramSimilarity(ansNew.map((w) => w.word).join(' '), (refNew.length ? refNew : reference.words).map((w) => w.word).join(' ')),
    nearPairRecall(refNew.length ? refNew : reference.words, answer.words),
  ];
}

/**
 * Pairs of neighbouring reference words that the answer also gives close together (within three words):
 * a word matched in the right company, as word aligners use neighbourhood evidence.
 */
function nearPairRecall(reference: ContentWord[], answer: ContentWord[]): number {
  if (reference.length < 2) return reference.length === 1 ? coverage(reference, answer) : 0;
  const positions = reference.map((r) => answer.flatMap((a, i) => (wordMatch(a, r) >= 0.6 ? [i] : [])));
  let met = 0;
  for (let i = 0; i + 1 < reference.length; i++) {
    const here = positions[i]!;
    const next = positions[i + 1]!;
    if (here.some((p) => next.some((q) => q !== p && Math.abs(q - p) <= 3))) met++;
  }
  return met / (reference.length - 1);
}

/**
 * Describes an answer against its reference answers (or one mark point and its alternatives) and the
 * question: the features of the reference it matches best.
 */
export function features(answer: string, references: readonly string[], question = ''): FeatureVector {
  const a = prepare(answer);
  const q = prepare(question);
  const preparedRefs = (references.length ? references : ['']).map(prepare);
  const all = preparedRefs.map((ref) => pairFeatures(a, ref, q));
  // Contradiction cues come from the reference the answer is closest to; similarities are the best over all.
  const closeness = (v: FeatureVector) => (v[1] ?? 0) + (v[3] ?? 0) + (v[4] ?? 0);
  const best = all.reduce((b, f) => (closeness(f) > closeness(b) ? f : b));
  const merged = best.map((value, i) => (MAX_OVER_REFERENCES.has(i) ? Math.max(...all.map((f) => f[i] ?? 0)) : value));
  merged[MEAN_RECALL] = all.reduce((t, f) => t + (f[0] ?? 0), 0) / all.length;
  merged[REFERENCE_COUNT] = Math.log(all.length);
  merged[REFERENCE_LENGTH] = all.reduce((t, f) => t + (f[REFERENCE_LENGTH] ?? 0), 0) / all.length;
  // A contradiction counts only when no reference the answer comes close to agrees with it.
  const close = all.filter((f) => (f[1] ?? 0) >= 0.5);
  merged[CONTRADICTION] = Math.min(...(close.length ? close : all).map((f) => f[CONTRADICTION] ?? 0));
  return [...merged.slice(0, PAIR_FEATURES), ...acrossReferences(a, preparedRefs, q, all)];
}

/** Features of the answer against all the references together. */
function acrossReferences(answer: Prepared, references: Prepared[], question: Prepared, pairs: FeatureVector[]): number[] {
  const questionStems = new Set(question.stems);
  const ansNew = answer.words.filter((w) => !questionStems.has(w.stem));
  const union = references.flatMap((r) => r.words);
  const unionPrecision = ansNew.length ? coverage(ansNew, union) : 0;
  const unexplained = ansNew.filter((w) => !union.some((r) => wordMatch(w, r) > 0) && !question.words.some((q) => wordMatch(w, q) > 0)).length;
  // Words most of the references share are the ones the question turns on.
  const counts = new Map<string, { word: ContentWord; n: number }>();
  for (const r of references) for (const w of new Map(r.words.filter((x) => !questionStems.has(x.stem)).map((x) => [x.stem, x])).values()) counts.set(w.stem, { word: w, n: (counts.get(w.stem)?.n ?? 0) + 1 });
  const key = [...counts.values()].filter((c) => references.length < 2 || c.n * 2 >= references.length).map((c) => c.word);
  const recallNew = FEATURE_NAMES.indexOf('recall_new');
  // What is missing is judged against the reference the answer leaves least out of; closeness against the nearest.
  const ownWords = references.map((r) => r.words.filter((w) => !questionStems.has(w.stem))).map((own, i) => (own.length ? own : references[i]!.words));
  const missing = ownWords.map((own) => missingContent(own, answer.words)).reduce((best, m) => (m.weight < best.weight ? m : best));
  return [
    unionPrecision,
    Math.log(1 + unexplained),
    key.length ? coverage(key, answer.words) : 0,
    pairs.filter((f) => (f[recallNew] ?? 0) >= 0.6).length / pairs.length,
    missing.weight,
    missing.largest,
    missing.count,
    Math.max(...ownWords.map((own) => embeddingSimilarity(ansNew, own))),
  ];
}
