// The server's benchmarks, each beside its anchor on the same machine in the same run:
// - API: requests a second and p50/p99 latency of each of a student's hot reads (My Assessments, usage summary,
//   My Files, My Reports, dashboard overview, pending jobs), a teacher's class report and a poll answered 304 at 64
//   connections (autocannon), beside a bare node:http server answering the same JSON; on the embedded database and,
//   when one can be reached, on PostgreSQL; once with the server keeping answers (repeated reads answered from
//   memory) and once computing every read.
// - Upload: a 50 MB PDF to the file library over loopback, in MB/s beside a plain copy of the same file on disk,
//   with the server's CPU time and peak memory growth while it streams (the median of three rounds); once as one
//   multipart POST, once resumable over tus.
// - Exports: how long other requests wait while report PDFs of a 1,000-character word are exported, beside the
//   same requests on the idle server (the exports run in worker threads, off the request loop).
// - Fairness: another user's upload check and report export while one user grades four answer sheets of 120
//   image-only pages and fires 200 exports of their own report at once, again and again, beside the same on the idle
//   server.
// - Deadline: 200 students polling My Assessments every 2 s while papers arrive at 3 a second, on each database,
//   with the answers kept (the default): how many polls the answer memory answered and how many were computed, and
//   the polls' p50/p99, beside bare node:http answering the same JSON to the same polls.
// The server runs in a child process, as in production. Figures go to bench-results.json in the package.
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream, openAsBlob } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { Upload as TusUpload } from 'tus-js-client';
import { anonKeyOf, freePort, supabaseClient, uniqueEmail } from '../testing/harness.js';
import { largePdf } from '../product/testing/large-pdf.js';
import { createTestDatabase, findPostgres } from '../testing/postgres.js';
import { linesPdf, PASSWORD, pdfBlob, submissionForm } from '../product/testing/server.js';
import { scannedPaperForms } from '../product/testing/image-pdf.js';
import { childServerEnv, kill, spawnProductServer, spawnServer } from '../product/testing/process.js';
import { openPostgres } from '../db/index.js';
import { seedSchool } from '../testing/school.js';
import { seedDemo } from '../demo/seed.js';
import { DEMO_PASSWORD } from '../config/demo-accounts.js';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.ASSESS_BENCH_SECONDS ?? 10);
const UPLOAD_BYTES = 50_000_000;
const MB = 1_000_000;
/** ASSESS_BENCH_SCHOOL=1: the reads on PostgreSQL only, the student one of a school's 1,000 (src/testing/school.ts). */
const SCHOOL = process.env.ASSESS_BENCH_SCHOOL === '1';

interface Throughput {
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

async function hammer(url: string, headers: Record<string, string>): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  };
}

/** The anchor: node:http answering the same bytes, with nothing else to do. */
async function bareServer(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Started {
  url: string;
  child: ChildProcess;
  dataDir: string;
  close(): Promise<void>;
}

async function startServer(databaseUrl?: string, product = false, extra: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(join(tmpdir(), 'assess-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const env = childServerEnv(port, dataDir, { ASSESS_JOB_POLLING_SECONDS: '0.5', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...extra });
  const child = await (product ? spawnProductServer : spawnServer)(env, log);
  return {
    url,
    child,
    dataDir,
    async close() {
      await kill(child, 'SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up student with three graded submissions, so that My Assessments has something to list. */
async function studentWithWork(url: string): Promise<string> {
  const client = supabaseClient(url, await anonKeyOf(url));
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('bench'), password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const token = data.session.access_token;
  for (const title of ['Forces', 'Cells', 'Algebra']) {
    const response = await fetch(`${url}/api/assessments/submit-and-grade`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: await submissionForm({ title, subject_name: 'Physics', generate_weak_areas_pdf: 'false' }),
    });
    const { job_id: jobId } = (await response.json()) as { job_id: string };
    for (;;) {
      const job = (await (await fetch(`${url}/api/assessments/grading-jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string };
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return token;
}

/**
 * Puts the bench's student in a school: the school's data is written beside theirs, and they take the place of one
 * of its students (that student's class, submissions, practice, files and jobs), so that their reads run over a
 * school's worth of rows.
 */
async function joinSchool(databaseUrl: string, token: string): Promise<void> {
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const db = await openPostgres(databaseUrl);
  try {
    const { studentId } = await seedSchool(db);
    for (const sql of [
      'UPDATE students SET user_id = $1 WHERE user_id = $2',
      'UPDATE student_assessments SET student_id = $1 WHERE student_id = $2',
      'UPDATE assessments SET creator_id = $1 WHERE creator_id = $2',
      'UPDATE files SET uploaded_by = $1 WHERE uploaded_by = $2',
      'UPDATE jobs SET user_id = $1 WHERE user_id = $2',
    ])
      await db.query(sql, [userId, studentId]);
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
}

/** The student's hot reads: the screens a class polls and opens at a deadline. */
const HOT_READS: Record<string, string> = {
  my_assessments: '/api/assessments/',
  usage_summary: '/api/supabase-usage/usage/summary',
  my_files: '/api/files/my-files',
  my_reports: '/api/supabase-reports/reports/my-reports',
  dashboard_overview: '/api/analytics/student/dashboard/overview',
  pending_jobs: '/api/grading-jobs/pending',
};

/**
 * The teacher's hot read, the class report, as the demo teacher (teacher@demo.test) reads their demo class. The
 * embedded database gets the demo accounts as the server starts; PostgreSQL gets them here, once it is migrated.
 */
async function classReport(url: string, databaseUrl?: string): Promise<{ path: string; token: string }> {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    try {
      await seedDemo(db, { info: () => undefined });
    } finally {
      await db.close();
    }
  }
  const { data, error } = await supabaseClient(url, await anonKeyOf(url)).auth.signInWithPassword({ email: 'teacher@demo.test', password: DEMO_PASSWORD });
  if (error) throw new Error(`the demo teacher's sign-in failed: ${error.message}`);
  const { access_token: token, user } = data.session;
  const classes = (await (await fetch(`${url}/api/classes`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }[];
  if (!classes[0]) throw new Error('the demo teacher has no class');
  return { path: `/api/supabase-reports/reports/teacher/${user.id}/class/${classes[0].id}`, token };
}

/**
 * The hot reads at 64 connections, each caller reading the same address again and again. With `answerMemory` the
 * server keeps answers (its default): every read after the first finds no write since and is answered from memory.
 * Without (ASSESS_ANSWER_MEMORY_MB=0) each read runs its query, as a read does when the data moved on since the
 * caller's last read (at a deadline, most reads).
 */
async function apiBenchmark(databaseUrl: string | undefined, answerMemory: boolean) {
  const server = await startServer(databaseUrl, false, answerMemory ? {} : { ASSESS_ANSWER_MEMORY_MB: '0' });
  try {
    const token = await studentWithWork(server.url);
    if (SCHOOL && databaseUrl) await joinSchool(databaseUrl, token);
    const headers = { authorization: `Bearer ${token}` };
    const body = await (await fetch(`${server.url}${HOT_READS.my_assessments}`, { headers })).text();
    // The anchor first, in the same run, answering the same JSON as My Assessments.
    const bare = await bareServer(body);
    const anchor = await hammer(bare.url, headers);
    await bare.close();
    const teacher = SCHOOL ? undefined : await classReport(server.url, databaseUrl);
    const reads: Record<string, Throughput & { ratio: number; body_bytes: number }> = {};
    const toRead: [string, string, Record<string, string>][] = Object.entries(HOT_READS).map(([name, path]) => [name, path, headers]);
    if (teacher) toRead.push(['class_report', teacher.path, { authorization: `Bearer ${teacher.token}` }]);
    for (const [name, path, callerHeaders] of toRead) {
      const answer = await fetch(`${server.url}${path}`, { headers: callerHeaders });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text}`);
      const figures = await hammer(`${server.url}${path}`, callerHeaders);
      reads[name] = { ...figures, ratio: Number((figures.requests_per_second / anchor.requests_per_second).toFixed(3)), body_bytes: Buffer.byteLength(text) };
    }
    // A poll that finds nothing new: the same read again with the ETag of the last answer.
    const first = await fetch(`${server.url}${HOT_READS.my_assessments}`, { headers });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    let poll_304: (Throughput & { ratio: number }) | null = null;
    if (etag) {
      const figures = await hammer(`${server.url}${HOT_READS.my_assessments}`, { ...headers, 'if-none-match': etag });
      poll_304 = { ...figures, ratio: Number((figures.requests_per_second / anchor.requests_per_second).toFixed(3)) };
    }
    return { bare_node_http: anchor, reads, poll_304, assess: reads.my_assessments!, ratio: reads.my_assessments!.ratio, body_bytes: Buffer.byteLength(body) };
  } finally {
    await server.close();
  }
}

/** The resident memory of a process, from /proc (Linux), in bytes. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The CPU time a process has used, user and system, from /proc (Linux), in ms (clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** How many times the file is sent (and copied) in one run: the figures are the median (median() below), the memory the most. */
const UPLOAD_ROUNDS = 3;

/** Sends the file to a started server one way; resolves once the server has stored and recorded it. */
type UploadWay = (url: string, token: string, file: string, size: number) => Promise<void>;

/** The library's multipart POST /api/files/upload (files up to 6 MB in the browser). */
const multipartUpload: UploadWay = async (url, token, file) => {
  const form = new FormData();
  form.append('entity_type', 'resource');
  form.append('entity_id', 'bench');
  form.append('file_type', 'resource');
  form.append('file', await openAsBlob(file, { type: 'application/pdf' }), 'large.pdf');
  const response = await fetch(`${url}/api/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
};

/** Resumable upload over tus in 6 MB chunks, as the browser sends files above 6 MB (tus-js-client, the client Uppy uses). */
const resumableUpload: UploadWay = (url, token, file, size) =>
  new Promise((resolve, reject) => {
    const upload = new TusUpload(createReadStream(file), {
      endpoint: `${url}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${token}` },
      chunkSize: 6 * 1024 * 1024,
      uploadSize: size,
      retryDelays: [],
      metadata: { objectName: 'large.pdf', bucketName: 'assessment-files', contentType: 'application/pdf', entity_type: 'resource', entity_id: 'bench', file_type: 'resource' },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });

/**
 * A 50 MB PDF to the file library one way, beside a plain copy of the same file, UPLOAD_ROUNDS times one after
 * the other (each upload a new file of the same user), with the server's CPU time and peak memory growth while it
 * takes the file: on a shared machine the CPU time moves less than the wall time.
 */
async function uploadBenchmark(send: UploadWay) {
  const work = await mkdtemp(join(tmpdir(), 'assess-bench-upload-'));
  const server = await startServer();
  try {
    const file = join(work, 'large.pdf');
    await writeFile(file, await largePdf(UPLOAD_BYTES, { title: 'A large answer paper for the upload benchmark', useObjectStreams: false }));
    const size = (await stat(file)).size;
    const token = await studentWithWork(server.url);
    const pid = server.child.pid!;

    const rounds: { copyMs: number; uploadMs: number; cpuMs: number; growth: number }[] = [];
    for (let round = 0; round < UPLOAD_ROUNDS; round++) {
      const copyStarted = performance.now();
      await copyFile(file, join(work, 'copy.pdf'));
      const copyMs = performance.now() - copyStarted;

      const baseline = await residentBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        residentBytes(pid).then((rss) => (peak = Math.max(peak, rss)), () => undefined);
      }, 20);
      const cpuBefore = await cpuMs(pid);
      const started = performance.now();
      try {
        await send(server.url, token, file, size);
      } finally {
        clearInterval(sampler);
      }
      const uploadMs = performance.now() - started;
      rounds.push({ copyMs, uploadMs, cpuMs: (await cpuMs(pid)) - cpuBefore, growth: peak - baseline });
    }
    const uploadMBps = size / MB / (median(rounds.map((round) => round.uploadMs)) / 1000);
    const copyMBps = size / MB / (median(rounds.map((round) => round.copyMs)) / 1000);
    const growth = Math.max(...rounds.map((round) => round.growth));
    return {
      file_bytes: size,
      rounds: UPLOAD_ROUNDS,
      upload_mb_per_second: Number(uploadMBps.toFixed(1)),
      plain_copy_mb_per_second: Number(copyMBps.toFixed(1)),
      ratio: Number((uploadMBps / copyMBps).toFixed(4)),
      server_cpu_ms: median(rounds.map((round) => round.cpuMs)),
      server_peak_memory_growth_mb: Number((growth / MB).toFixed(1)),
      server_peak_memory_growth_of_file: Number((growth / size).toFixed(3)),
    };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** Health-check latencies, one request after another, until `until` resolves. */
async function healthLatencies(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

function latencyFigures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1));
  return { requests: sorted.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: Number(sorted[sorted.length - 1]!.toFixed(1)) };
}

const EXPORTS = 20;
const EXPORTS_AT_ONCE = 4;

/** Other requests' latency while report PDFs with a 1,000-character word are exported, beside the idle server's. */
async function exportBenchmark() {
  const server = await startServer(undefined, true);
  try {
    const client = supabaseClient(server.url, await anonKeyOf(server.url));
    const { data } = await client.auth.signUp({ email: uniqueEmail('bench'), password: PASSWORD });
    const headers = { authorization: `Bearer ${data.session!.access_token}` };
    const submitted = await fetch(`${server.url}/api/assessments/submit-and-grade`, {
      method: 'POST',
      headers,
      body: await submissionForm({ title: 'W'.repeat(1000), subject_name: 'Physics', generate_weak_areas_pdf: 'false' }),
    });
    const { job_id: jobId } = (await submitted.json()) as { job_id: string };
    let submissionId = '';
    for (;;) {
      const job = (await (await fetch(`${server.url}/api/assessments/grading-jobs/${jobId}`, { headers })).json()) as { status: string; student_assessment_id: string; error_message?: string };
      if (job.status === 'failed') throw new Error(`grading failed: ${job.error_message}`);
      if (job.status === 'completed') {
        submissionId = job.student_assessment_id;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const exportOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/supabase-reports/reports/export/student-assessment/${submissionId}?format=pdf`, { headers });
      if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    await exportOnce(); // starts a worker thread
    const idle = latencyFigures(await healthLatencies(server.url, new Promise((resolve) => setTimeout(resolve, 2000))));
    const exportTimes: number[] = [];
    const exporting = (async () => {
      for (let sent = 0; sent < EXPORTS; sent += EXPORTS_AT_ONCE) {
        exportTimes.push(...(await Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, exportOnce))));
      }
    })();
    const during = latencyFigures(await healthLatencies(server.url, exporting));
    await exporting;
    return {
      exports: exportTimes.length,
      exports_at_once: EXPORTS_AT_ONCE,
      export_mean_ms: Math.round(exportTimes.reduce((sum, ms) => sum + ms, 0) / exportTimes.length),
      health_idle: idle,
      health_during_exports: during,
    };
  } finally {
    await server.close();
  }
}

const SAMPLES = 15;

/** The attacker's client: waves of 200 exports at once until told to stop; it answers with how they were answered. */
const ATTACK_WAVES = `
const { parentPort, workerData } = require('node:worker_threads');
let attacking = true;
parentPort.once('message', () => (attacking = false));
(async () => {
  const counts = { ok: 0, refused: 0, other: 0 };
  while (attacking) {
    const statuses = await Promise.all(Array.from({ length: 200 }, () =>
      fetch(workerData.url, { headers: workerData.headers }).then(async (response) => (await response.arrayBuffer(), response.status))));
    for (const status of statuses) counts[status === 200 ? 'ok' : status === 429 ? 'refused' : 'other'] += 1;
  }
  parentPort.postMessage(counts);
})();
`;

/** A signed-up student's token and one graded submission of theirs. */
async function studentWithReport(url: string, title: string): Promise<{ headers: Record<string, string>; submissionId: string }> {
  const client = supabaseClient(url, await anonKeyOf(url));
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('bench'), password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const headers = { authorization: `Bearer ${data.session.access_token}` };
  const submitted = await fetch(`${url}/api/assessments/submit-and-grade`, { method: 'POST', headers, body: await submissionForm({ title, subject_name: 'Physics', generate_weak_areas_pdf: 'false' }) });
  const { job_id: jobId } = (await submitted.json()) as { job_id: string };
  return { headers, submissionId: await gradedSubmission(url, headers, jobId) };
}

interface FinishedJob {
  status: 'completed' | 'failed';
  student_assessment_id: string;
  error_message?: string;
}

/** A grading job once it has finished, completed or failed. */
async function finishedJob(url: string, headers: Record<string, string>, jobId: string): Promise<FinishedJob> {
  for (;;) {
    const job = (await (await fetch(`${url}/api/assessments/grading-jobs/${jobId}`, { headers })).json()) as FinishedJob | { status: string };
    if (job.status === 'completed' || job.status === 'failed') return job as FinishedJob;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function gradedSubmission(url: string, headers: Record<string, string>, jobId: string): Promise<string> {
  const job = await finishedJob(url, headers, jobId);
  if (job.status === 'failed') throw new Error(`grading failed: ${job.error_message}`);
  return job.student_assessment_id;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1));
}

/**
 * Another user's upload check and export, one after the other, idle and while one user attacks the CPU pool: four
 * answer sheets of 120 image-only pages graded at once, and waves of 200 exports of their own report at once.
 */
async function fairnessBenchmark() {
  const server = await startServer(undefined, true);
  try {
    const other = await studentWithReport(server.url, 'Forces');
    const attacker = await studentWithReport(server.url, 'Cells');
    const notes = await linesPdf(['My notes', 'Forces and motion', 'Current, voltage and resistance']);
    const timed = async (send: () => Promise<Response>, expected: number) => {
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      if (response.status !== expected) throw new Error(`answered ${response.status}`);
      return performance.now() - started;
    };
    const upload = () => {
      const form = new FormData();
      form.append('entity_type', 'resource');
      form.append('entity_id', 'revision-notes');
      form.append('file_type', 'resource');
      form.append('file', pdfBlob(notes), 'notes.pdf');
      return timed(() => fetch(`${server.url}/api/files/upload`, { method: 'POST', headers: other.headers, body: form }), 201);
    };
    const exportOf = (user: { headers: Record<string, string>; submissionId: string }) =>
      fetch(`${server.url}/api/supabase-reports/reports/export/student-assessment/${user.submissionId}?format=pdf`, { headers: user.headers });
    const otherExport = () => timed(() => exportOf(other), 200);
    /** At least SAMPLES of each, and on until `until` settles: under attack, for as long as the papers are graded. */
    const measure = async (until: Promise<unknown> = Promise.resolve()) => {
      let done = false;
      void until.finally(() => (done = true));
      const uploads: number[] = [];
      const exports: number[] = [];
      while (uploads.length < SAMPLES || !done) {
        uploads.push(await upload());
        exports.push(await otherExport());
      }
      return { uploads, exports };
    };
    await measure(); // both lanes' threads started and warm
    const idle = await measure();

    // The attack: four papers of 120 image-only pages at once, and waves of 200 exports at once until measured.
    const papers = await scannedPaperForms(120);
    const attackStarted = performance.now();
    const jobs = await Promise.all(
      papers.map(async (form) => {
        const answer = await fetch(`${server.url}/api/assessments/submit-and-grade`, { method: 'POST', headers: attacker.headers, body: form });
        return ((await answer.json()) as { job_id: string }).job_id;
      }),
    );
    // A paper whose grading fails (one with no text read at all) has cost what it cost as well.
    let failedPapers = 0;
    const graded = Promise.all(
      jobs.map(async (jobId) => {
        if ((await finishedJob(server.url, attacker.headers, jobId)).status === 'failed') failedPapers += 1;
      }),
    ).then(() => performance.now() - attackStarted);
    // The attacker is a client of its own (a thread with its own event loop), as on another machine: its waves of
    // answers do not hold up the measuring client's.
    const waves = new Worker(ATTACK_WAVES, {
      eval: true,
      workerData: { url: `${server.url}/api/supabase-reports/reports/export/student-assessment/${attacker.submissionId}?format=pdf`, headers: attacker.headers },
    });
    const answered = new Promise<{ ok: number; refused: number; other: number }>((resolve, reject) => {
      waves.once('message', resolve);
      waves.once('error', reject);
    });
    const attacked = await measure(graded);
    waves.postMessage('stop');
    const counts = await answered;
    await waves.terminate();
    const gradingMs = await graded;
    const figures = (idleMs: number[], attackMs: number[]) => ({
      idle_median_ms: median(idleMs),
      attack_median_ms: median(attackMs),
      attack_max_ms: Number(Math.max(...attackMs).toFixed(1)),
      ratio: Number((median(attackMs) / median(idleMs)).toFixed(2)),
    });
    return {
      samples: { idle: idle.uploads.length, attack: attacked.uploads.length },
      upload_check: figures(idle.uploads, attacked.uploads),
      export: figures(idle.exports, attacked.exports),
      attack: {
        papers: 4,
        pages_a_paper: 120,
        answer_sheet_bytes: (papers[0]!.get('student_answer') as Blob).size,
        papers_graded_ms: Math.round(gradingMs),
        papers_failed: failedPapers,
        exports_sent: counts.ok + counts.refused + counts.other,
        exports_served: counts.ok,
        exports_refused_429: counts.refused,
        exports_other_answers: counts.other,
      },
    };
  } finally {
    await server.close();
  }
}

const DEADLINE_STUDENTS = 200;
const DEADLINE_POLL_MS = 2000;
const DEADLINE_SUBMISSIONS_PER_SECOND = 3;
/** How long each side of the deadline benchmark runs (ASSESS_BENCH_DEADLINE_SECONDS, 30 by default). */
const DEADLINE_SECONDS = Number(process.env.ASSESS_BENCH_DEADLINE_SECONDS ?? 30);

/** Runs `work` for each item, `atOnce` at a time, and gives the answers in order. */
async function inBatches<T, R>(items: T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let from = 0; from < items.length; from += atOnce) answers.push(...(await Promise.all(items.slice(from, from + atOnce).map(work))));
  return answers;
}

interface PollFigures {
  polls: number;
  answered_200: number;
  answered_304: number;
  /** By the Server-Timing header (ASSESS_SERVER_TIMING): answered by the answer memory, or computed. */
  from_memory: number;
  computed: number;
  other_answers: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

/**
 * Each student polls `url` every DEADLINE_POLL_MS (from a random moment of the first period, so that the polls
 * spread as a class's do) with the ETag of the answer they hold, as the product's screens poll, for
 * DEADLINE_SECONDS; meanwhile `alongside` runs (the submissions) until told the time is up.
 */
async function pollAsAClass(url: string, tokens: string[], alongside: (until: number) => Promise<void> = async () => undefined): Promise<PollFigures> {
  const end = Date.now() + DEADLINE_SECONDS * 1000;
  const latencies: number[] = [];
  const counts = { answered_200: 0, answered_304: 0, from_memory: 0, computed: 0, other_answers: 0 };
  const student = async (token: string) => {
    let etag: string | null = null;
    let next = Date.now() + Math.random() * DEADLINE_POLL_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      if (Date.now() >= end) return;
      next += DEADLINE_POLL_MS;
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 200) counts.answered_200 += 1;
      else if (response.status === 304) counts.answered_304 += 1;
      else counts.other_answers += 1;
      const timing = response.headers.get('server-timing') ?? '';
      if (timing.startsWith('memory')) counts.from_memory += 1;
      else if (timing.startsWith('computed')) counts.computed += 1;
      etag = response.headers.get('etag') ?? etag;
    }
  };
  await Promise.all([...tokens.map(student), alongside(end)]);
  const { requests, p50_ms, p99_ms, max_ms } = latencyFigures(latencies);
  return { polls: requests, ...counts, p50_ms, p99_ms, max_ms };
}

/**
 * A deadline: DEADLINE_STUDENTS students, each with one graded paper, poll My Assessments every
 * DEADLINE_POLL_MS while papers arrive at DEADLINE_SUBMISSIONS_PER_SECOND (each from the next student in turn, graded
 * by the server's own workers), for DEADLINE_SECONDS, with the server's answer memory on (its default). Beside it,
 * the anchor: bare node:http answering the same JSON to the same polls.
 */
async function deadlineBenchmark(databaseUrl?: string) {
  const server = await startServer(databaseUrl, false, { RATE_LIMIT_PER_IP: '1000000', ASSESS_SERVER_TIMING: 'on' });
  try {
    const anonKey = await anonKeyOf(server.url);
    const form = await submissionForm({ title: 'Deadline paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
    const tokens = await inBatches(Array.from({ length: DEADLINE_STUDENTS }, (_, index) => index), 10, async () => {
      const { data, error } = await supabaseClient(server.url, anonKey).auth.signUp({ email: uniqueEmail('deadline'), password: PASSWORD });
      if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
      return data.session.access_token;
    });
    const submit = async (token: string) => {
      const headers = { authorization: `Bearer ${token}` };
      const response = await fetch(`${server.url}/api/assessments/submit-and-grade`, { method: 'POST', headers, body: form });
      if (!response.ok) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
      return { headers, jobId: ((await response.json()) as { job_id: string }).job_id };
    };
    // Each student's first paper, graded before the deadline's last minutes begin.
    await inBatches(tokens, 20, async (token) => {
      const { headers, jobId } = await submit(token);
      await gradedSubmission(server.url, headers, jobId);
    });
    const myAssessments = `${server.url}${HOT_READS.my_assessments}`;
    const body = await (await fetch(myAssessments, { headers: { authorization: `Bearer ${tokens[0]}` } })).text();
    let submissions = 0;
    const submitting = async (until: number) => {
      const interval = 1000 / DEADLINE_SUBMISSIONS_PER_SECOND;
      const sent: Promise<unknown>[] = [];
      for (let next = Date.now(); next < until; next += interval) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        sent.push(submit(tokens[submissions % tokens.length]!));
        submissions += 1;
      }
      await Promise.all(sent);
    };
    const loadBefore = loadavg();
    const assess = await pollAsAClass(myAssessments, tokens, submitting);
    const bare = await bareServer(body);
    const anchor = await pollAsAClass(bare.url, tokens);
    await bare.close();
    return {
      assess: { ...assess, submissions },
      bare_node_http: anchor,
      ratio: Number((assess.p99_ms / anchor.p99_ms).toFixed(2)),
      body_bytes: Buffer.byteLength(body),
      load_average: { before: loadBefore, after: loadavg() },
    };
  } finally {
    await server.close();
  }
}

async function deadlineFigures() {
  const postgresAdmin = await findPostgres();
  const postgres = postgresAdmin ? await createTestDatabase(postgresAdmin) : null;
  try {
    return {
      settings: { students: DEADLINE_STUDENTS, poll_ms: DEADLINE_POLL_MS, submissions_per_second: DEADLINE_SUBMISSIONS_PER_SECOND, seconds: DEADLINE_SECONDS },
      embedded: await deadlineBenchmark(),
      postgresql: postgres ? await deadlineBenchmark(postgres.url) : null,
    };
  } finally {
    await postgres?.drop();
  }
}

// ASSESS_BENCH_PARTS=upload (or api, exports, fairness, deadline) runs those parts; the others keep their figures from the previous run.
const parts = new Set((process.env.ASSESS_BENCH_PARTS ?? 'api,upload,exports,fairness,deadline').split(',').map((part) => part.trim()));
const resultsFile = new URL('../../bench-results.json', import.meta.url);
const previous = (await readFile(resultsFile, 'utf8').then(JSON.parse, () => ({}))) as Record<string, unknown>;
async function apiFigures() {
  const postgresAdmin = await findPostgres();
  /** The reads on a database of their own, dropped afterwards; null without a PostgreSQL server. */
  const onPostgres = async (answerMemory: boolean, setUp?: (url: string) => Promise<void>) => {
    if (!postgresAdmin) return null;
    const postgres = await createTestDatabase(postgresAdmin);
    try {
      await setUp?.(postgres.url);
      return await apiBenchmark(postgres.url, answerMemory);
    } finally {
      await postgres.drop();
    }
  };
  if (SCHOOL) {
    if (!postgresAdmin) throw new Error('ASSESS_BENCH_SCHOOL needs PostgreSQL');
    // The planner setting server/README.md asks of production, set before the server opens its connections.
    const productionPlanner = async (url: string) => {
      const db = await openPostgres(url);
      await db.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET random_page_cost = 1.1`);
      await db.close();
    };
    return { postgresql: await onPostgres(false, productionPlanner) };
  }
  return {
    embedded: await apiBenchmark(undefined, true),
    postgresql: await onPostgres(true),
    embedded_computed: await apiBenchmark(undefined, false),
    postgresql_computed: await onPostgres(false),
  };
}
const results = {
  measured_at: new Date().toISOString(),
  node: process.version,
  settings: { connections: CONNECTIONS, seconds: SECONDS },
  api_my_assessments: parts.has('api') && !SCHOOL ? await apiFigures() : (previous.api_my_assessments ?? null),
  api_school: parts.has('api') && SCHOOL ? await apiFigures() : (previous.api_school ?? null),
  upload: parts.has('upload') ? await uploadBenchmark(multipartUpload) : (previous.upload ?? null),
  upload_resumable: parts.has('upload') ? await uploadBenchmark(resumableUpload) : (previous.upload_resumable ?? null),
  exports_and_other_requests: parts.has('exports') ? await exportBenchmark() : (previous.exports_and_other_requests ?? null),
  fairness_under_attack: parts.has('fairness') ? await fairnessBenchmark() : (previous.fairness_under_attack ?? null),
  deadline: parts.has('deadline') ? await deadlineFigures() : (previous.deadline ?? null),
};
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
