// The answers of the hot reads and the reports, as a seeded school's server writes them on both databases: each is
// written from its route's declared schema, and carries the same value as JSON.stringify of what the handler
// returned (the way answers were written before), so no field is lost or changed on the way out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { answerSerialisationCheck } from '../testing/answer-serialisation.js';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { seedSchool } from '../testing/school.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, classesPlugin, reportsPlugin } from './plugins.js';
import { signIn, TEST_PASSWORD } from './testing/accounts.js';

const drivers = await testDrivers();
const REPORTS = '/api/supabase-reports/reports';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`answers written from their schemas on ${driver.name}`, () => {
    const check = answerSerialisationCheck();
    let t: TestServer;
    let school: Awaited<ReturnType<typeof seedSchool>>;
    const tokens: Record<'teacher' | 'student', string> = { teacher: '', student: '' };

    beforeAll(async () => {
      t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: [check.plugin, assessmentAreasPlugin, areasPlugin(classesPlugin, reportsPlugin, analyticsPlugin)] });
      school = await seedSchool(t.server.db, { students: 30, classes: 2 });
      const passwordHash = await hashPassword(TEST_PASSWORD);
      for (const [who, id] of [['teacher', school.teacherId], ['student', school.studentId]] as const) {
        const { rows } = await t.server.db.query<{ email: string }>(
          'UPDATE auth.users SET encrypted_password = $2, email_confirmed_at = now() WHERE id = $1 RETURNING email',
          [id, passwordHash],
        );
        tokens[who] = await signIn(t, rows[0]!.email);
      }
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('writes each answer from its schema with the value JSON.stringify wrote', async () => {
      const reads: ['teacher' | 'student', string, string][] = [
        ['student', '/api/assessments/', 'GET /api/assessments/'],
        ['teacher', '/api/assessments/?include_practice=true', 'GET /api/assessments/'],
        ['student', '/api/supabase-usage/usage/summary', 'GET /api/supabase-usage/usage/summary'],
        ['student', '/api/files/my-files', 'GET /api/files/my-files'],
        ['teacher', '/api/files/my-files?limit=100', 'GET /api/files/my-files'],
        ['student', `${REPORTS}/my-reports`, `GET ${REPORTS}/my-reports`],
        ['student', '/api/analytics/student/dashboard/overview', 'GET /api/analytics/student/dashboard/overview'],
        ['student', '/api/analytics/student/dashboard/assessments', 'GET /api/analytics/student/dashboard/assessments'],
        ['student', '/api/grading-jobs/pending', 'GET /api/grading-jobs/pending'],
        ['teacher', `${REPORTS}/teacher/${school.teacherId}/class/${school.classId}`, `GET ${REPORTS}/teacher/:teacherId/class/:classId`],
        ['teacher', `${REPORTS}/teacher/${school.teacherId}/students`, `GET ${REPORTS}/teacher/:teacherId/students`],
        ['teacher', `${REPORTS}/teacher/${school.teacherId}/classes`, `GET ${REPORTS}/teacher/:teacherId/classes`],
        ['teacher', `${REPORTS}/student/${school.studentId}`, `GET ${REPORTS}/student/:studentId`],
        ['teacher', `${REPORTS}/student/${school.studentId}/progress`, `GET ${REPORTS}/student/:studentId/progress`],
        ['teacher', '/api/classes', 'GET /api/classes'],
        ['teacher', `/api/classes/${school.classId}/students`, 'GET /api/classes/:id/students'],
      ];
      for (const [who, path, route] of reads) {
        const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect({ route, fromSchema: check.checked.get(route) }).toEqual({ route, fromSchema: true });
      }
      expect(check.changed).toEqual([]);
    });
  });
}
