// Reads each layout as a teacher's upload is read: its PDF through text extraction (text recognition for a scan),
// the mark scheme through parseMarkScheme, and its three answer sheets marked through gradeSubmission. The test
// suite and the README's table both use this, so they report the same reading.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gradeSubmission } from '../grade.js';
import { extractPdfText } from '../pdf/extract.js';
import { parseMarkScheme, type ParsedMarkScheme } from '../structure/parse.js';
import { LAYOUTS } from './corpus.js';
import { HELD_OUT_LAYOUTS } from './held-out/corpus.js';
import type { Layout } from './layout.js';
import { answerSheet, layoutPdf, scanOf } from './render.js';

export const ALL_LAYOUTS: Layout[] = [...LAYOUTS, ...HELD_OUT_LAYOUTS];

export type AnswerKind = 'full' | 'partial' | 'wrong';

export interface LayoutReading {
  layout: Layout;
  scan: boolean;
  scheme: ParsedMarkScheme;
  /** Marks read for each expected label (undefined when the label was not read). */
  marks: Record<string, number | undefined>;
  points: Record<string, number | undefined>;
  /** The marks each answer sheet earned, and the total it was marked out of. */
  earned: Record<AnswerKind, number>;
  outOf: Record<AnswerKind, number>;
}

export const expectedTotal = (layout: Layout): number => layout.questions.reduce((sum, q) => sum + q.marks, 0);

function answersOf(layout: Layout, kind: AnswerKind): string[] {
  // "1. 0.75" as a student numbers a bare answer; "1(a) ..." a part.
  return layout.questions.map((q) => `${/^\d+$/.test(q.label) ? `${q.label}.` : q.label} ${kind === 'full' ? q.full : kind === 'partial' ? (q.partial ?? q.wrong) : q.wrong}`);
}

/** A scan takes text recognition seconds to make: kept in the OS temp dir, named by what was drawn. */
async function cachedScan(layout: Layout, typed: Uint8Array): Promise<Uint8Array> {
  const dir = join(tmpdir(), 'assess-layout-scans');
  const key = createHash('sha256').update(JSON.stringify(layout.scheme)).digest('hex').slice(0, 16);
  const file = join(dir, `${layout.id}-${key}.pdf`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const scan = await scanOf(typed);
    await mkdir(dir, { recursive: true });
    await writeFile(file, scan);
    return scan;
  }
}

export async function readLayout(layout: Layout, scan = false): Promise<LayoutReading> {
  const typed = await layoutPdf(layout.scheme);
  const pdf = scan ? await cachedScan(layout, typed) : typed;
  // Read once, then mark from the text read: a scan is recognised once, not once per answer sheet.
  const schemeText = (await extractPdfText(pdf)).text;
  const scheme = parseMarkScheme(schemeText);
  const questionPaper = layout.paper ? { text: (await extractPdfText(await layoutPdf(layout.paper))).text } : undefined;
  const earned = {} as Record<AnswerKind, number>;
  const outOf = {} as Record<AnswerKind, number>;
  for (const kind of ['full', 'partial', 'wrong'] as const) {
    const answers = await layoutPdf(answerSheet('Answers', answersOf(layout, kind)));
    const result = await gradeSubmission({ markScheme: { text: schemeText }, answers, ...(questionPaper ? { questionPaper } : {}) });
    earned[kind] = result.results.total_marks_obtained;
    outOf[kind] = result.results.total_marks;
  }
  const marks: Record<string, number | undefined> = {};
  const points: Record<string, number | undefined> = {};
  for (const q of layout.questions) {
    const item = scheme.items.find((i) => i.label === q.label);
    marks[q.label] = item?.marks;
    points[q.label] = item?.points.length;
  }
  return { layout, scan, scheme, marks, points, earned, outOf };
}

/** What a reading got wrong, against what the layout says it should read and earn; empty when right. */
export function problems(reading: LayoutReading): string[] {
  const { layout } = reading;
  const total = expectedTotal(layout);
  const out: string[] = [];
  if (reading.scheme.totalMarks !== total) out.push(`total read ${reading.scheme.totalMarks}, expected ${total}`);
  if (reading.scheme.statedTotal !== layout.statedTotal) out.push(`stated total read ${reading.scheme.statedTotal}, expected ${layout.statedTotal}`);
  const labels = reading.scheme.items.map((i) => i.label);
  const expectedLabels = layout.questions.map((q) => q.label);
  if (labels.join(' ') !== expectedLabels.join(' ')) out.push(`questions read ${labels.join(', ')}, expected ${expectedLabels.join(', ')}`);
  for (const q of layout.questions) {
    if (reading.marks[q.label] !== q.marks) out.push(`${q.label}: marks read ${reading.marks[q.label]}, expected ${q.marks}`);
    if (reading.points[q.label] !== q.points) out.push(`${q.label}: points read ${reading.points[q.label]}, expected ${q.points}`);
  }
  for (const kind of ['full', 'partial', 'wrong'] as const) {
    if (reading.outOf[kind] !== total) out.push(`${kind} answers marked out of ${reading.outOf[kind]}, expected ${total}`);
  }
  if (reading.earned.full !== total) out.push(`full answers earned ${reading.earned.full} of ${total}`);
  if (reading.earned.wrong > total / 4) out.push(`wrong answers earned ${reading.earned.wrong} of ${total}, more than a quarter`);
  if (!(reading.earned.partial > 0 && reading.earned.partial < total)) out.push(`partial answers earned ${reading.earned.partial} of ${total}, not strictly between`);
  return out;
}
