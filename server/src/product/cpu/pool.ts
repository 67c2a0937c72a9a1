// A pool of worker threads for CPU-heavy steps of a request, so that one large export does not hold up every
// other request of the server: the request loop only sends the task and waits for its answer.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../shared/errors.js';
import type { ReportBlock } from '../pdf/report.js';
import type { Grader, GradingResult, SubmissionPdfs } from '../grading/adapter.js';
import type { GradeTask, ReportPdfTask, TasksWorkerData, WeakAreasPdfTask } from './tasks.js';

/**
 * A request's task is refused with a 503 while the requests' tasks already in the pool hold this many bytes of
 * uploads, or while this many of them wait, so that a flood of requests cannot grow memory unbounded; background
 * jobs, whose number the job queue bounds, wait. Bytes, not a count, bound the uploads' checks: at a deadline a
 * school's submissions are hundreds of small PDFs at once, which a count of a hundred refused though they held
 * a few megabytes.
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

let pool: Piscina | undefined;
/** A worker process's pool: every core, its threads kept and their grader loaded before the first job. */
let forGrading = false;

/**
 * Gives the pool to grading, before its first task: in a `npm run worker` process there is no request loop to
 * keep a core for, so the pool has a thread a core; the threads stay (a thread ended when idle would load the
 * grader's model again, seconds of work, on the next paper) and each loads the grader as it starts.
 */
export function dedicateCpuPoolToGrading(): void {
  if (pool) throw new Error('The CPU pool has already started');
  forGrading = true;
}

function cpuPool(): Piscina {
  const cores = availableParallelism();
  // In a server, one core is left to the request loop.
  const threads = forGrading ? cores : Math.max(1, Math.min(4, cores - 1));
  pool ??= new Piscina({
    filename: TASKS,
    maxThreads: threads,
    // One thread stays however long the pool is idle: the grader it has loaded (seconds of work) stays with it.
    minThreads: forGrading ? threads : 1,
    idleTimeout: forGrading ? Number.POSITIVE_INFINITY : IDLE_MS,
    workerData: { warmUpGrader: forGrading } satisfies TasksWorkerData,
    ...(fromSource ? { execArgv: SOURCE_EXEC_ARGV } : {}),
  });
  return pool;
}

/**
 * Starts the pool's threads now and resolves once they answer: a thread answers only after it has loaded its
 * tasks (and, for grading, the grader), so the first paper does not wait for that.
 */
export async function startCpuPool(): Promise<void> {
  const threads = cpuPool();
  await Promise.all(Array.from({ length: Math.max(1, threads.options.minThreads) }, () => threads.run(undefined, { name: 'ready' })));
}

/** Bytes of uploads held by requests' tasks in the pool (waiting or running). */
let requestBytes = 0;

/** Runs a task; a request's task is refused when too many wait, a background job's waits its turn. */
async function runTask<T>(name: string, task: unknown, forRequest = true, bytes = 0): Promise<T> {
  const threads = cpuPool();
  if (!forRequest) return (await threads.run(task, { name })) as T;
  if (threads.queueSize >= MAX_WAITING_TASKS || requestBytes + bytes > MAX_WAITING_BYTES) throw new ApiError(503, POOL_BUSY);
  requestBytes += bytes;
  try {
    return (await threads.run(task, { name })) as T;
  } finally {
    requestBytes -= bytes;
  }
}

/** Whether an upload's bytes parse as a PDF, checked in a worker thread. */
export function parsesAsPdfOffLoop(bytes: Uint8Array): Promise<boolean> {
  return runTask<boolean>('pdfParses', bytes, true, bytes.byteLength);
}

/** A report PDF, made in a worker thread. */
export async function renderReportPdfOffLoop(title: string, blocks: ReportBlock[]): Promise<Uint8Array> {
  const bytes = await runTask<Uint8Array>('reportPdf', { title, blocks } satisfies ReportPdfTask);
  return new Uint8Array(bytes);
}

/** A student's weak-areas PDF, made in a worker thread. */
export async function weakAreasPdfOffLoop(result: GradingResult, student: { name: string }, title: string, subject?: string): Promise<Uint8Array> {
  const task: WeakAreasPdfTask = { result, student, title, ...(subject ? { subject } : {}) };
  return new Uint8Array(await runTask<Uint8Array>('weakAreasPdf', task, false));
}

/** A PDF of a generated paper's text, made in a worker thread. */
export async function textPdfOffLoop(title: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await runTask<Uint8Array>('textPdf', { title, text }, false));
}

/** A submission read and marked in a worker thread, by the same grader as the caller's. */
export function gradePdfsOffLoop(grader: Grader, input: SubmissionPdfs): Promise<GradingResult> {
  return runTask<GradingResult>('gradePdfs', { config: grader.config, input } satisfies GradeTask, false);
}
