// How fast worker processes clear a backlog, with no student waiting in the loop: papers are submitted while no
// worker runs, then ASSESS_LOAD_WORKERS worker processes start, and the rate at which the jobs complete (from the
// tenth to the ninetieth percent, past the workers' start) is the grading's own throughput on this machine.
// `ASSESS_LOAD_DRAIN=1 npx vitest run --project server server/src/load/drain.test.ts` runs it, alone (its figures go
// to bench/drain-<n>-workers.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { anonKeyOf, supabaseClient, testDrivers, uniqueEmail } from '../testing/harness.js';
import { openPostgres, type Database } from '../db/index.js';
import { PASSWORD, submissionForm } from '../product/testing/server.js';
import { kill } from '../product/testing/process.js';
import { startLoadServer } from './setup.js';
import { cpuSeconds } from './cpu-time.js';

const postgres = (await testDrivers()).find((driver) => driver.name === 'postgres')!;
const DRAIN = process.env.ASSESS_LOAD_DRAIN === '1';
const WORKERS = Number(process.env.ASSESS_LOAD_WORKERS ?? 1);
/** The free plan's daily submissions of one student. */
const SUBMISSIONS_EACH = 15;
const STUDENTS = 40;

describe.skipIf(Boolean(postgres.skip) || !DRAIN)(`a backlog of ${STUDENTS * SUBMISSIONS_EACH} papers cleared by ${WORKERS} worker processes`, () => {
  const workers: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const worker of workers) await kill(worker, 'SIGTERM');
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('grades every paper exactly once and writes the rate', { timeout: 600_000 }, async () => {
    const { url, databaseUrl, startWorker } = await startLoadServer(postgres.adminUrl!, cleanups);
    const db: Database = await openPostgres(databaseUrl);
    cleanups.push(() => db.close());
    const anonKey = await anonKeyOf(url);
    const form = await submissionForm({ title: 'Backlog paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });

    // The backlog: every student submits their day's papers while no worker runs.
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, index) => {
        const { data, error } = await supabaseClient(url, anonKey).auth.signUp({ email: uniqueEmail(`drain${index}`), password: PASSWORD });
        if (error || !data.session) throw error ?? new Error('no session');
        for (let count = 0; count < SUBMISSIONS_EACH; count += 1) {
          const response = await fetch(`${url}/api/assessments/submit-and-grade`, { method: 'POST', headers: { authorization: `Bearer ${data.session.access_token}` }, body: form });
          expect(response.status).toBe(200);
        }
      }),
    );
    const papers = STUDENTS * SUBMISSIONS_EACH;

    const started = await Promise.all(
      Array.from({ length: WORKERS }, () => startWorker()),
    );
    workers.push(...started);
    const cpuBefore = workers.reduce((sum, worker) => sum + (cpuSeconds(worker.pid!) ?? 0), 0);
    const completed = async () => Number((await db.query<{ count: number }>(`SELECT count(*) AS count FROM jobs WHERE status = 'completed'`)).rows[0]!.count);
    while ((await completed()) < papers) await new Promise((resolve) => setTimeout(resolve, 200));
    const cpuAfter = workers.reduce((sum, worker) => sum + (cpuSeconds(worker.pid!) ?? 0), 0);

    const { rows: jobs } = await db.query<{ status: string; attempts: number; at: number }>(
      `SELECT status, attempts, extract(epoch FROM completed_at) * 1000 AS at FROM jobs WHERE job_type = 'grading' ORDER BY completed_at`,
    );
    expect(jobs).toHaveLength(papers);
    expect(jobs.filter((job) => job.status !== 'completed' || Number(job.attempts) !== 1)).toEqual([]);
    const at = (share: number) => Number(jobs[Math.floor(share * (papers - 1))]!.at);
    const gradedPerSecond = (0.8 * papers) / ((at(0.9) - at(0.1)) / 1000);

    const figures = {
      papers,
      workers: WORKERS,
      cores: availableParallelism(),
      measuredAt: new Date().toISOString(),
      gradedPerSecond: Number(gradedPerSecond.toFixed(2)),
      /** The worker processes' CPU seconds a paper, from their start to the last paper. */
      workerCpuMsPerPaper: Number((((cpuAfter - cpuBefore) * 1000) / papers).toFixed(1)),
    };
    console.log(`drain ${JSON.stringify(figures)}`);
    const bench = fileURLToPath(new URL('../../../bench/', import.meta.url));
    mkdirSync(bench, { recursive: true });
    writeFileSync(join(bench, `drain-${WORKERS}-workers.json`), `${JSON.stringify(figures, null, 2)}\n`);
  });
});
