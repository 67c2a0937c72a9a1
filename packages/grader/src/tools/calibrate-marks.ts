// Fits the mark calibration on graded answers (0 to N marks) and writes data/mark-calibration.json, after choosing
// its settings by the held-out protocol (`src/testing/held-out.ts`): the assignments are split, by a rule fixed
// before any figure was read, into a tuning part and a reporting part; every setting tried is judged on the tuning
// part alone, cross-validated across its assignments, without and with five teacher marks a question (seeds 1 to
// 6); the reporting part is read once, for the shipped setting, with the calibration and the suggestions'
// cut-points fitted on the tuning part only. The shipped calibration and cut-points are then fitted on the whole
// set (the cut-points on shares each assignment gets from a calibration that never saw it, as a new question's).
// Writes data/held-out-results.json and the README's held-out table.
//   npm run calibrate-marks -w @assess/grader -- FILE.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseJsonl } from '../grading/dataset.js';
import { CALIBRATION_BINS } from '../grading/mark-calibration.js';
import {
  GradedSet,
  PROTOCOL_SEEDS,
  REPORTING_RULE,
  SHIPPED_CHOICE,
  assignmentOf,
  protocolSplit,
  reportingFigures,
  tuningFigures,
  type CalibrationChoice,
  type ProtocolFigures,
} from '../testing/held-out.js';
import { markdownTable, writeReadmeBlock } from './readme.js';

const SHIPPED = SHIPPED_CHOICE;
const TRIED: [string, CalibrationChoice][] = [
  ['shipped: soft recall 0.85, probability 0.15, ten bins; suggestions\' cut-points from mark 3, RMSE weighed 0.5', SHIPPED],
  ['one knot a distinct score (no bins)', { ...SHIPPED, bins: null }],
  ['5 bins', { ...SHIPPED, bins: 5 }],
  ['20 bins', { ...SHIPPED, bins: 20 }],
  ['soft recall weight 0.7', { ...SHIPPED, softRecallWeight: 0.7 }],
  ['soft recall weight 1 (the soft recall map alone)', { ...SHIPPED, softRecallWeight: 1 }],
  ['suggestions rounded', { softRecallWeight: 0.85, bins: CALIBRATION_BINS }],
  ['suggestions\' cut-points with RMSE weighed 1', { ...SHIPPED, suggestionCuts: { fromMark: 3, rmseWeight: 1 } }],
  ['suggestions\' cut-points from mark 4', { ...SHIPPED, suggestionCuts: { fromMark: 4, rmseWeight: 0.5 } }],
];

const file = process.argv[2];
if (!file) throw new Error('usage: calibrate-marks FILE.jsonl');
const set = new GradedSet(parseJsonl(readFileSync(file, 'utf8')));
const split = protocolSplit(set);
console.log(`tuning assignments ${split.tuning.join(', ')}; reporting assignments ${split.reporting.join(', ')} (${REPORTING_RULE})`);

const tuning: Record<string, ProtocolFigures> = {};
for (const [name, choice] of TRIED) {
  tuning[name] = tuningFigures(set, choice);
  console.log(name, JSON.stringify(tuning[name]));
}
const reporting = reportingFigures(set, SHIPPED);
console.log('reporting part, shipped:', JSON.stringify(reporting));

const all = [...new Set(set.records.map(assignmentOf))];
const calibration = set.calibration(set.of(all), SHIPPED);
const suggestionCuts = set.suggestionCuts(all, SHIPPED);
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
const compact = (map: { x: number[]; y: number[] }) => ({ x: map.x.map(round4), y: map.y.map(round4) });
const fitted = set.records.filter((r, i) => r.maxScore >= 2 && set.marked[i]!.input !== null);
writeFileSync(
  new URL('../../data/mark-calibration.json', import.meta.url),
  `${JSON.stringify({
    source: `Fitted on ${basename(file)} (${fitted.length} answers to ${new Set(fitted.map((r) => r.questionId)).size} questions marked 0 to ${Math.max(...fitted.map((r) => r.maxScore))}) by npm run calibrate-marks; its settings chosen on the tuning assignments (${split.tuning.join(', ')}) cross-validated by assignment, and reported on assignments ${split.reporting.join(' and ')}, held out from every choice.`,
    softRecallWeight: SHIPPED.softRecallWeight,
    softRecall: compact(calibration.softRecall),
    probability: compact(calibration.probability),
    ...(suggestionCuts ? { suggestionCuts: suggestionCuts.map(round4) } : {}),
  })}\n`,
);
writeFileSync(
  new URL('../../data/held-out-results.json', import.meta.url),
  `${JSON.stringify({ data: basename(file), rule: REPORTING_RULE, tuningAssignments: split.tuning, reportingAssignments: split.reporting, seeds: PROTOCOL_SEEDS, tuning, reporting: { [TRIED[0]![0]]: reporting } }, null, 1)}\n`,
);
writeReadmeBlock('the held-out table', '`npm run calibrate-marks` from data/held-out-results.json', heldOutTable());

/** The README's table: each setting's tuning figures, and the shipped one's on the reporting part. */
function heldOutTable(): string {
  const f = (v: number) => v.toFixed(3);
  const cells = (s: ProtocolFigures) => {
    const t = s.withTeacherMarks;
    return [
      `${f(s.zeroShot.pearson)} / ${f(s.zeroShot.rmse)} / ${f(s.zeroShot.bias)}`,
      `${f(t.pearson.mean)} (${f(t.pearson.min)} to ${f(t.pearson.max)})`,
      `${f(t.rmse.mean)} (${f(t.rmse.min)} to ${f(t.rmse.max)})`,
      f(t.bias.mean),
    ];
  };
  const rows = TRIED.map(([name]) => [name, 'tuning', ...cells(tuning[name]!)]);
  rows.splice(1, 0, [TRIED[0]![0], `**reporting** (${split.reporting.join(', ')})`, ...cells(reporting)]);
  return markdownTable(['setting', 'part', 'zero-shot: pearson / rmse / bias', 'five teacher marks: pearson (seeds 1 to 6)', 'rmse', 'bias'], rows);
}
