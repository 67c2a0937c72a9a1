// Compares feature sets and combiners with folds grouped by question (and across corpora) without shipping a model.
//   node --import ./bin/source-hooks.js scripts/experiment.ts FILE.jsonl
import { readFileSync } from 'node:fs';
import { crossValidate, groupedFolds } from '../src/grading/crossval.js';
import { parseJsonl } from '../src/grading/dataset.js';
import { features } from '../src/grading/features.js';

const path = process.argv[2];
if (!path) throw new Error('usage: experiment FILE.jsonl');
const records = parseJsonl(readFileSync(path, 'utf8'));
const started = Date.now();
const xs = records.map((r) => features(r.answer, r.references, r.question));
console.log(`features: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const show = (name: string, s: { pearson: number; macro_f1: number; accuracy: number; rmse: number }) => console.log(name.padEnd(24), `pearson ${s.pearson.toFixed(4)}  macro_f1 ${s.macro_f1.toFixed(4)}  acc ${s.accuracy.toFixed(4)} rmse ${s.rmse.toFixed(4)}`);
show('grouped 5-fold', crossValidate(records, xs, groupedFolds(records, 5)));
for (const corpus of ['beetle', 'sciEntsBank']) {
  const split = { train: records.flatMap((r, i) => (r.corpus !== corpus ? [i] : [])), test: records.flatMap((r, i) => (r.corpus === corpus ? [i] : [])) };
  show(`test on ${corpus}`, crossValidate(records, xs, [split]));
}
