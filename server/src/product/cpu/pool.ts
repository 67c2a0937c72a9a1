// Worker threads for CPU-heavy steps, so that the request loop only sends a task and waits for its answer. The
// threads are in two lanes that never share a thread: interactive work a person waits for (an upload's check, a
// report export) and batch work from the job queue (reading and marking papers, with their text recognition; the
// PDFs grading makes). A long grading task therefore never holds up an upload's check, and each user's interactive
// tasks reach their lane one at a time (fair-share.ts), so one user's flood of exports waits behind itself.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { DEFAULT_CPU_TASKS_PER_USER } from '../../config/index.js';
import { ApiError } from '../shared/errors.js';
import type { ReportBlock } from '../pdf/index.js';
import type { Grader, GradingResult, MarkSchemeReading, SubmissionPdfs } from '../grading/index.js';
import { FairShare } from './fair-share.js';
import type { GradeTask, ReadMarkSchemeTask, ReportPdfTask, TasksWorkerData, WeakAreasPdfTask } from './tasks.js';

/**
 * An interactive task is refused with a 503 while the interactive tasks already in the pool hold this many bytes
 * of uploads, or while this many of them wait, so that a flood of requests from many users cannot grow memory
 * unbounded; batch tasks, whose number the job queue bounds, wait. Bytes, not a count, bound the uploads' checks: at
 * a deadline a school's submissions are hundreds of small PDFs at once, which a count of a hundred refused though
 * they held a few megabytes.
 */
export const MAX_WAITING_BYTES = 256 * 1024 * 1024;
export const MAX_WAITING_TASKS = 1000;
export const POOL_BUSY = 'The server is busy making other documents. Please try again in a moment.';
/** An idle thread beyond the first is ended after this long; the next task starts one again. */
const IDLE_MS = 60_000;

// From the TypeScript sources (tests, `npm run bench`) the threads need the same loader as the process;
// from a build they load the compiled tasks.js.
const fromSource = import.meta.url.endsWith('.ts');
const TASKS = new URL(fromSource ? './tasks.ts' : './tasks.js', import.meta.url).href;
const SOURCE_HOOKS = fileURLToPath(new URL('../testing/source-hooks.mjs', import.meta.url));
const SOURCE_EXEC_ARGV = ['--conditions=@assess/source', '--experimental-transform-types', '--no-warnings', '--import', SOURCE_HOOKS];

type Lane = 'interactive' | 'batch';
const lanes: Partial<Record<Lane, Piscina>> = {};
/** A worker process's batch lane: every core, its threads kept and their grader loaded before the first job. */
let forGrading = false;
const fairShare = new FairShare(DEFAULT_CPU_TASKS_PER_USER);

/** Sets how many interactive tasks one user may have waiting or running at once (ASSESS_CPU_TASKS_PER_USER). */
export function limitCpuTasksPerUser(limit: number): void {
  fairShare.limit = limit;
}

/**
 * Gives the batch lane to grading, before its first task: in a `npm run worker` process there is no request loop to
 * keep a core for, so the lane has a thread a core; the threads stay (a thread ended when idle would load the
 * grader's model again, seconds of work, on the next paper) and each loads the grader as it starts.
 */
export function dedicateCpuPoolToGrading(): void {
  if (lanes.batch) throw new Error('The CPU pool has already started');
  forGrading = true;
}

function lane(name: Lane): Piscina {
  const existing = lanes[name];
  if (existing) return existing;
  const cores = availableParallelism();
  const dedicated = name === 'batch' && forGrading;
  // In a server, one core is left to the request loop. The interactive lane has two threads even on two cores: a user
  // has at most one task in the lane at a time, so one user's long export leaves a thread for the next user's task;
  // and the lane is idle but for people's clicks.
  const spare = Math.min(4, cores - 1);
  const threads = dedicated ? cores : name === 'interactive' ? Math.max(2, spare) : Math.max(1, spare);
  const created = new Piscina({
    filename: TASKS,
    maxThreads: threads,
    // One thread stays however long the lane is idle: what it has loaded (the grader's model, seconds of work) stays.
    minThreads: dedicated ? threads : 1,
    idleTimeout: dedicated ? Number.POSITIVE_INFINITY : IDLE_MS,
    // In a server, batch threads yield the CPU to the request loop and the interactive lane; a worker process has
    // neither, and its grading keeps the priority of any other process of the machine.
    workerData: { warmUpGrader: dedicated, batch: name === 'batch' && !dedicated } satisfies TasksWorkerData,
    ...(fromSource ? { execArgv: SOURCE_EXEC_ARGV } : {}),
  });
  lanes[name] = created;
  return created;
}

/**
 * Starts the batch lane's threads now and resolves once they answer: a thread answers only after it has loaded its
 * tasks (and, for grading, the grader), so the first paper does not wait for that.
 */
export async function startCpuPool(): Promise<void> {
  const threads = lane('batch');
  await Promise.all(Array.from({ length: Math.max(1, threads.options.minThreads) }, () => threads.run(undefined, { name: 'ready' })));
}

/** Bytes of uploads held by interactive tasks (waiting or running). */
let interactiveBytes = 0;

/**
 * Runs a task a person waits for, in the user's turn: refused with a 429 past the user's share, with a 503 when the
 * lane as a whole holds too much.
 */
async function runInteractive<T>(user: string, name: string, task: unknown, { bytes = 0, mayRefuse = true } = {}): Promise<T> {
  const threads = lane('interactive');
  if (mayRefuse && (threads.queueSize >= MAX_WAITING_TASKS || interactiveBytes + bytes > MAX_WAITING_BYTES)) throw new ApiError(503, POOL_BUSY);
  interactiveBytes += bytes;
  try {
    return await fairShare.run(user, async () => (await threads.run(task, { name })) as T, { mayRefuse });
  } finally {
    interactiveBytes -= bytes;
  }
}

/**
 * Refuses a user's request with a 429 at once when their share of the interactive lane is full: a flood of exports
 * is then turned away before each request reads the report it would export.
 */
export function refuseWhenCpuShareFull(user: string): void {
  fairShare.refuseWhenFull(user);
}

/** Runs a job's task in the batch lane; it waits its turn there (the job queue bounds how many there are). */
async function runBatch<T>(name: string, task: unknown): Promise<T> {
  return (await lane('batch').run(task, { name })) as T;
}

/** Whether an upload's bytes parse as a PDF, checked in a worker thread in the uploading user's turn. */
export function parsesAsPdfOffLoop(user: string, bytes: Uint8Array): Promise<boolean> {
  return runInteractive<boolean>(user, 'pdfParses', bytes, { bytes: bytes.byteLength });
}

/** A report PDF a user asked for, made in a worker thread in that user's turn. */
export async function renderReportPdfOffLoop(user: string, title: string, blocks: ReportBlock[]): Promise<Uint8Array> {
  const bytes = await runInteractive<Uint8Array>(user, 'reportPdf', { title, blocks } satisfies ReportPdfTask);
  return new Uint8Array(bytes);
}

/**
 * A student's weak-areas PDF, made in a worker thread: in the batch lane for grading, or, for a teacher waiting on a
 * release (`releasedBy`), in the interactive lane in the teacher's turn, never refused (the marks are released by then).
 */
export async function weakAreasPdfOffLoop(result: GradingResult, student: { name: string }, title: string, subject?: string, releasedBy?: string): Promise<Uint8Array> {
  const task: WeakAreasPdfTask = { result, student, title, ...(subject ? { subject } : {}) };
  const bytes = releasedBy ? await runInteractive<Uint8Array>(releasedBy, 'weakAreasPdf', task, { mayRefuse: false }) : await runBatch<Uint8Array>('weakAreasPdf', task);
  return new Uint8Array(bytes);
}

/** A page of a PDF drawn as a PNG for a user who waits for it, in their turn; null when there is no such page. */
export async function pagePngOffLoop(user: string, bytes: Uint8Array, page: number): Promise<Uint8Array | null> {
  const png = await runInteractive<Uint8Array | null>(user, 'pagePng', { bytes, page }, { bytes: bytes.byteLength });
  return png && new Uint8Array(png);
}

/** A PDF of a generated paper's text, made in a worker thread of the batch lane. */
export async function textPdfOffLoop(title: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await runBatch<Uint8Array>('textPdf', { title, text }));
}

/** A submission read and marked in a worker thread of the batch lane, by the same grader as the caller's. */
export function gradePdfsOffLoop(grader: Grader, input: SubmissionPdfs): Promise<GradingResult> {
  return runBatch<GradingResult>('gradePdfs', { config: grader.config, input } satisfies GradeTask);
}

/**
 * A mark scheme read by the built-in reader in a worker thread: in the batch lane when it is read ahead (after an
 * assessment is created from files), or, for a teacher waiting on its read-out (`user`), in the interactive lane in
 * that teacher's turn.
 */
export function readMarkSchemeOffLoop(grader: Grader, bytes: Uint8Array, questionPaper: Uint8Array | undefined, user?: string): Promise<MarkSchemeReading> {
  const task: ReadMarkSchemeTask = { config: grader.config, bytes, ...(questionPaper ? { questionPaper } : {}) };
  const held = bytes.byteLength + (questionPaper?.byteLength ?? 0);
  return user ? runInteractive<MarkSchemeReading>(user, 'readMarkScheme', task, { bytes: held }) : runBatch<MarkSchemeReading>('readMarkScheme', task);
}
