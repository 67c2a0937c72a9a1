/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// The product as it runs behind a load balancer: two server processes and two worker processes on one PostgreSQL
// database and one S3-compatible store (s3rver), reached through a round-robin proxy. Each server has its own data
// folder, so whatever one needs from the other must come through the database or the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload } from 'tus-js-client';
import { anonKeyOf, freePort, supabaseClient, testDrivers, uniqueEmail } from '../testing/harness.js';
import { createTestDatabase } from '../testing/postgres.js';
import { openPostgres, type Database } from '../db/index.js';
import { childServerEnv, kill, spawnServer, spawnWorker } from '../product/testing/process.js';
import { PASSWORD, submissionForm } from '../product/testing/server.js';
import { largePdf } from '../product/testing/large-pdf.js';
import { startTestS3, type TestS3 } from '../product/storage/testing/s3-server.js';
import { RESUMABLE_PATH } from '../product/files/resumable.js';
import { RESUMABLE_BUCKET } from '../product/files/resumable-store.js';

const postgres = (await testDrivers()).find((driver) => driver.name === 'postgres')!;
const MB = 1024 * 1024;
const CHUNK = 6 * MB;

/** A load balancer in its simplest form: each request to the next server in turn, over loopback. */
async function roundRobin(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(Boolean(postgres.skip))('two servers and two workers behind a round-robin proxy', () => {
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  const logs: string[] = [];
  const servers: string[] = [];
  let proxy: { url: string; close(): Promise<void> };
  let s3: TestS3;
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let anonKey: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    database = await createTestDatabase(postgres.adminUrl!);
    const ports = [await freePort(), await freePort()];
    proxy = await roundRobin(ports.map((port) => `http://127.0.0.1:${port}`));
    const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ...s3.env };
    const folder = () => {
      const dir = mkdtempSync(join(tmpdir(), 'assess-several-'));
      folders.push(dir);
      return dir;
    };
    // The first server migrates the database; then the second server and the workers start on it.
    for (const port of ports) {
      const env = childServerEnv(port, folder(), { ...shared, PUBLIC_URL: proxy.url, ASSESS_WORKERS: 'off', RATE_LIMIT_PER_ADDRESS: '10', RATE_LIMIT_PER_IP: '100000' });
      children.push(await spawnServer(env, logs));
      servers.push(`http://127.0.0.1:${port}`);
    }
    for (let index = 0; index < 2; index += 1) {
      children.push(await spawnWorker({ NODE_ENV: 'test', ASSESS_DATA_DIR: folder(), PUBLIC_URL: proxy.url, LOG_LEVEL: 'warn', ASSESS_JOB_POLLING_SECONDS: '0.5', ...shared }, logs));
    }
    db = await openPostgres(database.url);
    anonKey = await anonKeyOf(proxy.url);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) await kill(child, 'SIGTERM');
    await proxy?.close();
    await db?.close();
    await database?.drop();
    await s3?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(url: string, email: string, password: string) {
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, any> };
  }

  async function student(): Promise<{ email: string; token: string }> {
    const email = uniqueEmail('school');
    const { error } = await supabaseClient(proxy.url, anonKey).auth.signUp({ email, password: PASSWORD });
    if (error) throw error;
    return { email, token: (await signIn(proxy.url, email, PASSWORD)).json.access_token as string };
  }

  it('finishes through one server a resumable upload begun through the other, byte for byte', { timeout: 120_000 }, async () => {
    const { token } = await student();
    const pdf = await largePdf(14 * MB, { title: 'Notes sent through two servers' });
    const send = (endpoint: string, options: { uploadUrl?: string; stopAfterChunks?: number }) =>
      new Promise<{ url: string | null; body: string; error?: Error }>((resolve) => {
        let chunks = 0;
        let body = '';
        const upload: Upload = new Upload(Buffer.from(pdf), {
          endpoint: `${endpoint}${RESUMABLE_PATH}`,
          ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
          headers: { authorization: `Bearer ${token}` },
          chunkSize: CHUNK,
          retryDelays: [],
          storeFingerprintForResuming: false,
          metadata: { objectName: 'two-servers.pdf', bucketName: 'assessment-files', contentType: 'application/pdf', entity_type: 'resource', entity_id: 'pack', file_type: 'resource' },
          onAfterResponse(request, response) {
            if (request.getMethod() === 'PATCH') body = response.getBody() ?? '';
          },
          onChunkComplete() {
            chunks += 1;
            if (options.stopAfterChunks !== undefined && chunks >= options.stopAfterChunks) void upload.abort().then(() => resolve({ url: upload.url, body }));
          },
          onSuccess: () => resolve({ url: upload.url, body }),
          onError: (error) => resolve({ url: upload.url, body, error }),
        });
        upload.start();
      });

    const begun = await send(servers[0]!, { stopAfterChunks: 1 });
    const id = new URL(begun.url!).pathname.split('/').pop()!;
    expect(await s3.count(`${RESUMABLE_BUCKET}/`)).toBe(1);
    const finished = await send(servers[1]!, { uploadUrl: `${servers[1]}${RESUMABLE_PATH}/${id}` });
    expect(finished.error).toBeUndefined();
    const record = JSON.parse(finished.body) as { bucket_id: string; storage_path: string; file_size: number };
    expect(record.file_size).toBe(pdf.length);
    const stored = await s3.object(`${record.bucket_id}/${record.storage_path}`);
    expect(stored && Buffer.compare(stored, Buffer.from(pdf))).toBe(0);
    // The chunks are gone once the file is stored.
    expect(await s3.count(`${RESUMABLE_BUCKET}/`)).toBe(0);
  });

  it('locks an address after ten failed sign-ins spread over both servers', async () => {
    const { email } = await student();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(proxy.url, email, `wrong-${attempt}`)).json.error_code).toBe('invalid_credentials');
    }
    for (const url of servers) expect((await signIn(url, email, 'wrong-again')).status).toBe(429);
  });

  it('refuses a token on one server at once after its sign-out on the other', async () => {
    const { token } = await student();
    const headers = { authorization: `Bearer ${token}`, apikey: anonKey };
    expect((await fetch(`${servers[1]}/api/assessments/`, { headers })).status).toBe(200);
    expect((await fetch(`${servers[0]}/auth/v1/logout`, { method: 'POST', headers })).status).toBe(204);
    expect((await fetch(`${servers[1]}/api/assessments/`, { headers })).status).toBe(401);
  });

  it('grades every submission exactly once with two workers on the queue', { timeout: 120_000 }, async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => student()));
    const form = await submissionForm({ title: 'Deadline paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
    const jobs = await Promise.all(
      students.flatMap(({ token }) =>
        Array.from({ length: 3 }, async () => {
          const answer = await fetch(`${proxy.url}/api/assessments/submit-and-grade`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
          expect(answer.status).toBeLessThan(300);
          return { token, jobId: ((await answer.json()) as { job_id: string }).job_id };
        }),
      ),
    );
    for (const { token, jobId } of jobs) {
      for (;;) {
        const job = (await (await fetch(`${proxy.url}/api/assessments/grading-jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string };
        if (job.status === 'completed' || job.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const { rows } = await db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM jobs WHERE job_type = 'grading'`);
    expect(rows).toHaveLength(jobs.length);
    expect(rows.filter((row) => row.status !== 'completed' || Number(row.attempts) !== 1)).toEqual([]);
    const { rows: results } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM question_results GROUP BY student_assessment_id`);
    expect(results).toHaveLength(jobs.length);
    expect(new Set(results.map((row) => row.count))).toEqual(new Set([3]));
  });
});
