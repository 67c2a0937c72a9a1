// Reads every mark-scheme layout of the corpus (src/layouts) from its PDF, marks its three answer sheets, and writes
// the README's table of what was read and earned. The same reading is the grader's test suite (layouts.test.ts).
import { stopOcr } from '../pdf/ocr.js';
import { hasPdftoppm } from '../testing/pdfs.js';
import { ALL_LAYOUTS, expectedTotal, problems, readLayout, type LayoutReading } from '../layouts/read.js';
import { markdownTable, writeReadmeBlock } from './readme.js';

function rowOf(reading: LayoutReading): string[] {
  const { layout } = reading;
  const total = expectedTotal(layout);
  const pointsRead = layout.questions.map((q) => reading.points[q.label] ?? '–').join(' + ');
  const pointsExpected = layout.questions.map((q) => q.points).join(' + ');
  const failed = problems(reading);
  return [
    `\`${layout.id}\`${reading.scan ? ' (scan)' : ''}`,
    layout.convention,
    `${reading.scheme.totalMarks} / ${total}`,
    pointsRead === pointsExpected ? pointsRead : `${pointsRead} (expected ${pointsExpected})`,
    `${reading.earned.full}`,
    `${reading.earned.partial}`,
    `${reading.earned.wrong}`,
    layout.heldOut ? 'held out' : 'tuned',
    failed.length ? `no: ${failed.join('; ')}` : 'yes',
  ];
}

const scans = await hasPdftoppm();
const readings: LayoutReading[] = [];
for (const layout of ALL_LAYOUTS) {
  readings.push(await readLayout(layout));
  if (layout.scan && scans) readings.push(await readLayout(layout, true));
}
await stopOcr();

const passed = (held: boolean) => readings.filter((r) => Boolean(r.layout.heldOut) === held && problems(r).length === 0).length;
const count = (held: boolean) => readings.filter((r) => Boolean(r.layout.heldOut) === held).length;
const table = [
  `${ALL_LAYOUTS.length} layouts, ${readings.filter((r) => r.scan).length} of them also as scans; read right and marked as expected: tuned ${passed(false)} of ${count(false)}, held out ${passed(true)} of ${count(true)}.`,
  '',
  markdownTable(['layout', 'convention', 'total read / expected', 'points read', 'full', 'partial', 'wrong', 'set', 'passes'], readings.map(rowOf)),
].join('\n');
writeReadmeBlock('the layouts table', '`npm run layouts -w @assess/grader`', table);
console.log(table);
