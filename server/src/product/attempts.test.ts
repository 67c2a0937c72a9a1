/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// Attempts at an assessment a teacher set, across the areas that list them: submission, class submissions, dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptsUsedText } from '@assess/core/rules';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, reportsPlugin } from './plugins.js';
import { ANSWERS, call, linesPdf, linkStudent, PAPER, pdfBlob, SCHEME, signUp, submissionForm, waitForJob, setForNewClass, type TestUser } from './testing/server.js';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`attempts at a set assessment, and its status for its teacher, on ${driver.name}`, () => {
    let t: TestServer;
    let teacher: TestUser;
    let student: TestUser;
    let admin: TestUser;
    let assessmentId: string;

    beforeAll(async () => {
      t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5' }, { plugins: [assessmentAreasPlugin, areasPlugin(reportsPlugin, analyticsPlugin)] });
      teacher = await signUp(t, 'teacher', 'Tess Teacher');
      student = await signUp(t, 'student', 'Ana Lima');
      admin = await signUp(t, 'admin', 'Ada Admin');
      await linkStudent(t, teacher, student);
      const form = new FormData();
      const fields: Record<string, string> = {
        title: 'Set paper', description: 'For the class', total_marks: '6', time_limit_minutes: '30', difficulty_level: 'medium',
        instructions: '', instructions_to_students: 'Answer all questions.', status: 'draft', created_at: new Date().toISOString(),
        subject_name: 'Biology', subject_is_system_defined: 'true', class_name: 'Year 10', use_file_upload: 'true', question_types: '[]',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('question_paper', pdfBlob(await linesPdf(PAPER)), 'paper.pdf');
      form.append('mark_scheme', pdfBlob(await linesPdf(SCHEME)), 'scheme.pdf');
      const created = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-with-files', form);
      expect(created.status).toBe(201);
      assessmentId = created.body.id;
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    const statusFor = async (user: TestUser) => (await call(t, user, 'GET', '/api/assessments/')).body.find((item: any) => item.id === assessmentId);
    const answerForm = async () => submissionForm({ title: 'Set paper', subject_name: 'Biology', assessment_id: assessmentId, generate_weak_areas_pdf: 'false' }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) });
    const usedToday = async () => Number((await t.server.db.query<{ count: number }>(
      `SELECT coalesce(sum(count), 0) AS count FROM usage_counters WHERE user_id = $1 AND feature = 'assessment_submission'`, [student.id])).rows[0]!.count);

    it('a set assessment reads draft, then set, submitted and released for its teacher; the administrator sees who set it', async () => {
      expect((await statusFor(teacher)).status).toBe('draft');
      await setForNewClass(t, teacher, '10B', assessmentId);
      expect((await statusFor(teacher)).status).toBe('set');
      expect(await statusFor(student)).toMatchObject({ status: 'not_started', author_name: 'Tess Teacher', attempts_allowed: 1, attempts_used: 0 });

      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await answerForm());
      expect(submitted.status).toBe(200);
      expect((await waitForJob(t, student, submitted.body.job_id)).status).toBe('completed');
      expect((await statusFor(teacher)).status).toBe('submitted');
      expect(await statusFor(admin)).toMatchObject({ status: 'submitted', author_name: 'Tess Teacher' });
      expect((await call(t, teacher, 'POST', `/api/student-assessments/${submitted.body.student_assessment_id}/release`)).status).toBe(200);
      expect((await statusFor(teacher)).status).toBe('released');
    }, 120_000);

    it('refuses a second attempt past the one allowed, with its reason, storing nothing and using no quota', async () => {
      const before = await usedToday();
      const submissions = await t.server.db.query('SELECT count(*)::int AS n FROM student_assessments WHERE assessment_id = $1', [assessmentId]);
      const refused = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await answerForm());
      expect(refused).toEqual({ status: 409, body: { detail: attemptsUsedText(1) } });
      expect(attemptsUsedText(1)).toBe('You have used your 1 attempt at this assessment. Ask your teacher if you need another attempt.');
      expect(await usedToday()).toBe(before);
      const after = await t.server.db.query('SELECT count(*)::int AS n FROM student_assessments WHERE assessment_id = $1', [assessmentId]);
      expect(after.rows).toEqual(submissions.rows);
      expect(await statusFor(student)).toMatchObject({ attempts_allowed: 1, attempts_used: 1 });
    });

    it('lets only its creator allow more attempts; a second attempt is labelled and the dashboard counts the assessment once', async () => {
      const path = `/api/assessments/${assessmentId}/attempts`;
      expect(await call(t, student, 'PUT', path, { attempts_allowed: 3 })).toEqual({ status: 403, body: { detail: 'Only the creator of this assessment can edit it' } });
      const bad = await call(t, teacher, 'PUT', path, { attempts_allowed: 0 });
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: any) => d.msg)).toEqual(['Attempts allowed must be a whole number from 1 to 10']);
      expect(await call(t, teacher, 'PUT', path, { attempts_allowed: 3 })).toEqual({ status: 200, body: { id: assessmentId, attempts_allowed: 3 } });

      const again = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await answerForm());
      expect(again.status).toBe(200);
      expect((await waitForJob(t, student, again.body.job_id)).status).toBe('completed');
      expect((await call(t, student, 'GET', `/api/assessments/${assessmentId}`)).body).toMatchObject({ attempts_allowed: 3, attempts_used: 2 });

      const report = await call(t, teacher, 'GET', `/api/supabase-reports/reports/teacher/${teacher.id}/assessment/${assessmentId}`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      expect(report.body.submissions.map((row: any) => [row.student_name, row.attempt, row.attempts_allowed])).toEqual([
        ['Linked Student', 1, 3],
        ['Linked Student', 2, 3],
      ]);
      const mine = await call(t, student, 'GET', '/api/supabase-reports/reports/my-reports');
      expect(mine.body.filter((row: any) => row.assessment_id === assessmentId).map((row: any) => [row.attempt, row.attempts_allowed])).toEqual([
        [2, 3],
        [1, 3],
      ]);
      const overview = await call(t, student, 'GET', '/api/analytics/student/dashboard/overview');
      expect(overview.body.completed_assessments).toBe(1);
    }, 120_000);
  });
}
