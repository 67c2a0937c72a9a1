// A pool of worker threads for CPU-heavy steps of a request, so that one large export does not hold up every
// other request of the server: the request loop only sends the task and waits for its answer.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../docs/errors.js';
import type { ReportBlock } from '../reports/pdf.js';
import type { Grader, GradingResult, SubmissionPdfs } from '../grading/adapter.js';
import type { GradeTask, ReportPdfTask, WeakAreasPdfTask } from './tasks.js';

/**
 * Requests' tasks waiting for a thread beyond this many are refused with a 503, so that a flood of requests cannot
 * grow memory unbounded; background jobs, whose number the job queue bounds, wait.
 */
export const MAX_WAITING_TASKS = 100;
export const POOL_BUSY = 'The server is busy making other documents. Please try again in a moment.';
/** An idle thread is ended after this long; the next task starts one again. */
const IDLE_MS = 60_000;

// From the TypeScript sources (tests, `npm run bench`) the threads need the same loader as the process;
// from a build they load the compiled tasks.js.
const fromSource = import.meta.url.endsWith('.ts');
const TASKS = new URL(fromSource ? './tasks.ts' : './tasks.js', import.meta.url).href;
const SOURCE_HOOKS = fileURLToPath(new URL('../jobs/testing/source-hooks.mjs', import.meta.url));
const SOURCE_EXEC_ARGV = ['--conditions=@assess/source', '--experimental-transform-types', '--no-warnings', '--import', SOURCE_HOOKS];

let pool: Piscina | undefined;

function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: TASKS,
    // One core is left to the request loop.
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: IDLE_MS,
    ...(fromSource ? { execArgv: SOURCE_EXEC_ARGV } : {}),
  });
  return pool;
}

/** Runs a task; a request's task is refused when too many wait, a background job's waits its turn. */
async function runTask<T>(name: string, task: unknown, forRequest = true): Promise<T> {
  const threads = cpuPool();
  if (forRequest && threads.queueSize >= MAX_WAITING_TASKS) throw new ApiError(503, POOL_BUSY);
  return (await threads.run(task, { name })) as T;
}

/** Whether an upload's bytes parse as a PDF, checked in a worker thread. */
export function parsesAsPdfOffLoop(bytes: Uint8Array): Promise<boolean> {
  return runTask<boolean>('pdfParses', bytes);
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
