/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// Many students at once, on PostgreSQL with the API server and the workers each in their own process (as in
// production): each signs in, submits real PDFs, polls its job and reads its result, again and again for the
// profile's length. A student who has used the free plan's day makes way for the next, who signs in, so that the
// profile's number of students work at once from its first second to its last. It passes with no error answer and
// every submission graded exactly once; it writes throughput, latencies and the CPU each process used. `npm test`
// runs a short profile; `npm run test:load` the full one (200 students for 60 s), whose figures go to bench/load.json.
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
const FULL = process.env.ASSESS_LOAD_PROFILE === 'full';
const PROFILE = FULL ? { students: 200, seconds: 60 } : { students: 20, seconds: 15 };
/** The free plan's daily submissions: a student stops there rather than meet the limit's 429. */
const SUBMISSIONS_EACH = 15;
/** Accounts made before the profile starts, for each student working at once; more are signed up if they run out. */
const ACCOUNTS_EACH = 2;
const POLL_MS = 500;
/** How many `npm run worker` processes grade (ASSESS_LOAD_WORKERS); one unless asked. */
const WORKERS = Number(process.env.ASSESS_LOAD_WORKERS ?? 1);

type Step = 'sign-in' | 'submit' | 'poll' | 'read' | 'graded';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe.skipIf(Boolean(postgres.skip))(`${PROFILE.students} students at once for ${PROFILE.seconds} s`, () => {
  const workers: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const worker of workers) await kill(worker, 'SIGTERM');
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers every request, grades every submission exactly once, and writes its figures', { timeout: (PROFILE.seconds + 240) * 1000 }, async () => {
    const { url, server, databaseUrl, startWorker } = await startLoadServer(postgres.adminUrl!, cleanups);
    for (let index = 0; index < WORKERS; index += 1) {
      workers.push(await startWorker());
    }
    const db: Database = await openPostgres(databaseUrl);
    cleanups.push(() => db.close());
    const anonKey = await anonKeyOf(url);

    const latencies: Record<Step, number[]> = { 'sign-in': [], submit: [], poll: [], read: [], graded: [] };
    const errors: string[] = [];
    const submissions: string[] = [];
    const timed = async (step: Step, path: string, init: RequestInit): Promise<any> => {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, init);
      const body = await response.json().catch(() => undefined);
      latencies[step].push(performance.now() - started);
      if (!response.ok) errors.push(`${step} ${path} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 120)}`);
      return response.ok ? body : undefined;
    };

    // Accounts first: the profile measures students working, not sign-ups.
    const signUp = async () => {
      const email = uniqueEmail('load');
      const { error } = await supabaseClient(url, anonKey).auth.signUp({ email, password: PASSWORD });
      if (error) throw error;
      return email;
    };
    const accounts = await Promise.all(Array.from({ length: PROFILE.students * ACCOUNTS_EACH }, signUp));
    const form = await submissionForm({ title: 'Load paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });

    // The database's share: the server processes of this profile's connections (its pools hold them open).
    const backends = async () =>
      (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((row) => row.pid);
    const backendsBefore = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid) ?? 0]));
    const cpuOf = async () => ({
      server: cpuSeconds(server.pid!) ?? 0,
      workers: workers.reduce((sum, worker) => sum + (cpuSeconds(worker.pid!) ?? 0), 0),
      'load generator': process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      database: (await backends()).reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0) - (backendsBefore.get(pid) ?? 0), 0),
    });
    const cpuBefore = { ...(await cpuOf()), database: 0 };
    const started = performance.now();
    const end = Date.now() + PROFILE.seconds * 1000;
    // One student's turn: sign in, then submit, poll and read until their day's papers are used or the profile
    // ends. False when an answer failed (recorded in errors), which ends that place's work.
    const studentWorks = async (email: string): Promise<boolean> => {
      const session = await timed('sign-in', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: anonKey },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!session) return false;
      const headers = { authorization: `Bearer ${session.access_token}` };
      for (let count = 0; count < SUBMISSIONS_EACH && Date.now() < end; count += 1) {
        const submittedAt = performance.now();
        const submitted = await timed('submit', '/api/assessments/submit-and-grade', { method: 'POST', headers, body: form });
        if (!submitted) return false;
        let job: any;
        do {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          job = await timed('poll', `/api/assessments/grading-jobs/${submitted.job_id}`, { headers });
        } while (job && job.status !== 'completed' && job.status !== 'failed');
        if (!job) return false;
        if (job.status === 'failed') errors.push(`job ${submitted.job_id} failed: ${job.error_message}`);
        latencies.graded.push(performance.now() - submittedAt);
        submissions.push(job.student_assessment_id);
        await timed('read', `/api/student-assessments/${job.student_assessment_id}`, { headers });
      }
      return true;
    };
    // PROFILE.students places, each taken by one student after another until the profile's time is up.
    await Promise.all(
      Array.from({ length: PROFILE.students }, async () => {
        while (Date.now() < end && (await studentWorks(accounts.pop() ?? (await signUp())))) {
          // The next student takes the place.
        }
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const cpuAfter = await cpuOf();
    // Inside the product, apart from the students' polling: from the job's row written to its marks stored.
    const { rows: jobTimes } = await db.query<{ ms: number }>(
      `SELECT extract(epoch FROM completed_at - created_at) * 1000 AS ms FROM jobs WHERE job_type = 'grading' AND completed_at IS NOT NULL`,
    );
    const queuedToGraded = jobTimes.map((row) => Number(row.ms));

    const figures = {
      profile: PROFILE,
      workers: WORKERS,
      cores: availableParallelism(),
      measuredAt: new Date().toISOString(),
      /** The students who worked, one after another in the profile's places: one sign-in each. */
      students: latencies['sign-in'].length,
      submissionsGraded: submissions.length,
      gradedPerSecond: Number((submissions.length / elapsedSeconds).toFixed(2)),
      requests: Object.values(latencies).reduce((sum, list) => sum + list.length, 0) - latencies.graded.length,
      /** CPU seconds each part used over the profile (a core's worth is the profile's length). */
      cpuSeconds: Object.fromEntries(Object.entries(cpuAfter).map(([part, seconds]) => [part, Number((seconds - cpuBefore[part as keyof typeof cpuBefore]).toFixed(1))])),
      elapsedSeconds: Number(elapsedSeconds.toFixed(1)),
      milliseconds: Object.fromEntries(
        Object.entries({ ...latencies, 'queued to graded': queuedToGraded }).map(([step, values]) => [
          step,
          { count: values.length, p50: Math.round(percentile(values, 50)), p95: Math.round(percentile(values, 95)) },
        ]),
      ),
    };
    console.log(`load profile ${JSON.stringify(figures)}`);
    if (errors.length > 0) console.log(`load profile: ${errors.length} error answers`);
    expect(errors.slice(0, 20)).toEqual([]);
    expect(submissions.length).toBeGreaterThanOrEqual(PROFILE.students);
    // Exactly once: one job row a submission, taken up once, one completed queue entry, one set of results.
    const { rows: jobs } = await db.query<{ student_assessment_id: string; status: string; attempts: number }>(
      `SELECT student_assessment_id, status, attempts FROM jobs WHERE job_type = 'grading'`,
    );
    expect(jobs).toHaveLength(submissions.length);
    expect(jobs.filter((job) => job.status !== 'completed' || Number(job.attempts) !== 1)).toEqual([]);
    // The queue's own record of each job settles a moment after the job's row says completed.
    const queueStates = async () =>
      (await db.query<{ state: string; count: string }>(`SELECT state, count(*) AS count FROM pgboss.job WHERE data ? 'jobId' GROUP BY state ORDER BY state`)).rows;
    for (let wait = 0; wait < 50 && (await queueStates()).some((row) => row.state !== 'completed'); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const queue = await queueStates();
    expect(queue.map((row) => [row.state, Number(row.count)])).toEqual([['completed', submissions.length]]);
    const { rows: results } = await db.query<{ count: string }>(
      `SELECT count(*) AS count FROM question_results GROUP BY student_assessment_id HAVING count(*) <> 3`,
    );
    expect(results).toEqual([]);

    if (FULL) {
      const bench = fileURLToPath(new URL('../../../bench/', import.meta.url));
      mkdirSync(bench, { recursive: true });
      writeFileSync(join(bench, WORKERS === 1 ? 'load.json' : `load-${WORKERS}-workers.json`), `${JSON.stringify(figures, null, 2)}\n`);
    }
  });
});
