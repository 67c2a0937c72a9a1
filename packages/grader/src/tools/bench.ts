// Benchmark: pages a second of text extraction beside poppler's pdftotext on the same files, and answers
// graded a second by the offline grader. Writes its figures to bench-results.json in the package, and the
// README's table from them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { answerSpace } from '../grading/answer-space.js';
import { groupAnswers } from '../grading/groups.js';
import { gradeTask } from '../grading/offline.js';
import { learnFromTeacher } from '../grading/teacher-marks.js';
import { features } from '../grading/features.js';
import { warmUp } from '../grading/model.js';
import { extractPdfText } from '../pdf/extract.js';
import { stopOcr } from '../pdf/ocr.js';
import { hasPdftoppm, scannedPdf, twoColumnPdf, typedPdf } from '../testing/pdfs.js';
import { markdownTable, writeReadmeBlock } from './readme.js';

const run = promisify(execFile);

function paperPages(pages: number): string[][] {
  return Array.from({ length: pages }, (_, p) =>
    Array.from({ length: 40 }, (_, l) => (l % 8 === 0 ? `${p * 5 + l / 8 + 1} (a) Explain how the energy is transferred in this system. [${(l % 3) + 1}]` : 'The student describes the process in detail, with the key terms and a worked example of the method.')),
  );
}

async function timeIt(fn: () => Promise<unknown>, minMs = 1500): Promise<{ runs: number; ms: number }> {
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    await fn();
    runs++;
  }
  return { runs, ms: performance.now() - start };
}

/** The machine's load as the run starts (one minute's average): figures from a busy machine are slower. */
const loadBefore = Math.round(loadavg()[0]! * 100) / 100;
const dir = await mkdtemp(join(tmpdir(), 'grader-bench-'));
try {
  const files = [
    { name: 'typed-20-pages', bytes: await typedPdf(paperPages(20)), pages: 20 },
    { name: 'two-column', bytes: await twoColumnPdf('Mark scheme', paperPages(1)[0]!.slice(0, 30), paperPages(1)[0]!.slice(0, 30)), pages: 1 },
  ];
  const extraction = [];
  for (const file of files) {
    const path = join(dir, `${file.name}.pdf`);
    await writeFile(path, file.bytes);
    const ours = await timeIt(() => extractPdfText(file.bytes, { ocr: false }));
    let poppler: number | null = null;
    try {
      const p = await timeIt(() => run('pdftotext', ['-layout', path, '-']));
      poppler = (p.runs * file.pages) / (p.ms / 1000);
    } catch {
      poppler = null;
    }
    extraction.push({ file: file.name, pages: file.pages, grader_pages_per_second: Math.round((ours.runs * file.pages) / (ours.ms / 1000)), pdftotext_pages_per_second: poppler === null ? null : Math.round(poppler) });
  }

  let ocr: { pages_per_second: number } | null = null;
  if (await hasPdftoppm()) {
    const scanned = await scannedPdf(await typedPdf(paperPages(1).map((p) => p.slice(0, 20)), 14));
    await extractPdfText(scanned); // starts the OCR worker outside the timing
    const t = await timeIt(() => extractPdfText(scanned), 3000);
    ocr = { pages_per_second: Math.round((t.runs / (t.ms / 1000)) * 100) / 100 };
    await stopOcr();
  }

  const answers = ['the current stops because the circuit is broken', 'the bulb is brighter', 'energy is transferred as heat to the surroundings', 'no idea'];
  // Loads the model, WordNet and the word vectors once, outside the timing, as a worker does when it starts.
  warmUp();
  features('warm', ['up']);
  let graded = 0;
  const grading = await timeIt(async () => {
    for (const answer of answers) {
      gradeTask({ label: '1', question: '1', part: '', questionText: 'What happens when the switch is opened?', marks: 2, answer, points: [{ text: 'the current stops', alternatives: [], marks: 1 }, { text: 'the circuit is broken', alternatives: [], marks: 1 }] });
      graded++;
    }
  });
  // A class's answers to one question: 200 answers in a dozen wordings of a few ideas, some repeated exactly.
  const ideas = ['the circuit is broken so no current flows', 'the current stops', 'the bulb goes out because there is a gap', 'energy is not transferred', 'the switch is open', 'I do not know'];
  const fillers = ['', 'because ', 'I think ', 'so ', 'it means ', 'basically '];
  const classAnswers = Array.from({ length: 200 }, (_, i) => `${fillers[(i * 7) % fillers.length]}${ideas[i % ideas.length]}${i % 5 === 0 ? ' in the circuit' : ''}`);
  const scheme = [{ text: 'the current stops', alternatives: [], marks: 1 }, { text: 'the circuit is broken', alternatives: [], marks: 1 }];
  let shares: number[] = [];
  const marking = await timeIt(async () => {
    shares = classAnswers.map((answer) => gradeTask({ label: '1', question: '1', part: '', questionText: 'What happens when the switch is opened?', marks: 2, answer, points: scheme }).marks / 2);
  }, 1);
  let groupCount = 0;
  const grouping = await timeIt(async () => {
    groupCount = groupAnswers(answerSpace(classAnswers)).length;
  });
  const teacher = new Map([[0, 1], [1, 0.5], [2, 0], [3, 0.5], [4, 0], [5, 0]]);
  const remarking = await timeIt(async () => {
    learnFromTeacher(answerSpace(classAnswers), shares, teacher, 2);
  });
  const perRun = (t: { runs: number; ms: number }) => Math.round((t.ms / t.runs) * 10) / 10;

  const results = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    load_average_before: loadBefore,
    extraction,
    scanned_page_ocr: ocr,
    notes: 'pdftotext is timed as a separate process for each run, so its figures include process start-up.',
    grading: { answers_per_second: Math.round(graded / (grading.ms / 1000)), mark_points_per_answer: 2 },
    class_question: {
      answers: classAnswers.length,
      groups: groupCount,
      marking_all_ms: perRun(marking),
      grouping_ms: perRun(grouping),
      remarking_from_teacher_ms: perRun(remarking),
      teacher_marked: teacher.size,
    },
  };
  await writeFile(new URL('../../bench-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  writeReadmeBlock('the benchmark table', '`npm run bench -w @assess/grader` from bench-results.json', benchmarkTable(results));
  console.log(JSON.stringify(results, null, 2));
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** The README's table of one run's figures. */
function benchmarkTable(results: {
  measured_at: string;
  node: string;
  cores: number;
  load_average_before: number;
  extraction: { file: string; pages: number; grader_pages_per_second: number; pdftotext_pages_per_second: number | null }[];
  scanned_page_ocr: { pages_per_second: number } | null;
  grading: { answers_per_second: number };
  class_question: { answers: number; teacher_marked: number; marking_all_ms: number; grouping_ms: number; remarking_from_teacher_ms: number };
}): string {
  const count = (n: number) => n.toLocaleString('en-GB');
  const names: Record<string, string> = { 'typed-20-pages': 'typed paper, 20 pages', 'two-column': 'two-column page' };
  const question = results.class_question;
  const rows = [
    ...results.extraction.map((file) => [
      names[file.file] ?? file.file,
      `${count(file.grader_pages_per_second)} pages/s`,
      file.pdftotext_pages_per_second === null ? 'not installed' : `${count(file.pdftotext_pages_per_second)} pages/s${file.pages === 1 ? ' (start-up dominates)' : ''}`,
    ]),
    ['scanned page (OCR)', results.scanned_page_ocr ? `${results.scanned_page_ocr.pages_per_second} pages/s` : 'not measured (no pdftoppm)', 'no text (no text layer)'],
    ['marking (two mark points an answer)', `${count(results.grading.answers_per_second)} answers/s`, ''],
    [`a class's question of ${question.answers} answers: marking them all`, `${question.marking_all_ms} ms`, ''],
    ['the same: grouping by meaning', `${question.grouping_ms} ms`, ''],
    [`the same: re-marking from ${question.teacher_marked} teacher marks`, `${question.remarking_from_teacher_ms} ms`, ''],
  ];
  return [
    `One run (${results.measured_at.slice(0, 10)}, Node ${results.node.replace(/^v/, '')}, ${results.cores} cores, load average ${results.load_average_before} as it began; figures vary from run to run):`,
    '',
    markdownTable(['measure', '@assess/grader', 'pdftotext'], rows),
  ].join('\n');
}
