import { parseJsonl, type EvalRecord } from './dataset.js';
import { features } from './features.js';
import { summarise, type EvalItem, type EvalSummary } from './metrics.js';
import { judgeFeatures } from './model.js';

/** Marks one evaluation record with the shipped model: the probability of a correct answer times the marks. */
export function predictRecord(record: EvalRecord): { marks: number; label: string } {
  const j = judgeFeatures(features(record.answer, record.references, record.question));
  return { marks: j.probability * record.maxScore, label: j.verdict };
}

export function evaluateRecords(records: readonly EvalRecord[]): EvalSummary {
  const items = records.map((r): EvalItem => {
    const p = predictRecord(r);
    const item: EvalItem = { predicted: p.marks, actual: r.score, max: r.maxScore, predictedLabel: p.label };
    if (r.label !== undefined) item.label = r.label;
    return item;
  });
  return summarise(items);
}

export function evaluateJsonl(text: string): EvalSummary {
  return evaluateRecords(parseJsonl(text));
}
