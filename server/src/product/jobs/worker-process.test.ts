// Workers as separate processes (`npm run worker`): the server queues, a worker process grades.
// Separate processes share one database, so this runs on PostgreSQL only (PGlite is one process's database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { anonKeyOf, freePort, supabaseClient, testDrivers, uniqueEmail } from '../../testing/harness.js';
import { createTestDatabase } from '../../testing/postgres.js';
import { PASSWORD, submissionForm } from '../testing/server.js';
import { childServerEnv, kill, spawnServer, spawnWorker } from '../testing/process.js';

const postgres = (await testDrivers()).find((driver) => driver.name === 'postgres')!;

describe.skipIf(Boolean(postgres.skip))('a separate worker process', () => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) await kill(child, 'SIGTERM');
    for (const cleanup of cleanups) await cleanup();
  });

  it('grades what a server without workers queued', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'assess-worker-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await createTestDatabase(postgres.adminUrl!);
    cleanups.push(() => database.drop());
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = childServerEnv(port, dataDir, { DATABASE_URL: database.url, ASSESS_JOB_POLLING_SECONDS: '0.5' });
    const log: string[] = [];
    children.push(await spawnServer({ ...env, ASSESS_WORKERS: 'off' }, log));
    const client = supabaseClient(url, await anonKeyOf(url));
    const { data } = await client.auth.signUp({ email: uniqueEmail('worker'), password: PASSWORD });
    const headers = { authorization: `Bearer ${data.session!.access_token}` };
    const submitted = (await (
      await fetch(`${url}/api/assessments/submit-and-grade`, { method: 'POST', headers, body: await submissionForm({ title: 'By the worker', subject_name: 'Physics' }) })
    ).json()) as { job_id: string };
    const status = async () => ((await (await fetch(`${url}/api/assessments/grading-jobs/${submitted.job_id}`, { headers })).json()) as { status: string }).status;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await status()).toBe('pending');

    children.push(await spawnWorker(env, log));
    const end = Date.now() + 120_000;
    while ((await status()) !== 'completed' && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await status()).toBe('completed');
  });
});
