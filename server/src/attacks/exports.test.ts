// Attacks on the exports, written as the attacker's requests: a report whose title is one very long word, exported
// to hold up the whole server.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { productHooks, productPlugins } from '../product/index.js';
import { call, signUp, submissionForm, waitForJob, type TestUser } from '../product/testing/server.js';

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
