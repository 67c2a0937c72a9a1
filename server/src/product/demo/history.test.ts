/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// The demo's graded history: on the first start with demo data, the demo student's dashboard, subject progress,
// reports and files all have something to show, and the demo teacher sees both students' results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../config/demo-accounts.js';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { call, type TestUser } from '../testing/server.js';
import { productHooks, productPlugins } from '../index.js';
import { DEMO_PAPERS } from './papers.js';

const drivers = await testDrivers();
const R = '/api/supabase-reports/reports';

async function signIn(t: TestServer, email: string): Promise<TestUser> {
  const { data, error } = await t.client().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  return { id: data.user.id, email, token: data.session.access_token };
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`demo history on ${driver.name}`, () => {
    let t: TestServer;
    let student: TestUser;
    let student2: TestUser;
    let teacher: TestUser;

    beforeAll(async () => {
      t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: productPlugins, hooks: productHooks, seedDemo: true });
      [student, student2, teacher] = await Promise.all([signIn(t, 'student@demo.test'), signIn(t, 'student2@demo.test'), signIn(t, 'teacher@demo.test')]);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("fills the demo student's dashboard overview over several subjects and weeks", async () => {
      const { status, body } = await call(t, student, 'GET', '/api/analytics/student/dashboard/overview');
      expect(status).toBe(200);
      expect(body.completed_assessments).toBe(DEMO_PAPERS.length);
      expect(body.average_score).toBeGreaterThan(0);
      expect(body.subject_progress.map((s: any) => s.subject_name)).toEqual(['Biology', 'Chemistry', 'Mathematics']);
      expect(body.recent_reports).toHaveLength(5);
      expect(new Set(body.recent_reports.map((r: any) => r.score)).size).toBeGreaterThan(1);
      expect(body.strengths_by_subject).not.toEqual({});
      expect(body.weaknesses_by_subject).not.toEqual({});
      expect(body.recommendations.length).toBeGreaterThan(0);
    });

    it('gives subject progress over time', async () => {
      const overview = (await call(t, student, 'GET', '/api/analytics/student/dashboard/overview')).body;
      const biology = overview.subject_progress.find((s: any) => s.subject_name === 'Biology');
      const { status, body } = await call(t, student, 'GET', `/api/analytics/student/dashboard/subject/${biology.subject_id}`);
      expect(status).toBe(200);
      expect(JSON.stringify(body)).toContain('Biology');
      const points = Object.values(body).find((value) => Array.isArray(value) && value.length === 3);
      expect(points).toBeDefined();
    });

    it("lists the student's reports, some released by the teacher, with per-question results and topics", async () => {
      const list = await call(t, student, 'GET', `${R}/student/${student.id}`);
      expect(list.status).toBe(200);
      const reports = Array.isArray(list.body) ? list.body : list.body.reports;
      expect(reports).toHaveLength(DEMO_PAPERS.length);
      const states = reports.map((r: any) => r.review_state);
      expect(states).toContain('released');
      expect(states).toContain('provisional');

      const oldest = reports.at(-1);
      expect(oldest.title).toBe(DEMO_PAPERS[0]!.title);
      const detail = await call(t, student, 'GET', `${R}/student/${student.id}/assessment/${oldest.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.questions).toHaveLength(DEMO_PAPERS[0]!.questions.length);
      expect(detail.body.questions.map((q: any) => q.topic)).toContain('Microscopy');
      expect(detail.body.feedback).toBe('Reviewed in class: keep going with the topics marked for revision.');

      const progress = await call(t, student, 'GET', `${R}/student/${student.id}/progress`);
      expect(progress.status).toBe(200);
      expect(progress.body.total_assessments).toBe(DEMO_PAPERS.length);
      expect(progress.body.subjects).toHaveLength(3);
    });

    it("lists the student's answer sheets, and the teacher's question papers are real PDFs", async () => {
      const mine = await call(t, student, 'GET', '/api/files/my-files');
      expect(mine.status).toBe(200);
      expect(mine.body.files).toHaveLength(DEMO_PAPERS.length);
      expect(mine.body.files.every((f: any) => f.file_type === 'student_answer')).toBe(true);

      const assessmentId = (await call(t, student, 'GET', '/api/assessments/')).body[0]?.id as string;
      const files = await call(t, student, 'GET', `/api/files/assessment/${assessmentId}/files`);
      expect(files.body.files.map((f: any) => f.file_type).sort()).toEqual(['mark_scheme', 'question_paper']);
      const link = await call(t, teacher, 'GET', `/api/files/${files.body.files[0].id}/url`);
      expect(link.status).toBe(200);
      const bytes = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('shows the demo teacher both students with their results', async () => {
      const { status, body } = await call(t, teacher, 'GET', `${R}/teacher/${teacher.id}/students`);
      expect(status).toBe(200);
      expect(body.students.map((s: any) => s.user_id).sort()).toEqual([student.id, student2.id].sort());
      for (const row of body.students) expect(row.total_assessments).toBe(DEMO_PAPERS.length);
      expect(body.total_assessments).toBe(2 * DEMO_PAPERS.length);
    });
  });
}
