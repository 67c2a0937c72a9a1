// Attacks on the exports, written as the attacker's requests: a report whose title is one very long word, exported
// to hold up the whole server; two hundred exports of one's own report at once, to keep everybody else waiting.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { productHooks, productPlugins } from '../product/index.js';
import { call, linesPdf, pdfBlob, signUp, submissionForm, waitForJob, type TestUser } from '../product/testing/server.js';
import { DEFAULT_CPU_TASKS_PER_USER } from '../config/index.js';

const [driver] = await testDrivers();
const LONG_WORD = 'W'.repeat(1000);

describe('exports', () => {
  let t: TestServer;
  let student: TestUser;
  let submissionId: string;

  beforeAll(async () => {
    t = await startTestServer(driver!, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5' }, { plugins: productPlugins, hooks: productHooks });
    student = await signUp(t, 'student', 'Max Mallory');
    const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: LONG_WORD, subject_name: 'Physics', generate_weak_areas_pdf: 'false' }));
    expect(submitted.status).toBe(200);
    // Grading starts a worker thread from the sources first: on a busy machine that takes a while.
    submissionId = (await waitForJob(t, student, submitted.body.job_id, 110_000)).student_assessment_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers other requests while a report with a 1,000-character word is exported, and prints the whole word', async () => {
    let exportDone = false;
    const exported = fetch(`${t.url}/api/supabase-reports/reports/export/student-assessment/${submissionId}?format=pdf`, {
      headers: { authorization: `Bearer ${student.token}` },
    }).then(async (response) => {
      const answer = { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
      exportDone = true;
      return answer;
    });
    // Other users' requests, one after another, while the export is being made: they keep being answered. On a
    // blocked request loop none would be until the export was done. The slowest is measured, not asserted.
    let answeredDuringExport = 0;
    let slowestMs = 0;
    while (!exportDone) {
      const started = performance.now();
      const health = await fetch(`${t.url}/api/health`);
      expect(health.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (!exportDone) answeredDuringExport += 1;
    }
    const { status, bytes } = await exported;
    console.info(`health requests answered during the export: ${answeredDuringExport}, slowest ${slowestMs.toFixed(1)} ms`);
    expect(answeredDuringExport).toBeGreaterThanOrEqual(3);
    expect(status).toBe(200);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`${LONG_WORD} - Max Mallory`);
  });
});

describe('two hundred exports at once', () => {
  let t: TestServer;
  let attacker: TestUser;
  let attackerSubmission: string;
  let other: TestUser;
  let otherSubmission: string;

  beforeAll(async () => {
    t = await startTestServer(driver!, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5' }, { plugins: productPlugins, hooks: productHooks });
    attacker = await signUp(t, 'student', 'Ada Attacker');
    other = await signUp(t, 'student', 'Otto Other');
    const graded = async (user: TestUser) => {
      const submitted = await call(t, user, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Forces', subject_name: 'Physics', generate_weak_areas_pdf: 'false' }));
      return (await waitForJob(t, user, submitted.body.job_id, 110_000)).student_assessment_id as string;
    };
    attackerSubmission = await graded(attacker);
    otherSubmission = await graded(other);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const exportOf = (user: TestUser, id: string) =>
    fetch(`${t.url}/api/supabase-reports/reports/export/student-assessment/${id}?format=pdf`, { headers: { authorization: `Bearer ${user.token}` } });

  it("are refused past the user's share with 429 and Retry-After, while another user's export and upload go through", async () => {
    const flood = Array.from({ length: 200 }, () => exportOf(attacker, attackerSubmission));
    // Another student, at the same moment: an export of their own report and an upload to their file library.
    const upload = new FormData();
    upload.append('entity_type', 'resource');
    upload.append('entity_id', 'revision-notes');
    upload.append('file_type', 'resource');
    upload.append('file', pdfBlob(await linesPdf(['My notes', 'Forces and motion'])), 'notes.pdf');
    const [otherExport, otherUpload] = await Promise.all([exportOf(other, otherSubmission), call(t, other, 'POST', '/api/files/upload', upload)]);
    const answers = await Promise.all(flood);

    expect(otherExport.status).toBe(200);
    expect(Buffer.from(await otherExport.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(otherUpload.status).toBe(201);

    const refused = answers.filter((answer) => answer.status === 429);
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length + refused.length).toBe(200);
    expect(served.length).toBeGreaterThanOrEqual(DEFAULT_CPU_TASKS_PER_USER);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({
        detail: `You already have ${DEFAULT_CPU_TASKS_PER_USER} documents being checked or made. Please wait for them to finish, then try again.`,
      });
    }
    await Promise.all(served.map((answer) => answer.arrayBuffer()));
  }, 120_000);
});
