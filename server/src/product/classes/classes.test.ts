// Classes over HTTP on both database drivers: validation, ownership and who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { classSchema } from '@assess/core/schemas';
import { account, api, expectShape, school } from '../testing/accounts.js';
import { serverWithAccounts } from '../testing/suite.js';
import { classesPlugin } from './plugin.js';
import { areasPlugin, studentsPlugin } from '../plugins.js';
import { isManagementRole, MANAGEMENT_FORBIDDEN, maySeeStudentWork } from '../shared/access.js';
import { seedDemoClass } from './demo.js';

const drivers = await testDrivers();

describe('management roles', () => {
  it('admits teacher, admin and school_admin in any letter case', () => {
    for (const role of ['teacher', 'TEACHER', 'Admin', 'school_admin', 'School_Admin']) expect(isManagementRole(role)).toBe(true);
    for (const role of ['student', 'independent_student', 'teachers', '']) expect(isManagementRole(role)).toBe(false);
  });
});

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`classes on ${driver.name}`, () => {
    const { t, teacher, colleague, schoolAdmin, otherSchoolAdmin, otherTeacher, admin, student, independent } = serverWithAccounts(() => startTestServer(driver, {}, { plugins: [areasPlugin(classesPlugin, studentsPlugin)] }), ['North School', 'South School'], {
      teacher: { role: 'teacher', school: 'North School' },
      colleague: { role: 'teacher', school: 'North School' },
      schoolAdmin: { role: 'school_admin', school: 'North School' },
      otherSchoolAdmin: { role: 'school_admin', school: 'South School' },
      otherTeacher: { role: 'teacher', school: 'South School' },
      admin: 'admin',
      student: { role: 'student', school: 'North School' },
      independent: 'independent_student',
    });
    let biologyId: string;

    beforeAll(async () => {
      const { rows } = await t.server.db.query<{ id: string }>(`SELECT id FROM subjects WHERE name = 'Biology' AND is_system_defined`);
      biologyId = rows[0]!.id;
    });

    it('creates a class owned by the caller, trimming the name and ignoring a teacher_id in the body', async () => {
      const created = await api(t, 'POST', '/api/classes', {
        as: teacher,
        body: { name: '  10B Biology  ', description: 'Tuesday group', subject_id: biologyId, year_group: 'Year 10', grade_level: 10, academic_year: '2023-2024', teacher_id: otherTeacher.id },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: '10B Biology',
        description: 'Tuesday group',
        subject_id: biologyId,
        subject_name: 'Biology',
        year_group: 'Year 10',
        grade_level: '10',
        academic_year: '2023-2024',
        student_count: 0,
        teacher_id: teacher.id,
      });
      expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expectShape(classSchema, created.body);

      const list = await api(t, 'GET', '/api/classes', { as: teacher });
      expect(list.status).toBe(200);
      expect(list.body.map((c: { id: string }) => c.id)).toContain(created.body.id);
      for (const item of list.body) expectShape(classSchema, item);
    });

    it('answers a missing or blank name with the specification message and stores nothing', async () => {
      for (const body of [{ name: '   ' }, {}, { name: 42 }]) {
        const answer = await api(t, 'POST', '/api/classes', { as: colleague, body });
        expect(answer.status).toBe(422);
        expect(Array.isArray(answer.body.detail)).toBe(true);
        expect(answer.body.detail[0].loc).toEqual(['body', 'name']);
      }
      const blank = await api(t, 'POST', '/api/classes', { as: colleague, body: { name: '   ' } });
      expect(blank.body.detail[0].msg).toBe('Class name is required');
      const list = await api(t, 'GET', '/api/classes', { as: colleague });
      expect(list.body).toEqual([]);
    });

    it('leaves out an empty subject and refuses an unknown one', async () => {
      const empty = await api(t, 'POST', '/api/classes', { as: colleague, body: { name: '9A', subject_id: '' } });
      expect(empty.status).toBe(201);
      expect(empty.body.subject_id).toBeNull();
      expect(empty.body.subject_name).toBeNull();
      const unknown = await api(t, 'POST', '/api/classes', { as: colleague, body: { name: '9C', subject_id: '00000000-0000-4000-8000-000000000000' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ detail: 'Subject not found' });
      const bad = await api(t, 'POST', '/api/classes', { as: colleague, body: 'not json' });
      expect(bad.status).toBe(400);
    });

    it('refuses students with the management message and anonymous callers with 401', async () => {
      for (const who of [student, independent]) {
        for (const [method, path] of [['GET', '/api/classes'], ['POST', '/api/classes']] as const) {
          const answer = await api(t, method, path, { as: who, body: method === 'POST' ? { name: 'Mine' } : undefined });
          expect(answer.status).toBe(403);
          expect(answer.body).toEqual({ detail: MANAGEMENT_FORBIDDEN });
        }
      }
      expect((await api(t, 'GET', '/api/classes')).status).toBe(401);
      expect((await api(t, 'GET', '/api/classes', { as: 'not-a-token' })).status).toBe(401);
    });

    it('shows a class to its owner, its school administrator and administrators only, who may change it', async () => {
      const created = await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '11C Chemistry' } });
      const path = `/api/classes/${created.body.id}`;

      for (const who of [teacher, schoolAdmin, admin]) {
        const seen = await api(t, 'GET', path, { as: who });
        expect(seen.status).toBe(200);
        expect(seen.body.name).toBe('11C Chemistry');
        expect((await api(t, 'GET', '/api/classes', { as: who })).body.map((c: { id: string }) => c.id)).toContain(created.body.id);
      }
      for (const who of [colleague, otherTeacher, otherSchoolAdmin]) {
        expect((await api(t, 'GET', path, { as: who })).body).toEqual({ detail: 'Class not found' });
        expect((await api(t, 'GET', '/api/classes', { as: who })).body.map((c: { id: string }) => c.id)).not.toContain(created.body.id);
        const put = await api(t, 'PUT', path, { as: who, body: { name: 'Taken over' } });
        expect(put.status).toBe(404);
      }
      // A school administrator manages the classes of their school (spec 02 §6); the class stays its teacher's.
      const byAdmin = await api(t, 'PUT', path, { as: schoolAdmin, body: { name: 'Renamed by admin' } });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toMatchObject({ name: 'Renamed by admin', teacher_id: teacher.id });

      const updated = await api(t, 'PUT', path, { as: teacher, body: { name: ' 11C Chem ', year_group: 'Year 11' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: created.body.id, name: '11C Chem', year_group: 'Year 11', description: null });
      const invalid = await api(t, 'PUT', path, { as: teacher, body: { name: '' } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.detail[0].msg).toBe('Class name is required');
    });

    it('answers unknown and malformed ids with 404', async () => {
      expect((await api(t, 'GET', '/api/classes/00000000-0000-4000-8000-000000000000', { as: teacher })).status).toBe(404);
      expect((await api(t, 'GET', '/api/classes/12', { as: teacher })).status).toBe(404);
      expect((await api(t, 'PUT', '/api/classes/nope', { as: teacher, body: { name: 'x' } })).status).toBe(404);
    });

    it('counts the students in a class', async () => {
      const created = await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '8A' } });
      for (const name of ['Ann', 'Ben']) {
        const record = await api(t, 'POST', '/api/students/students', { as: teacher, body: { name, class_id: created.body.id } });
        expect(record.status).toBe(201);
      }
      expect((await api(t, 'GET', `/api/classes/${created.body.id}`, { as: teacher })).body.student_count).toBe(2);
    });
  });
}

describe.skipIf(Boolean(drivers[0]!.skip))('the demo class', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(drivers[0]!, {}, { plugins: [areasPlugin(classesPlugin, studentsPlugin)] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds both demo students, linked, once', async () => {
    const north = await school(t, 'Demo');
    const teacher = await account(t, 'teacher', { school: north });
    const first = await account(t, 'student', { school: north });
    const second = await account(t, 'student', { school: north });
    const students = [
      { userId: first.id, name: 'Sam Student', email: first.email },
      { userId: second.id, name: 'Sasha Student', email: second.email },
    ];
    const classId = await seedDemoClass(t.server.db, teacher.id, students);
    expect(await seedDemoClass(t.server.db, teacher.id, students)).toBe(classId);
    const seen = await api(t, 'GET', `/api/classes/${classId}`, { as: teacher });
    expect(seen.body).toMatchObject({ name: 'Year 10 Biology', subject_name: 'Biology', student_count: 2 });
    const records = (await api(t, 'GET', '/api/students/students', { as: teacher })).body.students;
    expect(records.map((record: { user_id: string; invitation_status: string }) => [record.user_id, record.invitation_status])).toEqual([
      [first.id, 'accepted'],
      [second.id, 'accepted'],
    ]);
    expect(await maySeeStudentWork(t.server.db, teacher.id, second.id)).toBe(true);
  });
});
