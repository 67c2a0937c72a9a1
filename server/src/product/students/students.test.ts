// Student records and invitations over HTTP on both database drivers, with the e-mail and the link flows.
import { describe, expect, it } from 'vitest';
import { invitationSignUpMetadataSchema } from '@assess/core/schemas';
import { openMailLink, startTestServer, testDrivers, uniqueEmail } from '../../testing/harness.js';
import { areasPlugin, classesPlugin } from '../plugins.js';
import { MANAGEMENT_FORBIDDEN, maySeeStudentWork } from '../shared/access.js';
import { INVITATION_DAYS, linkInvitationOnConfirm } from './invitations.js';
import { studentsPlugin } from './plugin.js';
import { account, api, expectShape, signIn, TEST_PASSWORD, type TestAccount } from '../testing/accounts.js';
import { serverWithAccounts } from '../testing/suite.js';
import { invitationDetailsSchema, invitationLinkedSchema, invitationSentSchema, studentDeletedSchema, studentRecordListSchema, studentRecordSchema } from './schemas.js';

const drivers = await testDrivers();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`students and invitations on ${driver.name}`, () => {
    const { t, teacher, colleague, schoolAdmin, otherSchoolAdmin, admin, student } = serverWithAccounts(() => startTestServer(driver, { SITE_URL: 'https://school.example' }, { plugins: [areasPlugin(classesPlugin, studentsPlugin)], hooks: { onEmailConfirmed: linkInvitationOnConfirm } }), ['North School', 'South School'], {
      teacher: { role: 'teacher', school: 'North School', firstName: 'Tess', lastName: 'Teach' },
      colleague: { role: 'teacher', school: 'North School' },
      schoolAdmin: { role: 'school_admin', school: 'North School' },
      otherSchoolAdmin: { role: 'school_admin', school: 'South School' },
      admin: 'admin',
      student: { role: 'student', school: 'North School' },
    });

    const create = (body: unknown, as: TestAccount = teacher) => api(t, 'POST', '/api/students/students', { as, body });

    it('creates, lists, updates and deletes a record', async () => {
      const created = await create({ name: ' Ada Lovelace ', email: 'Ada@Example.test', student_id: 'S-1', class_year: 'Year 10', notes: 'Likes proofs' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        student_id: 'S-1',
        class_year: 'Year 10',
        notes: 'Likes proofs',
        user_id: null,
        invitation_status: null,
        invitation_code: null,
        class_id: null,
      });
      expectShape(studentRecordSchema, created.body);
      const list = await api(t, 'GET', '/api/students/students', { as: teacher });
      expect(list.status).toBe(200);
      expectShape(studentRecordListSchema, list.body);
      expect(list.body.students.map((s: { id: string }) => s.id)).toContain(created.body.id);

      const path = `/api/students/students/${created.body.id}`;
      const updated = await api(t, 'PUT', path, { as: teacher, body: { id: created.body.id, name: 'Ada King', email: '', student_id: 'S-2' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: 'Ada King', email: null, student_id: 'S-2', class_year: null });

      const removed = await api(t, 'DELETE', path, { as: teacher });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Student deleted successfully');
      expectShape(studentDeletedSchema, removed.body);
      expect((await api(t, 'GET', path, { as: teacher })).status).toBe(404);
      expect((await api(t, 'DELETE', path, { as: teacher })).status).toBe(404);
    });

    it('answers bad input with the specification messages and stores nothing', async () => {
      const before = (await api(t, 'GET', '/api/students/students', { as: colleague })).body.students.length;
      const noName = await create({ name: '  ', email: 'x@example.test' }, colleague);
      expect(noName.status).toBe(422);
      expect(noName.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'name'], msg: 'Student name is required' })]);
      const missing = await create({}, colleague);
      expect(missing.status).toBe(422);
      const badEmail = await create({ name: 'Bo', email: 'not-an-email' }, colleague);
      expect(badEmail.status).toBe(422);
      expect(badEmail.body.detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Please enter a valid email address' });
      const wrongType = await create({ name: ['Bo'] }, colleague);
      expect(wrongType.status).toBe(422);
      const foreignClass = await create({ name: 'Bo', class_id: UNKNOWN }, colleague);
      expect(foreignClass.status).toBe(404);
      expect(foreignClass.body).toEqual({ detail: 'Class not found' });
      expect((await api(t, 'GET', '/api/students/students', { as: colleague })).body.students.length).toBe(before);
    });

    it('keeps records apart between teachers and schools; the owner and their school administrator change one', async () => {
      const record = await create({ name: 'Private Pupil', email: 'pp@example.test' });
      const path = `/api/students/students/${record.body.id}`;
      for (const who of [teacher, schoolAdmin, admin]) {
        expect((await api(t, 'GET', '/api/students/students', { as: who })).body.students.map((s: { id: string }) => s.id)).toContain(record.body.id);
      }
      for (const who of [colleague, otherSchoolAdmin]) {
        expect((await api(t, 'GET', '/api/students/students', { as: who })).body.students.map((s: { id: string }) => s.id)).not.toContain(record.body.id);
        for (const [method, suffix] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['POST', '/invite']] as const) {
          const answer = await api(t, method, `${path}${suffix}`, { as: who, body: method === 'PUT' ? { name: 'Hijack' } : undefined });
          expect(answer.status).toBe(404);
        }
      }
      // A school administrator manages the records of their school (spec 02 §6); the record stays its teacher's.
      const renamed = await api(t, 'PUT', path, { as: schoolAdmin, body: { name: 'Private Pupil', email: 'pp@example.test', notes: 'Seen by the head' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.notes).toBe('Seen by the head');
      for (const [method, p] of [['GET', '/api/students/students'], ['POST', '/api/students/students'], ['PUT', path], ['DELETE', path], ['POST', `${path}/invite`]] as const) {
        const answer = await api(t, method, p, { as: student, body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Me' } });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ detail: MANAGEMENT_FORBIDDEN });
      }
      expect((await api(t, 'GET', '/api/students/students')).status).toBe(401);
      expect((await api(t, 'GET', path, { as: teacher })).body.name).toBe('Private Pupil');
    });

    it('refuses to invite a record without an e-mail address', async () => {
      const record = await create({ name: 'No Mail' });
      const answer = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: 'Email is required to send invitations' });
      expect((await api(t, 'POST', `/api/students/students/${UNKNOWN}/invite`, { as: teacher })).status).toBe(404);
    });

    it('sends the invitation e-mail; the code verifies and links a signed-in student once', async () => {
      const email = uniqueEmail('invitee');
      const record = await create({ name: 'Grace Hopper', email });
      const invited = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      expect(invited.status).toBe(200);
      const code: string = invited.body.invitation_code;
      expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const link = `https://school.example/register/student?code=${code}`;
      expect(invited.body.invitation_link).toBe(link);
      expectShape(invitationSentSchema, invited.body);

      const mail = await t.lastMail(email);
      expect(mail.subject).toBe('Your invitation to Assess');
      expect(mail.links).toEqual([link]);
      expect(mail.text).toContain('Tess Teach has invited you to Assess.');
      expect(mail.text).toContain(`This link is valid for ${INVITATION_DAYS} days.`);

      const listed = (await api(t, 'GET', `/api/students/students/${record.body.id}`, { as: teacher })).body;
      expect(listed).toMatchObject({ invitation_status: 'pending', invitation_code: code });

      const verified = await api(t, 'GET', `/api/students/invitation/${code}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ email, student_name: 'Grace Hopper', valid: true, teacher_name: 'Tess Teach' });
      expectShape(invitationDetailsSchema, verified.body);
      expect((await api(t, 'GET', '/api/students/invitation/unknown-code')).body).toEqual({ detail: 'Invitation not found' });
      expect((await api(t, 'GET', '/api/students/invitation/unknown-code')).status).toBe(404);

      expect((await api(t, 'POST', `/api/students/invitation/accept/${code}`)).status).toBe(401);
      const newcomer = await account(t, 'student', { email });
      const accepted = await api(t, 'POST', `/api/students/invitation/accept/${code}`, { as: newcomer });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ student_id: record.body.id, user_id: newcomer.id });
      expectShape(invitationLinkedSchema, accepted.body);
      expect((await api(t, 'GET', `/api/students/students/${record.body.id}`, { as: teacher })).body).toMatchObject({ user_id: newcomer.id, invitation_status: 'accepted' });

      const again = await api(t, 'POST', `/api/students/invitation/accept/${code}`, { as: student });
      expect(again.status).toBe(410);
      expect((await api(t, 'GET', `/api/students/invitation/${code}`)).status).toBe(410);
      expect(again.body).toEqual({ detail: 'This invitation has already been accepted' });
      const reinvite = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      expect(reinvite.status).toBe(409);

      expect(await maySeeStudentWork(t.server.db, teacher.id, newcomer.id)).toBe(true);
      expect(await maySeeStudentWork(t.server.db, schoolAdmin.id, newcomer.id)).toBe(true);
      expect(await maySeeStudentWork(t.server.db, admin.id, newcomer.id)).toBe(true);
      expect(await maySeeStudentWork(t.server.db, newcomer.id, newcomer.id)).toBe(true);
      expect(await maySeeStudentWork(t.server.db, colleague.id, newcomer.id)).toBe(false);
      expect(await maySeeStudentWork(t.server.db, otherSchoolAdmin.id, newcomer.id)).toBe(false);
      expect(await maySeeStudentWork(t.server.db, student.id, newcomer.id)).toBe(false);
    });

    it('answers an expired invitation with 404 and marks it expired', async () => {
      const record = await create({ name: 'Late Comer', email: uniqueEmail('late') });
      const { body } = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      await t.server.db.query(`UPDATE students SET invitation_expires_at = now() - interval '1 minute' WHERE id = $1`, [record.body.id]);
      const verified = await api(t, 'GET', `/api/students/invitation/${body.invitation_code}`);
      expect(verified.status).toBe(404);
      expect(verified.body).toEqual({ detail: 'This invitation has expired. Ask your teacher for a new one.' });
      expect((await api(t, 'POST', `/api/students/invitation/accept/${body.invitation_code}`, { as: student })).status).toBe(404);
      expect((await api(t, 'GET', `/api/students/students/${record.body.id}`, { as: teacher })).body.invitation_status).toBe('expired');
      // A new invitation replaces the expired one.
      const fresh = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      expect(fresh.body.invitation_code).not.toBe(body.invitation_code);
      expect((await api(t, 'GET', `/api/students/invitation/${fresh.body.invitation_code}`)).status).toBe(200);
      expect((await api(t, 'GET', `/api/students/invitation/${body.invitation_code}`)).status).toBe(404);
    });

    it('links the record when a student who signed up through the invitation confirms the address (decision 10)', async () => {
      const email = uniqueEmail('signup-invitee');
      const record = await create({ name: 'Alan Turing', email });
      const { body } = await api(t, 'POST', `/api/students/students/${record.body.id}/invite`, { as: teacher });
      const client = t.client();
      const signUp = await client.auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: invitationSignUpMetadataSchema.parse({ firstName: 'Alan', lastName: 'Turing', invitationCode: body.invitation_code }), emailRedirectTo: `${t.url}/auth/callback` },
      });
      expect(signUp.error).toBeNull();
      expect((await api(t, 'GET', `/api/students/students/${record.body.id}`, { as: teacher })).body.user_id).toBeNull();

      const confirmation = (await t.outbox()).find((entry) => entry.to === email && entry.subject === 'Confirm your sign-up');
      expect(confirmation).toBeDefined();
      // Opened on another device than the one that signed up.
      expect((await openMailLink(t, confirmation!.links[0]!)).error).toBeNull();

      const linked = (await api(t, 'GET', `/api/students/students/${record.body.id}`, { as: teacher })).body;
      expect(linked).toMatchObject({ user_id: signUp.data.user!.id, invitation_status: 'accepted' });
      const token = await signIn(t, email);
      expect(await maySeeStudentWork(t.server.db, teacher.id, signUp.data.user!.id)).toBe(true);
      expect((await api(t, 'GET', '/api/students/students', { as: token })).status).toBe(403);
    });

    it('moves a record into one of the teacher’s classes only', async () => {
      const own = await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '7D' } });
      const foreign = await api(t, 'POST', '/api/classes', { as: colleague, body: { name: '7E' } });
      const record = await create({ name: 'Kit', class_id: own.body.id });
      expect(record.body).toMatchObject({ class_id: own.body.id, class_name: '7D' });
      const moved = await api(t, 'PUT', `/api/students/students/${record.body.id}`, { as: teacher, body: { name: 'Kit', class_id: foreign.body.id } });
      expect(moved.status).toBe(404);
      const cleared = await api(t, 'PUT', `/api/students/students/${record.body.id}`, { as: teacher, body: { name: 'Kit', class_id: null } });
      expect(cleared.body.class_id).toBeNull();
    });
  });
}
