import { readFileSync } from 'node:fs';
import { FEATURE_NAMES, features, type FeatureVector } from './features.js';
import { predictBoosted, type BoostedModel } from './boosting.js';
import { predict, type LogisticModel } from './logistic.js';

/** The shipped model: how likely an answer meets a reference, and, when it does not, whether it contradicts it. */
export interface ScoringModel {
  features: string[];
  score: BoostedModel;
  contradiction: BoostedModel;
  /** A linear model averaged with the trees: steadier on answers unlike the training data. */
  linear?: LogisticModel;
}

export type Verdict = 'correct' | 'contradictory' | 'incorrect';

let shipped: ScoringModel | undefined;

export function loadModel(): ScoringModel {
  if (!shipped) {
    const model = JSON.parse(readFileSync(new URL('../../data/model.json', import.meta.url), 'utf8')) as ScoringModel;
    if (model.features.join() !== FEATURE_NAMES.join()) throw new Error('The grading model does not match the feature extractor; retrain it with npm run train.');
    shipped = model;
  }
  return shipped;
}

export interface Judgement {
  /** Probability that the answer meets the reference (0 to 1). */
  probability: number;
  verdict: Verdict;
  features: FeatureVector;
}

export function judgeFeatures(f: FeatureVector, model: ScoringModel = loadModel()): Judgement {
  const trees = predictBoosted(model.score, f);
  const probability = model.linear ? (trees + predict(model.linear, f)) / 2 : trees;
  const verdict: Verdict = probability >= 0.5 ? 'correct' : predictBoosted(model.contradiction, f) >= 0.5 ? 'contradictory' : 'incorrect';
  return { probability, verdict, features: f };
}

/** Judges an answer against reference answers (or a mark point and its alternatives). */
export function judge(answer: string, references: readonly string[], question = '', model?: ScoringModel): Judgement {
  return judgeFeatures(features(answer, references, question), model);
}

/** Loads the model, the WordNet tables and the word vectors now, so a worker's first answer is marked as fast as the rest. */
export function warmUp(): void {
  loadModel();
  judge('the circuit is closed', ['the circuit is complete']);
}
