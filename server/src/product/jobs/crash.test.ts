/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// The server is killed while a job is processing; after a restart the job completes, once.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../db/index.js';
import { anonKeyOf, supabaseClient, testDrivers, uniqueEmail } from '../../testing/harness.js';
import { submissionForm, PASSWORD } from '../testing/server.js';
import { childServers } from '../testing/crash.js';
import { kill } from '../testing/process.js';

const drivers = await testDrivers();

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`a job interrupted by a crash on ${driver.name}`, () => {
    const servers = childServers(driver);

    it('is taken up again after a restart and completes once', { timeout: 240_000 }, async () => {
      const { dataDir, database, url, env: siteEnv } = await servers.site('assess-crash-');
      const env = siteEnv({
        ASSESS_JOB_POLLING_SECONDS: '0.5',
        ASSESS_JOB_HEARTBEAT_SECONDS: '10',
        ASSESS_JOB_SUPERVISE_SECONDS: '2',
      });
      const log: string[] = [];
      // The first server waits before working, so that the job is seen processing when the server dies.
      const first = await servers.spawn({ ...env, ASSESS_JOB_DELAY_MS: '600000' }, log);

      const client = supabaseClient(url, await anonKeyOf(url));
      const { data } = await client.auth.signUp({ email: uniqueEmail('crash'), password: PASSWORD });
      const token = data.session!.access_token;
      const api = async (method: string, path: string, body?: FormData) => {
        const response = await fetch(`${url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(body ? { body } : {}) });
        return { status: response.status, body: (await response.json()) as any };
      };
      const submitted = await api('POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Interrupted', subject_name: 'Physics' }));
      expect(submitted.status).toBe(200);
      const jobPath = `/api/assessments/grading-jobs/${submitted.body.job_id}`;
      await until('processing', async () => ((await api('GET', jobPath)).body.status === 'processing' ? true : undefined));
      await kill(first);

      const second = await servers.spawn(env, log);
      const done = await until('completion', async () => {
        const job = (await api('GET', jobPath)).body;
        return job.status === 'completed' || job.status === 'failed' ? job : undefined;
      });
      expect(done).toMatchObject({ status: 'completed', error_message: null });

      // Let any duplicate delivery run out before counting.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await kill(second, 'SIGTERM');
      const db: Database = database ? await openPostgres(database.url) : await openPglite(join(dataDir, 'pglite'));
      try {
        const id = submitted.body.job_id;
        const job = await db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [id]);
        expect(job.rows[0]!.attempts).toBe(2);
        const results = await db.query('SELECT 1 FROM question_results WHERE student_assessment_id = $1', [done.student_assessment_id]);
        expect(results.rows).toHaveLength(3);
        const pdfs = await db.query(`SELECT 1 FROM files WHERE entity_id = $1 AND file_type = 'graded_answer'`, [done.student_assessment_id]);
        expect(pdfs.rows).toHaveLength(1);
        const usage = await db.query<{ count: number }>(`SELECT count FROM usage_counters WHERE feature = 'assessment_submission'`);
        expect(usage.rows.map((row) => Number(row.count))).toEqual([1]);
        const queue = await db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE data->>'jobId' = $1`, [id]);
        expect(queue.rows.map((row) => row.state)).toEqual(['completed']);
      } finally {
        await db.close();
      }
    });
  });
}
