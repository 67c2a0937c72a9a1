import { trainBoosted, type BoostOptions } from './boosting.js';
import { train } from './logistic.js';
import type { EvalRecord } from './dataset.js';
import { FEATURE_NAMES, type FeatureVector } from './features.js';
import { summarise, type EvalItem, type EvalSummary } from './metrics.js';
import { judgeFeatures, type ScoringModel } from './model.js';

export const BOOST: BoostOptions = { rounds: 150, depth: 3, rate: 0.1, minLeaf: 30 };
/** A strong penalty keeps the linear model's weights small, so it holds up on questions and corpora unlike the training data. */
export const LINEAR_L2 = 100;

/** Trains the score model on all records and the contradiction model on the labelled wrong answers. */
export function fit(records: readonly EvalRecord[], xs: readonly FeatureVector[], options: BoostOptions = BOOST): ScoringModel {
  const score = trainBoosted(xs as number[][], records.map((r) => r.score / r.maxScore), options);
  const wrong = records.map((r, i) => ({ r, x: xs[i]! })).filter(({ r }) => r.label !== undefined && r.label !== 'correct');
  const contradiction = trainBoosted(wrong.map((w) => w.x), wrong.map((w) => (w.r.label === 'contradictory' ? 1 : 0)), options);
  const linear = train(xs as number[][], records.map((r) => r.score / r.maxScore), LINEAR_L2);
  return { features: [...FEATURE_NAMES], score, contradiction, linear };
}

export function predictItems(records: readonly EvalRecord[], xs: readonly FeatureVector[], model: ScoringModel, indices: readonly number[]): EvalItem[] {
  return indices.map((i) => {
    const r = records[i]!;
    const j = judgeFeatures(xs[i]!, model);
    const item: EvalItem = { predicted: j.probability * r.maxScore, actual: r.score, max: r.maxScore, predictedLabel: j.verdict };
    if (r.label !== undefined) item.label = r.label;
    return item;
  });
}

/** A stable fold for a group (a string hash), so a question always lands in the same fold. */
export function foldOf(group: string, folds: number): number {
  let h = 2166136261;
  for (const c of group) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) % folds;
}

export interface Split {
  train: number[];
  test: number[];
}

/** Folds grouped by question: every answer to a question is on the same side of every split. */
export function groupedFolds(records: readonly EvalRecord[], folds: number, groupOf: (r: EvalRecord) => string = (r) => r.questionId): Split[] {
  return Array.from({ length: folds }, (_, fold) => ({
    train: records.flatMap((r, i) => (foldOf(groupOf(r), folds) !== fold ? [i] : [])),
    test: records.flatMap((r, i) => (foldOf(groupOf(r), folds) === fold ? [i] : [])),
  })).filter((s) => s.test.length > 0 && s.train.length > 0);
}

/** Out-of-fold predictions for every record, each from a model that never saw its question. */
export function crossValidate(records: readonly EvalRecord[], xs: readonly FeatureVector[], splits: readonly Split[], options: BoostOptions = BOOST): EvalSummary {
  const items: EvalItem[] = [];
  for (const split of splits) {
    const model = fit(split.train.map((i) => records[i]!), split.train.map((i) => xs[i]!), options);
    items.push(...predictItems(records, xs, model, split.test));
  }
  return summarise(items);
}
