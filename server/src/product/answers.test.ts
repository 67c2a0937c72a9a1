// The answers of the hot reads and the reports, as a seeded school's server writes them on both databases: each is
// written from its route's declared schema. A closed route's answer is exactly what a screen parsing it with that
// schema gets of the handler's value (no undeclared property leaves the server); an open route's carries the same
// value as JSON.stringify of what the handler returned (the way answers were written before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSerialisationCheck } from '../testing/answer-serialisation.js';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { seedSchool } from '../testing/school.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, classesPlugin, reportsPlugin } from './plugins.js';
import { signInSeededSchool } from './testing/accounts.js';

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
      Object.assign(tokens, await signInSeededSchool(t, school));
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('writes each answer from its schema: a closed one as the schema reads it, an open one as JSON.stringify wrote it', async () => {
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
      // The closed routes, each with what its handler gives that no screen reads and the answer no longer carries.
      const closed = Object.fromEntries([...check.dropped].map(([route, paths]) => [route, [...paths].sort()]));
      expect(closed).toEqual({
        'GET /api/assessments/': [
          '[].difficulty_level', '[].is_self_created', '[].percentage', '[].source', '[].subject.id', '[].subject.is_system_defined',
          '[].subject_id', '[].time_limit_minutes', '[].total_marks', '[].updated_at',
        ],
        'GET /api/files/my-files': [],
        [`GET ${REPORTS}/my-reports`]: [],
        'GET /api/analytics/student/dashboard/overview': [],
        'GET /api/analytics/student/dashboard/assessments': [],
        [`GET ${REPORTS}/teacher/:teacherId/class/:classId`]: [],
        [`GET ${REPORTS}/teacher/:teacherId/students`]: [],
        [`GET ${REPORTS}/teacher/:teacherId/classes`]: [],
        [`GET ${REPORTS}/student/:studentId`]: [],
        [`GET ${REPORTS}/student/:studentId/progress`]: [],
      });
    });
  });
}
