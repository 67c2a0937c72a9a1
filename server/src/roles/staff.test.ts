/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@assess/core/schemas';
import { openMailLink, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';
import { addSchoolMember, createSchool, grantRole } from './roles.js';

const drivers = await testDrivers();
const PASSWORD = 'Str0ng-passw0rd';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`a school's staff, managed by its administrators, on ${driver.name}`, () => {
    let t: TestServer;
    let admin: { id: string; token: string };
    let teacher: { id: string; token: string };
    let schoolId: string;

    async function account(role: 'admin' | 'teacher', member: 'school_admin' | 'teacher') {
      const email = uniqueEmail(role);
      const { data } = await t.client().auth.signUp({ email, password: PASSWORD, options: { data: { first_name: 'Ada', last_name: role } } });
      await grantRole(t.server.db, null, data.user!.id, role);
      await addSchoolMember(t.server.db, schoolId, data.user!.id, member);
      return { id: data.user!.id, token: data.session!.access_token };
    }
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${t.url}/api/school/staff${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as any };
    };

    beforeAll(async () => {
      t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true' });
      schoolId = (await createSchool(t.server.db, 'Hill School')).id;
      admin = await account('admin', 'school_admin');
      teacher = await account('teacher', 'teacher');
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the school to its administrators only', async () => {
      const listed = await call(admin.token, 'GET', '/');
      expect(listed.status).toBe(200);
      expect(listed.body.school).toEqual({ id: schoolId, name: 'Hill School' });
      expect(listed.body.members.map((m: any) => [m.user_id, m.role, m.status])).toEqual([
        [admin.id, 'school_admin', 'active'],
        [teacher.id, 'teacher', 'active'],
      ]);
      expect(await call(teacher.token, 'GET', '/')).toEqual({ status: 403, body: { detail: STAFF_MESSAGES.onlyAdministrators } });
    });

    it('invites a teacher by e-mail: the link signs them in to the school as a teacher, and they choose a password', async () => {
      const email = uniqueEmail('new-teacher');
      const bad = await call(admin.token, 'POST', '/invitations', { email: 'not-an-address', role: 'student' });
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: any) => [d.loc[1], d.msg])).toEqual([
        ['email', STAFF_MESSAGES.emailInvalid],
        ['role', STAFF_MESSAGES.roleInvalid],
      ]);
      expect((await call(teacher.token, 'POST', '/invitations', { email, role: 'teacher' })).status).toBe(403);

      const invited = await call(admin.token, 'POST', '/invitations', { email, first_name: 'Nia', last_name: 'New', role: 'teacher' });
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({ email, name: 'Nia New', role: 'teacher', status: 'invited' });
      expect((await call(admin.token, 'POST', '/invitations', { email, role: 'teacher' })).body).toEqual({ detail: STAFF_MESSAGES.alreadyMember(email) });

      const mail = await t.lastMail(email);
      expect(mail.subject).toBe('You have been invited to Hill School on Assess');
      const opened = await openMailLink(t, mail.links[0]!);
      expect(opened.error).toBeNull();
      expect((await opened.client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
      const signedIn = await t.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signedIn.error).toBeNull();
      const role = await t.server.db.query('SELECT r.role, m.role AS member, m.school_id FROM user_roles r JOIN school_members m USING (user_id) WHERE r.user_id = $1', [invited.body.user_id]);
      expect(role.rows).toEqual([{ role: 'teacher', member: 'teacher', school_id: schoolId }]);
      expect((await call(admin.token, 'GET', '/')).body.members.find((m: any) => m.email === email).status).toBe('active');
    });

    it("changes a member's role, never the administrator's own, nor anyone outside the school", async () => {
      const promoted = await call(admin.token, 'PUT', `/${teacher.id}/role`, { role: 'school_admin' });
      expect(promoted).toMatchObject({ status: 200, body: { user_id: teacher.id, role: 'school_admin' } });
      expect((await t.server.db.query('SELECT role FROM user_roles WHERE user_id = $1', [teacher.id])).rows).toEqual([{ role: 'school_admin' }]);
      // Now an administrator too, they see the staff.
      expect((await call(teacher.token, 'GET', '/')).status).toBe(200);
      expect(await call(admin.token, 'PUT', `/${admin.id}/role`, { role: 'teacher' })).toEqual({ status: 409, body: { detail: STAFF_MESSAGES.ownRole } });
      expect((await call(admin.token, 'PUT', `/${teacher.id}/role`, { role: 'owner' })).status).toBe(422);
      const stranger = (await t.client().auth.signUp({ email: uniqueEmail('stranger'), password: PASSWORD })).data.user!.id;
      expect(await call(admin.token, 'PUT', `/${stranger}/role`, { role: 'teacher' })).toEqual({ status: 404, body: { detail: STAFF_MESSAGES.notMember } });
      expect((await call(admin.token, 'PUT', `/${teacher.id}/role`, { role: 'teacher' })).body.role).toBe('teacher');
    });
  });
}
