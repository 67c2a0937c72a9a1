// The CPU-heavy steps that run in the worker threads of the pool (pool.ts), never on the request loop. Each loads
// its modules when first run, so that a thread only checking uploads does not load the report fonts.
import { constants, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import type { GraderConfig } from '../../config/index.js';
import type { Grader, GradingResult, MarkSchemeReading, SubmissionPdfs } from '../grading/index.js';
import type { ReportBlock } from '../pdf/index.js';

export interface TasksWorkerData {
  /** Load the grader's model, word tables and PDF reader as the thread starts, before it takes a task. */
  warmUpGrader: boolean;
  /** A thread of a server's batch lane: it runs at the lowest CPU priority. */
  batch: boolean;
}

// Batch work takes only the CPU time that the request loop and the tasks people wait for leave: on Linux a thread's
// priority is its own, and the threads it starts (text recognition's) inherit it.
if ((workerData as TasksWorkerData | undefined)?.batch) setPriority(constants.priority.PRIORITY_LOW);

if ((workerData as TasksWorkerData | undefined)?.warmUpGrader) {
  const { warmUpGrader } = await import('../grading/index.js');
  await warmUpGrader();
}

/** Answers once the thread has started (and loaded what it loads first). */
export function ready(): boolean {
  return true;
}

export interface ReportPdfTask {
  title: string;
  blocks: ReportBlock[];
}

/** Lays out and writes a report PDF (pdf-lib, fonts embedded and subset). */
export async function reportPdf({ title, blocks }: ReportPdfTask): Promise<Uint8Array> {
  const { renderReportPdf } = await import('../pdf/index.js');
  return renderReportPdf(title, blocks);
}

/** Whether the bytes of an upload parse as a PDF with at least one page (up to 8 MB of them). */
export async function pdfParses(bytes: Uint8Array): Promise<boolean> {
  const { parsesAsPdf } = await import('../pdf/index.js');
  return parsesAsPdf(bytes);
}

export interface WeakAreasPdfTask {
  result: GradingResult;
  student: { name: string };
  title: string;
  subject?: string;
}

/** A student's weak-areas PDF after grading. */
export async function weakAreasPdf({ result, student, title, subject }: WeakAreasPdfTask): Promise<Uint8Array> {
  const { weakAreasPdf: render } = await import('../grading/index.js');
  return render(result, student, title, subject);
}

/** A page of a PDF (from 1) drawn as a PNG; null when there is no such page. */
export async function pagePng({ bytes, page }: { bytes: Uint8Array; page: number }): Promise<Uint8Array | null> {
  const { renderPagePng } = await import('../pdf/index.js');
  return renderPagePng(bytes, page);
}

/** A generated question paper or mark scheme as a PDF of its text. */
export async function textPdf({ title, text }: { title: string; text: string }): Promise<Uint8Array> {
  const { textPdf: render } = await import('../grading/index.js');
  return render(title, text);
}

export interface GradeTask {
  config: GraderConfig;
  input: SubmissionPdfs;
}

const graders = new Map<string, Grader>();

/** The grader the configuration names, built once a thread. */
async function graderFor(config: GraderConfig): Promise<Grader> {
  const { createGrader } = await import('../grading/index.js');
  const key = JSON.stringify(config);
  let grader = graders.get(key);
  if (!grader) graders.set(key, (grader = createGrader(config)));
  return grader;
}

/** Reads and marks a submission's PDFs (text extraction and the marker), with the grader the configuration names. */
export async function gradePdfs({ config, input }: GradeTask): Promise<GradingResult> {
  const { gradePdfs: grade } = await import('../grading/index.js');
  return grade(await graderFor(config), input);
}

export interface ReadMarkSchemeTask {
  config: GraderConfig;
  bytes: Uint8Array;
  /** The assessment's question paper, for the questions' wording. */
  questionPaper?: Uint8Array;
}

/** What the built-in reader reads of a mark scheme PDF: its questions (worded as the paper words them), marks, points and pages. */
export async function readMarkScheme({ config, bytes, questionPaper }: ReadMarkSchemeTask): Promise<MarkSchemeReading> {
  const { readMarkSchemePdf } = await import('../grading/index.js');
  return readMarkSchemePdf(await graderFor(config), bytes, questionPaper);
}
