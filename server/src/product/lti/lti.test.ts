/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API and the simulator, checked by the assertions */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM, DEEP_LINKING_RESPONSE, SCOPE } from '@assess/lti';
import { formOf, startPlatformSimulator, type LaunchRequest, type PlatformSimulator } from '@assess/lti/testing';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { productPlugins } from '../index.js';
import { ltiEngineFor } from './ltijs.js';
import { sendGradePassback } from './passback.js';
import { ANSWERS, call, linesPdf, PAPER, pdfBlob, SCHEME, signUp, submissionForm, waitForJob, type TestUser } from '../testing/server.js';
import { accountLinkRequests, INSTRUCTOR, launch, LEARNER, linkTokenOf, post, refusal, startLogin, userOf } from '../testing/lti.js';

const drivers = await testDrivers();

const COURSE = 'bio-101';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`LTI 1.3 launcher on ${driver.name}`, () => {
    let t: TestServer;
    let sim: PlatformSimulator;
    let admin: TestUser;
    let teacher: TestUser;
    let assessmentId: string;
    let placedLinkId: string;

    beforeAll(async () => {
      // The whole product API: classes and student records (management) as well as assessments and review.
      // The platform simulator runs on this machine: the operator allows the server to reach private addresses.
      t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5', LTI_ALLOW_PRIVATE_ADDRESSES: 'on' }, { plugins: productPlugins });
      admin = await signUp(t, 'admin');
      sim = await startPlatformSimulator();
      sim.addCourse({
        id: COURSE,
        title: 'Biology 101',
        members: [
          { sub: 'teacher-1', name: 'Tess Teacher', given_name: 'Tess', family_name: 'Teacher', email: 'tess@school.test', roles: [INSTRUCTOR] },
          { sub: 'learner-1', name: 'Lee Learner', given_name: 'Lee', family_name: 'Learner', email: 'lee@school.test', roles: [LEARNER] },
          { sub: 'learner-2', name: 'Quinn Quiet', email: 'quinn@school.test', roles: [LEARNER] },
          { sub: 'learner-3', name: 'Gone Student', roles: [LEARNER], status: 'Inactive' },
        ],
      });
    });
    afterAll(async () => {
      await t?.close();
      await sim?.close();
    });

    it("refuses a registration that no administrator started, fetching nothing and registering nothing (an outsider's attack)", async () => {
      const attacker = await startPlatformSimulator();
      try {
        // The outsider's own platform, named in the tool's registration URL (as the platform adds it), with no link.
        const bare = await fetch(attacker.registrationLaunch(`${t.url}/lti/register`));
        const html = await bare.text();
        expect(bare.status).toBe(403);
        expect(html).toContain('Assess could not register this platform');
        expect(html).toContain('Assess registers a platform only from a one-time registration link made by an Assess administrator.');
        expect(html).toContain('/lti/admin');
        // A made-up link is no better.
        const madeUp = await fetch(attacker.registrationLaunch(`${t.url}/lti/register/not-a-link-assess-made`));
        expect(madeUp.status).toBe(403);
        expect(await madeUp.text()).toContain('This registration link is not one Assess made.');
        expect(attacker.clients).toEqual([]);
        expect((await t.server.db.query<any>('SELECT count(*)::int AS n FROM lti_platforms')).rows[0].n).toBe(0);
        // Only an administrator makes registration links.
        expect((await call(t, null, 'POST', '/api/lti/registration-links')).status).toBe(401);
        expect((await call(t, await signUp(t, 'teacher'), 'POST', '/api/lti/registration-links')).status).toBe(403);
      } finally {
        await attacker.close();
      }
    });

    it('registers itself with the platform through dynamic registration, from an administrator\'s one-time link', async () => {
      const link = await call(t, admin, 'POST', '/api/lti/registration-links');
      expect(link.status).toBe(201);
      expect(link.body.url).toMatch(new RegExp(`^${t.url}/lti/register/[A-Za-z0-9_-]{43}$`));
      // Moodle's "Tool URL": the platform adds openid_configuration and registration_token to the pasted link.
      const opened = await fetch(sim.registrationLaunch(link.body.url));
      const html = await opened.text();
      expect(opened.status).toBe(200);
      expect(html).toContain('Assess is registered');
      // The page's own script (built from browser/registered.ts, served from Assess's origin) sends the close message.
      expect(html).toContain('<script type="module" src="/lti/scripts/registered.js"></script>');
      expect(readFileSync(new URL('./browser/registered.ts', import.meta.url), 'utf8')).toContain('org.imsglobal.lti.close');
      const client = sim.clients[0]!;
      expect(client).toMatchObject({ loginUrl: `${t.url}/lti/login`, launchUrl: `${t.url}/lti/launch`, jwksUrl: `${t.url}/lti/jwks` });
      expect(String(client.registration?.['scope']).split(' ')).toEqual(expect.arrayContaining([SCOPE.score, SCOPE.lineItem, SCOPE.memberships]));
      const { rows } = await t.server.db.query<any>(
        'SELECT p.issuer, p.client_id, p.registered_via, d.deployment_id FROM lti_platforms p JOIN lti_deployments d ON d.platform_id = p.id',
      );
      expect(rows).toEqual([{ issuer: sim.issuer, client_id: client.clientId, registered_via: 'dynamic', deployment_id: client.deploymentId }]);
      const keySet = await fetch(`${t.url}/lti/jwks`);
      expect(keySet.headers.get('cache-control')).toBe('public, max-age=300');
      const keys = (await keySet.json()) as any;
      expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(keys.keys[0].d).toBeUndefined();
      // The link has registered its platform: used again (by anyone), it registers nothing.
      const again = await fetch(sim.registrationLaunch(link.body.url));
      expect(again.status).toBe(403);
      expect(await again.text()).toContain('This registration link has already registered a platform; each link registers one.');
      expect(sim.clients).toHaveLength(1);
    });

    it("never lets a registration change a platform already registered (moving its login and key set to an attacker's)", async () => {
      const registered = sim.clients[0]!;
      const before = (await t.server.db.query<any>('SELECT auth_url, jwks_url, token_url FROM lti_platforms')).rows;
      // A platform configuration naming the registered issuer, and a registration answer naming its client ID, with
      // the attacker's own login and key set URLs.
      const evil = createServer((request, response) => {
        const origin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        if (request.url === '/register') {
          response.end(JSON.stringify({ client_id: registered.clientId, 'https://purl.imsglobal.org/spec/lti-tool-configuration': { deployment_id: registered.deploymentId } }));
          return;
        }
        response.end(JSON.stringify({ issuer: sim.issuer, authorization_endpoint: `${origin}/auth`, token_endpoint: `${origin}/token`, jwks_uri: `${origin}/jwks`, registration_endpoint: `${origin}/register` }));
      });
      await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
      try {
        const link = await call(t, admin, 'POST', '/api/lti/registration-links');
        const target = new URL(link.body.url);
        target.searchParams.set('openid_configuration', `http://127.0.0.1:${(evil.address() as AddressInfo).port}/.well-known/openid-configuration`);
        target.searchParams.set('registration_token', 'any');
        const opened = await fetch(target);
        expect(opened.status).toBe(409);
        expect(await opened.text()).toContain('is already registered with Assess; a registration does not change it.');
        expect((await t.server.db.query<any>('SELECT auth_url, jwks_url, token_url FROM lti_platforms')).rows).toEqual(before);
        // The LTI provider's own record of the platform (what verifies launches) is unchanged too.
        const { rows } = await t.server.db.query<any>('SELECT "authEndpoint" AS auth, "authConfig" AS config FROM platforms WHERE "platformUrl" = $1', [sim.issuer]);
        expect(rows).toEqual([{ auth: `${sim.url}/auth`, config: expect.objectContaining({ key: `${sim.url}/jwks` }) }]);
      } finally {
        await new Promise<void>((resolve) => evil.close(() => resolve()));
      }
    });

    it('refuses a registration link that a platform did not sign off, saying what to check, and shows nothing of its answer', async () => {
      const forged = new URL((await call(t, admin, 'POST', '/api/lti/registration-links')).body.url);
      forged.searchParams.set('openid_configuration', `${sim.url}/.well-known/openid-configuration`);
      forged.searchParams.set('registration_token', 'not-issued');
      const opened = await fetch(forged);
      const html = await opened.text();
      expect(opened.status).toBe(502);
      expect(html).toContain('The platform refused the registration: 401 Unauthorized.');
      expect(html).not.toContain('invalid_token');
      expect(html).toContain('What to check');
    });

    it('opens the assessment picker for an instructor adding Assess to the course (deep linking), and the course becomes a class', async () => {
      const picker = await launch(sim, { user: 'teacher-1', courseId: COURSE, messageType: 'LtiDeepLinkingRequest' });
      expect(picker.status).toBe(200);
      expect(picker.html).toContain('Add an Assess assessment');
      expect(picker.html).toContain('You have no assessments yet.');
      teacher = { id: '', email: '', token: picker.data.accessToken };
      const me = await fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${teacher.token}`, apikey: t.anonKey } });
      const user = (await me.json()) as any;
      teacher.id = user.id;
      // The platform's e-mail claim is not the account's address (nothing proves the platform user owns it).
      expect(user.email).toMatch(/^lti-[0-9a-f]{24}@lti\.invalid$/);
      const { rows: roles } = await t.server.db.query<any>('SELECT role FROM user_roles WHERE user_id = $1', [teacher.id]);
      expect(roles).toEqual([{ role: 'teacher' }]);
      const classes = await call(t, teacher, 'GET', '/api/classes');
      expect(classes.body.map((c: any) => c.name)).toEqual(['Biology 101']);
      // The picker's Create wizard offers the course's class first, chosen.
      expect(picker.data.courseClass).toEqual({ id: classes.body[0].id, name: 'Biology 101' });
    });

    it('fills the class from the course roster (NRPS) before the students launch', async () => {
      expect(sim.membershipRequests).toContain(COURSE);
      expect(sim.tokenRequests.some((request) => request.scope === SCOPE.memberships)).toBe(true);
      const classes = await call(t, teacher, 'GET', '/api/classes');
      const roster = await call(t, teacher, 'GET', `/api/classes/${classes.body[0].id}/students`);
      expect(roster.body.students.map((s: any) => s.name).sort()).toEqual(['Lee Learner', 'Quinn Quiet']);
      // Linked accounts, not bare records: the teacher's reports and management show them before they launch.
      expect(roster.body.students.every((s: any) => s.user_id)).toBe(true);
    });

    it("never gives an account the e-mail address a platform claims, so the address's owner keeps it (a platform user's attack)", async () => {
      // The roster and the launches named lee@, quinn@ and tess@school.test; no one has proved owning them.
      const { rows } = await t.server.db.query<any>(`SELECT count(*)::int AS n FROM auth.users WHERE lower(email) LIKE '%@school.test'`);
      expect(rows[0].n).toBe(0);
      const { rows: lee } = await t.server.db.query<any>(`SELECT user_id FROM lti_users WHERE subject = 'learner-1'`);
      // The real owner of the address signs up later: their own new account, not the platform user's.
      const owner = await t.client().auth.signUp({ email: 'lee@school.test', password: 'An0ther-Pass-phrase!' });
      expect(owner.error).toBeNull();
      expect(owner.data.session).not.toBeNull();
      expect(owner.data.user!.id).not.toBe(lee[0].user_id);
      // And recovering the address reaches only that account.
      const { rows: holders } = await t.server.db.query<any>(`SELECT id FROM auth.users WHERE lower(email) = 'lee@school.test'`);
      expect(holders).toEqual([{ id: owner.data.user!.id }]);
    });

    it('places a chosen assessment in the course as a link with a line item (deep linking round trip)', async () => {
      const created = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-with-files', await (async () => {
        const form = new FormData();
        const fields = { title: 'Photosynthesis quiz', description: '', total_marks: '6', time_limit_minutes: '30', difficulty_level: 'medium', instructions: '', instructions_to_students: 'Answer all questions.', status: 'draft', created_at: new Date().toISOString(), subject_name: 'Biology', subject_is_system_defined: 'true', class_name: 'Biology 101', use_file_upload: 'true' };
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append('question_paper', pdfBlob(await linesPdf(PAPER)), 'paper.pdf');
        form.append('mark_scheme', pdfBlob(await linesPdf(SCHEME)), 'scheme.pdf');
        return form;
      })());
      expect(created.status).toBe(201);
      assessmentId = created.body.id;

      const picker = await launch(sim, { user: 'teacher-1', courseId: COURSE, messageType: 'LtiDeepLinkingRequest' });
      expect(picker.html).toContain('Photosynthesis quiz');
      const pick = formOf(picker.html);
      // Loaded again after the Create wizard; sent without a choice; sent with a forged context.
      const refreshed = await post(`${t.url}/lti/pick`, { pick: pick.fields['pick']!, refresh: '1' });
      expect(refreshed.status).toBe(200);
      expect(refreshed.html).toContain('Photosynthesis quiz');
      expect(refreshed.html).toContain('Biology 101');
      const unchosen = await post(`${t.url}/lti/pick`, { pick: pick.fields['pick']! });
      expect(unchosen.status).toBe(422);
      expect(unchosen.html).toContain('Choose one of your assessments.');
      expect(refusal(await post(`${t.url}/lti/pick`, { pick: 'forged', assessment_id: assessmentId }))).toBe('expired_token');
      const answer = await post(`${t.url}${pick.action}`, { ...pick.fields, assessment_id: assessmentId });
      expect(answer.status).toBe(200);
      const back = formOf(answer.html);
      expect(back.action).toMatch(new RegExp(`^${sim.url}/deep-link-return`));
      const returned = await fetch(back.action, { method: 'POST', body: new URLSearchParams(back.fields) });
      expect(returned.status).toBe(200);

      const response = sim.deepLinkingResponses.at(-1)!;
      expect(response[CLAIM.messageType]).toBe(DEEP_LINKING_RESPONSE);
      expect(response[CLAIM.data]).toMatch(/^dl-/);
      expect(response[CLAIM.contentItems]).toEqual([
        expect.objectContaining({
          type: 'ltiResourceLink',
          title: 'Photosynthesis quiz',
          url: `${t.url}/lti/launch`,
          lineItem: { scoreMaximum: 6, label: 'Photosynthesis quiz', resourceId: assessmentId },
          custom: { assessment_id: assessmentId },
        }),
      ]);
      const link = sim.resourceLinks.at(-1)!;
      placedLinkId = link.id;
      expect(sim.lineItems.find((item) => item.id === link.lineItemId)).toMatchObject({ scoreMaximum: 6, resourceLinkId: link.id });
      const sets = await t.server.db.query<any>('SELECT c.name FROM class_assessments ca JOIN classes c ON c.id = ca.class_id WHERE ca.assessment_id = $1', [assessmentId]);
      expect(sets.rows).toEqual([{ name: 'Biology 101' }]);
    });

    it('opens the marks review of the placed assessment for an instructor', async () => {
      const opened = await launch(sim, { user: 'teacher-1', courseId: COURSE, resourceLinkId: placedLinkId });
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({ assessmentId, role: 'teacher', userId: teacher.id, assessmentTitle: 'Photosynthesis quiz' });
      expect(opened.html).toContain('Course gradebook');
      expect(opened.html).toContain('aria-label="Course class"');
      expect(opened.data.classId).toBe((await call(t, teacher, 'GET', '/api/classes')).body[0].id);
      expect(opened.html).toContain('/elements/autoloader.js');
    });

    it('keeps the class current with the course on the next launch, reading every page of the roster', async () => {
      const course = sim.courses.get(COURSE)!;
      sim.membershipPageSize = 2;
      const requests = sim.membershipRequests.length;
      course.members.push({ sub: 'learner-4', name: 'Nia New', roles: [LEARNER] });
      course.members.find((member) => member.sub === 'learner-2')!.status = 'Inactive';
      await launch(sim, { user: 'teacher-1', courseId: COURSE, resourceLinkId: placedLinkId });
      const classes = await call(t, teacher, 'GET', '/api/classes');
      const roster = await call(t, teacher, 'GET', `/api/classes/${classes.body[0].id}/students`);
      expect(roster.body.students.map((s: any) => s.name).sort()).toEqual(['Lee Learner', 'Nia New']);
      // Three active members (the suspended ones are left out, as Moodle does) in pages of two: two requests.
      expect(sim.membershipRequests.length - requests).toBe(2);
      course.members.find((member) => member.sub === 'learner-2')!.status = 'Active';
      sim.membershipPageSize = undefined;
    });

    let student: TestUser;
    let submissionId: string;

    it('lands a student on the assessment they were sent to, signed in, and lets them submit from the frame', async () => {
      const opened = await launch(sim, { user: 'learner-1', courseId: COURSE, resourceLinkId: placedLinkId });
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({ assessmentId, role: 'student', userName: 'Lee Learner' });
      expect(opened.html).not.toContain('Course gradebook');
      // The server's own security headers, not those of the LTI provider's app: a window opened from the frame
      // keeps its opener, and the page's resources need no CORP of their own.
      expect(opened.headers!.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(opened.headers!.get('cross-origin-embedder-policy')).toBeNull();
      expect(opened.headers!.get('content-security-policy')).toMatch(/frame-ancestors /);
      student = userOf(opened);
      // The same account the roster made: matched by issuer and subject.
      const { rows } = await t.server.db.query<any>(`SELECT count(*)::int AS n FROM lti_users WHERE subject = 'learner-1'`);
      expect(rows[0].n).toBe(1);
      const list = await call(t, student, 'GET', '/api/assessments/');
      expect(JSON.stringify(list.body)).toContain('Photosynthesis quiz');
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'Photosynthesis quiz', subject_name: 'Biology', assessment_id: assessmentId, generate_weak_areas_pdf: 'false' }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) }));
      expect(submitted.status).toBe(200);
      const job = await waitForJob(t, student, submitted.body.job_id);
      expect(job.status).toBe('completed');
      submissionId = job.student_assessment_id;
    });

    it('sends released marks to the gradebook, and a changed release sends the new score', async () => {
      const path = `/api/student-assessments/${submissionId}`;
      expect((await call(t, teacher, 'POST', `${path}/release`, {})).status).toBe(200);
      const first = (await call(t, teacher, 'GET', path)).body.results;
      const lineItem = sim.lineItems.find((item) => item.resourceLinkId === placedLinkId)!;
      await until(() => sim.scores.length === 1);
      expect(sim.scores[0]).toMatchObject({
        lineItemId: lineItem.id,
        userId: 'learner-1',
        scoreGiven: first.total_marks_obtained,
        scoreMaximum: first.total_marks,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      });

      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 3 }], teacher_feedback: 'Well explained.' });
      expect((await call(t, teacher, 'POST', `${path}/release`, {})).status).toBe(200);
      const second = (await call(t, teacher, 'GET', path)).body.results;
      await until(() => sim.scores.length === 2);
      expect(sim.scores[1]).toMatchObject({ userId: 'learner-1', scoreGiven: second.total_marks_obtained, scoreMaximum: second.total_marks, comment: 'Well explained.' });
      expect(second.total_marks_obtained).not.toBe(first.total_marks_obtained);
      expect(Date.parse(String(sim.scores[1]!['timestamp']))).toBeGreaterThan(Date.parse(String(sim.scores[0]!['timestamp'])));

      // The gradebook has the score before the worker records it as sent: the teacher's list shows it a moment later.
      const readPassbacks = async () => (await call(t, teacher, 'GET', `/api/lti/passbacks?assessment_id=${assessmentId}`)).body;
      await until(async () => (await readPassbacks())[0]?.status === 'sent');
      expect(await readPassbacks()).toEqual([expect.objectContaining({ student_name: 'Lee Learner', status: 'sent', score_given: second.total_marks_obtained })]);
      expect((await call(t, student, 'GET', `/api/lti/passbacks?assessment_id=${assessmentId}`)).body).toEqual([]);
    });

    it('keeps a failed passback for the teacher to see, and sends it when retried', async () => {
      sim.failScoresWith = 503;
      const path = `/api/student-assessments/${submissionId}`;
      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 2 }] });
      await call(t, teacher, 'POST', `${path}/release`, {});
      const failed = await until(async () => {
        const rows = (await call(t, teacher, 'GET', `/api/lti/passbacks?assessment_id=${assessmentId}`)).body;
        return rows[0]?.status === 'failed' ? rows[0] : undefined;
      });
      expect(failed.last_error).toContain('503');
      // The queue tries again by itself (2 s later, then longer), and the teacher sees each attempt.
      await until(async () => (await call(t, teacher, 'GET', `/api/lti/passbacks?assessment_id=${assessmentId}`)).body[0]?.attempts >= 2);
      sim.failScoresWith = undefined;
      const scores = sim.scores.length;
      expect((await call(t, teacher, 'POST', `/api/lti/passbacks/${failed.id}/retry`)).status).toBe(200);
      await until(() => sim.scores.length > scores);
      const final = (await call(t, teacher, 'GET', path)).body.results;
      expect(sim.scores.at(-1)).toMatchObject({ scoreGiven: final.total_marks_obtained });
      await until(async () => (await call(t, teacher, 'GET', `/api/lti/passbacks?assessment_id=${assessmentId}`)).body[0]?.status === 'sent');
    });

    it('takes a student unenrolled on the platform out of the class, keeping their work (a full roster lists no leavers)', async () => {
      const course = sim.courses.get(COURSE)!;
      const lee = course.members.find((member) => member.sub === 'learner-1')!;
      const classId = (await call(t, teacher, 'GET', '/api/classes')).body[0].id;
      const before = (await call(t, teacher, 'GET', `/api/classes/${classId}/assessments`)).body.find((a: any) => a.assessment_id === assessmentId);
      expect(before.students.map((s: any) => s.name)).toContain('Lee Learner');
      // Unenrolled in the platform: absent from its membership answer, as Moodle lists active enrolments only.
      course.members.splice(course.members.indexOf(lee), 1);
      try {
        await launch(sim, { user: 'teacher-1', courseId: COURSE, resourceLinkId: placedLinkId });
        const roster = await call(t, teacher, 'GET', `/api/classes/${classId}/students`);
        expect(roster.body.students.map((s: any) => s.name)).not.toContain('Lee Learner');
        const after = (await call(t, teacher, 'GET', `/api/classes/${classId}/assessments`)).body.find((a: any) => a.assessment_id === assessmentId);
        expect(after.students.map((s: any) => s.name)).not.toContain('Lee Learner');
        expect(after.student_count).toBe(before.student_count - 1);
        expect(after.submitted_count).toBe(before.submitted_count - 1);
        // Their submission, marks and record stay with the teacher.
        const kept = await call(t, teacher, 'GET', `/api/student-assessments/${submissionId}`);
        expect(kept.status).toBe(200);
        expect(kept.body.results.total_marks_obtained).toEqual(expect.any(Number));
        const records = await call(t, teacher, 'GET', '/api/students/students');
        expect(JSON.stringify(records.body)).toContain('Lee Learner');
      } finally {
        course.members.push(lee);
        await launch(sim, { user: 'teacher-1', courseId: COURSE, resourceLinkId: placedLinkId });
      }
      const back = await call(t, teacher, 'GET', `/api/classes/${classId}/students`);
      expect(back.body.students.map((s: any) => s.name)).toContain('Lee Learner');
    });

    it.skipIf(driver.name !== 'postgres')('sends a passback from a worker process, with an LTI provider of its own on the same database', async () => {
      // What `npm run worker` makes: its own provider, which reads the platform's key and access tokens that the
      // server's provider stored.
      const worker = ltiEngineFor(t.config, t.server.db);
      try {
        const { rows } = await t.server.db.query<any>(
          `UPDATE lti_grade_passbacks SET status = 'pending', updated_at = now() WHERE student_assessment_id = $1 RETURNING id`,
          [submissionId],
        );
        const scores = sim.scores.length;
        const warnings: string[] = [];
        await sendGradePassback({ db: t.server.db, lti: worker, log: { info: () => {}, error: () => {}, warn: (_d, message) => warnings.push(String(message)) } }, rows[0].id);
        expect(warnings).toEqual([]);
        expect(sim.scores.length).toBe(scores + 1);
        expect(sim.scores.at(-1)).toMatchObject({ userId: 'learner-1', activityProgress: 'Completed' });
        const { rows: sent } = await t.server.db.query<any>('SELECT status FROM lti_grade_passbacks WHERE id = $1', [rows[0].id]);
        expect(sent[0].status).toBe('sent');
      } finally {
        await worker.close();
      }
    });

    it('makes a line item for a link the platform placed without one, once (AGS line item service)', async () => {
      sim.addResourceLink({ id: 'link-without-item', courseId: COURSE, title: 'Quiz, second column', custom: { assessment_id: assessmentId } });
      const request = { user: 'teacher-1', courseId: COURSE, resourceLinkId: 'link-without-item' };
      expect((await launch(sim, request)).data).toMatchObject({ assessmentId, role: 'teacher' });
      await launch(sim, request);
      expect(sim.lineItems.filter((item) => item.resourceLinkId === 'link-without-item')).toEqual([
        expect.objectContaining({ scoreMaximum: 6, label: 'Photosynthesis quiz', resourceId: assessmentId }),
      ]);
    });

    it("sends a release's score to the launched link's line item only, and a link set up on first launch keeps the platform's line item", async () => {
      // The teacher also adds the activity by hand (no Select content); the platform makes its gradebook column.
      const byHand = sim.addResourceLink({ id: 'activity-by-hand', courseId: COURSE, title: 'Photosynthesis (activity)', gradebook: { label: 'Photosynthesis (activity)', scoreMaximum: 6 } });
      const picker = await launch(sim, { user: 'teacher-1', courseId: COURSE, resourceLinkId: byHand.id });
      expect(picker.html).toContain('Choose the assessment this link opens');
      const pick = formOf(picker.html);
      const setUp = await post(`${t.url}${pick.action}`, { ...pick.fields, assessment_id: assessmentId });
      expect(setUp.html).toContain('Link set up');
      expect(sim.lineItems.filter((item) => item.resourceLinkId === byHand.id)).toHaveLength(1);
      const { rows } = await t.server.db.query<any>('SELECT lineitem_url FROM lti_resource_links WHERE resource_link_id = $1', [byHand.id]);
      expect(rows).toEqual([{ lineitem_url: `${sim.url}/courses/${COURSE}/lineitems/${byHand.lineItemId}` }]);

      // Three links open the assessment now; the student launched the placed one only.
      const scores = sim.scores.length;
      const path = `/api/student-assessments/${submissionId}`;
      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 4 }] });
      expect((await call(t, teacher, 'POST', `${path}/release`, {})).status).toBe(200);
      await until(async () => {
        const { rows: waiting } = await t.server.db.query<any>(`SELECT count(*)::int AS n FROM lti_grade_passbacks WHERE student_assessment_id = $1 AND status <> 'sent'`, [submissionId]);
        return sim.scores.length > scores && waiting[0].n === 0;
      });
      const placedItem = sim.resourceLinks.find((link) => link.id === placedLinkId)!.lineItemId;
      expect(sim.scores.slice(scores)).toEqual([expect.objectContaining({ lineItemId: placedItem, userId: 'learner-1' })]);
    });

    it('links a platform user to an Assess account only when its owner signs in and confirms in the browser that launched, never on a session a launch gave', async () => {
      sim.courses.get(COURSE)!.members.push({ sub: 'learner-link', name: 'Lin Linked', email: 'lin@school.test', roles: [LEARNER] });
      const opened = await launch(sim, { user: 'learner-link', courseId: COURSE, resourceLinkId: placedLinkId });
      expect(opened.html).toContain('Already use Assess? Use your own account');
      const linkUrl: string = opened.data.accountLinkUrl;
      expect(linkUrl.startsWith(`${t.url}/lti/link#`)).toBe(true);
      // The launch binds the link to its browser with a cookie that reaches the launch page's own requests in a
      // course frame (partitioned), for the link's 10 minutes; its secret is kept only as a hash.
      const launchCookie = opened.headers!.getSetCookie().find((cookie) => cookie.startsWith('lti_link_launch='))!;
      expect(launchCookie).toMatch(/^lti_link_launch=[\w-]{43}; Path=\/lti\/link; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned$/);
      const { rows: kept } = await t.server.db.query<any>('SELECT launch_binding_hash FROM lti_account_links');
      expect(kept.map((row: any) => row.launch_binding_hash)).not.toContain(launchCookie.split(';')[0]!.split('=')[1]);
      const token = linkTokenOf(opened);
      const page = await fetch(`${t.url}/lti/link`);
      expect(await page.text()).toContain('Use your own Assess account');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
      // The launch page hands the link to the window it opened; the window claims it and gets a cookie of its own.
      const requests = accountLinkRequests(t);
      const handed = await requests.handOff(token, opened.cookies);
      expect(handed.status).toBe(200);
      // Only Assess's own pages ask for a hand-over or a claim.
      expect((await fetch(`${t.url}/lti/link/handoff`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://elsewhere.test', cookie: opened.cookies.join('; ') }, body: JSON.stringify({ token }) })).status).toBe(403);
      const claimed = await requests.claim(token, handed.body.code);
      expect(claimed.body).toMatchObject({ course: 'Biology 101', name: 'Lin Linked', role: 'student' });
      expect((await requests.claim(token, handed.body.code)).status).toBe(403);
      const windowCookies = claimed.cookies;
      // Not without signing in, not with the session the launch gave, not with a made-up token.
      expect((await requests.confirm(null, token, windowCookies)).status).toBe(401);
      const courseSession = await requests.confirm(userOf(opened), token, windowCookies);
      expect(courseSession.status).toBe(409);
      expect(courseSession.body.detail).toBe('Course accounts cannot be linked to each other; sign in with your own Assess account.');
      const owner = await signUp(t, 'student', 'Lin Owner');
      expect((await requests.confirm(owner, `${token}x`, windowCookies)).status).toBe(400);
      // The owner, signed in to their own account, confirms: the course opens their account from now on.
      const linked = await requests.confirm(owner, token, windowCookies);
      expect(linked).toMatchObject({ status: 200, body: { linked: true } });
      const again = await launch(sim, { user: 'learner-link', courseId: COURSE, resourceLinkId: placedLinkId });
      expect(again.data).toMatchObject({ userId: owner.id, role: 'student' });
      expect(again.data.accountLinkUrl).toBeUndefined();
      const classId = (await call(t, teacher, 'GET', '/api/classes')).body[0].id;
      const roster = await call(t, teacher, 'GET', `/api/classes/${classId}/students`);
      expect(roster.body.students.find((s: any) => s.name === 'Lin Linked')?.user_id).toBe(owner.id);
      // The link is used once.
      expect((await requests.confirm(owner, token, windowCookies)).status).toBe(400);
      // A course account that already has work stays as it is.
      const lee = await launch(sim, { user: 'learner-1', courseId: COURSE, resourceLinkId: placedLinkId });
      const leeHanded = await requests.handOff(linkTokenOf(lee), lee.cookies);
      const leeWindow = await requests.claim(linkTokenOf(lee), leeHanded.body.code);
      const refused = await requests.confirm(await signUp(t, 'student'), linkTokenOf(lee), leeWindow.cookies);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toContain('already has work in Assess');
    });

    it("refuses a co-teacher setting work for the course's class, which the teacher who added Assess keeps (a teacher's attack)", async () => {
      sim.addCourse({
        id: 'chem-101',
        title: 'Chemistry 101',
        members: [
          { sub: 'teacher-2', name: 'Owen Owner', roles: [INSTRUCTOR] },
          { sub: 'teacher-3', name: 'Cora Colleague', roles: [INSTRUCTOR] },
        ],
      });
      const owner = await launch(sim, { user: 'teacher-2', courseId: 'chem-101', messageType: 'LtiDeepLinkingRequest' });
      const courseClass = owner.data.courseClass;
      expect(courseClass).toMatchObject({ name: 'Chemistry 101' });
      const first = await launch(sim, { user: 'teacher-3', courseId: 'chem-101', messageType: 'LtiDeepLinkingRequest' });
      // The Create wizard offers the colleague no class they may not use, and refuses it when sent anyway.
      expect(first.data.courseClass).toBeUndefined();
      const colleague = userOf(first);
      const form = new FormData();
      const fields = { title: 'Colleague quiz', total_marks: '6', time_limit_minutes: '30', difficulty_level: 'medium', instructions_to_students: 'Answer all questions.', status: 'draft', created_at: new Date().toISOString(), subject_name: 'Chemistry', class_name: 'Chemistry 101' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('question_paper', pdfBlob(await linesPdf(PAPER)), 'paper.pdf');
      form.append('mark_scheme', pdfBlob(await linesPdf(SCHEME)), 'scheme.pdf');
      form.append('class_id', courseClass.id);
      expect(await call(t, colleague, 'POST', '/api/assessments/create-comprehensive-with-files', form)).toEqual({ status: 404, body: { detail: 'Class not found' } });
      form.delete('class_id');
      const created = await call(t, colleague, 'POST', '/api/assessments/create-comprehensive-with-files', form);
      expect(created.status).toBe(201);

      const picker = await launch(sim, { user: 'teacher-3', courseId: 'chem-101', messageType: 'LtiDeepLinkingRequest' });
      const pick = formOf(picker.html);
      const answer = await post(`${t.url}${pick.action}`, { ...pick.fields, assessment_id: created.body.id });
      expect(answer.status).toBe(403);
      expect(refusal(answer)).toBe('not_class_teacher');
      const { rows } = await t.server.db.query('SELECT 1 FROM class_assessments WHERE assessment_id = $1', [created.body.id]);
      expect(rows).toHaveLength(0);
      expect(sim.deepLinkingResponses.some((response) => JSON.stringify(response).includes(created.body.id))).toBe(false);
    });

    describe('refuses bad launches with a page that says what to check, and signs nobody in', () => {
      const cases: [string, Partial<LaunchRequest> & { tamper?: LaunchRequest['tamper'] }, string, number][] = [
        ['a token signed with a key not in the platform key set', { tamper: { foreignKey: true } }, 'bad_signature', 401],
        ['an expired token', { tamper: { expiresIn: -120 } }, 'expired_token', 401],
        ['an unknown deployment', { tamper: { deploymentId: 'not-registered' } }, 'unknown_deployment', 403],
        ['a token for another client', { tamper: { audience: 'someone-else' } }, 'wrong_audience', 403],
        ['a nonce that does not answer the login', { tamper: { nonce: 'made-up' } }, 'replayed_nonce', 401],
        ['a missing deployment claim', { tamper: { omit: [CLAIM.deploymentId] } }, 'missing_claim', 400],
        ['a missing message type', { tamper: { omit: [CLAIM.messageType] } }, 'missing_claim', 400],
        ['a missing version', { tamper: { omit: [CLAIM.version] } }, 'missing_claim', 400],
        ['a missing roles claim', { tamper: { omit: [CLAIM.roles] } }, 'missing_claim', 400],
        ['a missing resource link', { tamper: { omit: [CLAIM.resourceLink] } }, 'missing_claim', 400],
        ['a missing subject', { tamper: { omit: ['sub'] } }, 'missing_claim', 400],
      ];
      it.each(cases)('%s', async (_name, change, code, status) => {
        const sessions = await t.server.db.query<any>('SELECT count(*)::int AS n FROM auth.sessions');
        const opened = await launch(sim, { user: 'learner-2', courseId: COURSE, resourceLinkId: placedLinkId, ...change });
        expect(opened.status).toBe(status);
        expect(refusal(opened)).toBe(code);
        expect(opened.html).toContain('What to check');
        expect(opened.html).not.toContain('access_token');
        expect((await t.server.db.query<any>('SELECT count(*)::int AS n FROM auth.sessions')).rows[0].n).toBe(sessions.rows[0].n);
      });

      it('a replayed launch (the same id token and state posted again)', async () => {
        const login = await startLogin(sim.loginInitiation({ user: 'learner-2', courseId: COURSE, resourceLinkId: placedLinkId }));
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const form = formOf(await (await fetch(login.headers.get('location')!)).text());
        expect((await post(form.action, form.fields, cookie)).status).toBe(200);
        const again = await post(form.action, form.fields, cookie);
        expect(again.status).toBe(401);
        expect(refusal(again)).toBe('replayed_nonce');
      });

      it('the id token of one login posted with the state of another', async () => {
        const first = await startLogin(sim.loginInitiation({ user: 'learner-2', courseId: COURSE, resourceLinkId: placedLinkId }));
        const firstForm = formOf(await (await fetch(first.headers.get('location')!)).text());
        const second = await startLogin(sim.loginInitiation({ user: 'learner-2', courseId: COURSE, resourceLinkId: placedLinkId }));
        const secondCookie = second.headers.get('set-cookie')!.split(';')[0]!;
        const secondState = new URL(second.headers.get('location')!).searchParams.get('state')!;
        const mixed = await post(firstForm.action, { id_token: firstForm.fields['id_token']!, state: secondState }, secondCookie);
        expect(refusal(mixed)).toBe('replayed_nonce');
      });

      it('an unknown state, and a login from an unknown issuer', async () => {
        const unknownState = await post(`${t.url}/lti/launch`, { id_token: sim.lastIdToken!, state: 'never-issued' });
        expect(refusal(unknownState)).toBe('bad_state');
        const stranger = await fetch(`${t.url}/lti/login?iss=${encodeURIComponent('https://lms.unknown.test')}&login_hint=x&target_link_uri=${encodeURIComponent(`${t.url}/lti/launch`)}`);
        expect(stranger.status).toBe(403);
        expect(await stranger.text()).toContain('No platform with the issuer https://lms.unknown.test is registered with Assess.');
      });

      it('a student whose link opens nothing yet', async () => {
        const opened = await launch(sim, { user: 'learner-2', courseId: COURSE, resourceLinkId: 'never-placed' });
        expect(refusal(opened)).toBe('not_placed');
      });
    });

    it('offers a new window when the frame refuses the cookie, and the launch completes there with a platform that answers each launch once', async () => {
      const request = { user: 'learner-2', courseId: COURSE, resourceLinkId: placedLinkId };
      const refusedBefore = sim.refusedHints;
      // In the course frame the browser refuses Assess's cookie: found out before the platform is asked for the
      // launch, so the platform's one-time launch (its lti_message_hint) is still unused.
      const blocked = await startLogin(sim.loginInitiation(request), { keepsCookies: false });
      const html = await blocked.text();
      expect(blocked.status).toBe(200);
      expect(html).toContain('Open in a new window');
      expect(html).not.toContain('access_token');
      const newWindowOf = (page: string) => /id="open-window" href="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
      const newWindow = newWindowOf(html);
      expect(newWindow.startsWith(`${t.url}/lti/login?`)).toBe(true);
      // In its own window the cookie is first-party: the login goes through, and the platform gives the launch.
      const login = await startLogin(newWindow);
      expect(login.status).toBe(302);
      const authorised = await fetch(login.headers.get('location')!);
      expect(authorised.status).toBe(200);
      const form = formOf(await authorised.text());
      const opened = await post(form.action, form.fields, login.headers.get('set-cookie')!.split(';')[0]!);
      expect(opened.data).toMatchObject({ assessmentId, role: 'student', userName: 'Quinn Quiet' });
      expect(sim.refusedHints).toBe(refusedBefore);

      // Still bound to the browser that started the login: the launch posted without its cookie is refused.
      const other = await startLogin(newWindowOf(await (await startLogin(sim.loginInitiation(request), { keepsCookies: false })).text()));
      const otherForm = formOf(await (await fetch(other.headers.get('location')!)).text());
      const elsewhere = await post(otherForm.action, otherForm.fields);
      expect(refusal(elsewhere)).toBe('cookies_blocked');
      expect(elsewhere.data).toBeUndefined();
    });

    it('registers a platform by hand for an administrator, with every field checked', async () => {
      const tool = await call(t, null, 'GET', '/api/lti/tool');
      expect(tool.body).toMatchObject({ login_url: `${t.url}/lti/login`, launch_url: `${t.url}/lti/launch`, jwks_url: `${t.url}/lti/jwks` });
      const admin = await signUp(t, 'admin');
      expect((await call(t, teacher, 'POST', '/api/lti/platforms', {})).status).toBe(403);
      const bad = await call(t, admin, 'POST', '/api/lti/platforms', { issuer: 'not a url', client_id: '' });
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: any) => d.msg)).toEqual([
        'Issuer must be an http or https URL',
        'Client ID is required',
        'Authentication request URL is required',
        'Access token URL is required',
        'Key set URL is required',
        'At least one deployment ID is required',
      ]);
      const manual = await startPlatformSimulator();
      try {
        const saved = await call(t, admin, 'POST', '/api/lti/platforms', {
          name: 'Manual LMS', issuer: manual.issuer, client_id: 'manual-client', auth_url: `${manual.url}/auth`, token_url: `${manual.url}/token`, jwks_url: `${manual.url}/jwks`, deployment_ids: 'dep-a, dep-b',
        });
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject({ registered_via: 'manual', deployment_ids: ['dep-a', 'dep-b'] });
        manual.addClient({ clientId: 'manual-client', deploymentId: 'dep-b', loginUrl: tool.body.login_url, launchUrl: tool.body.launch_url, jwksUrl: tool.body.jwks_url });
        manual.addCourse({ id: 'c1', title: 'Chemistry', members: [{ sub: 'prof', name: 'Pat Prof', roles: ['Instructor'] }] });
        const opened = await launch(manual, { user: 'prof', courseId: 'c1', messageType: 'LtiDeepLinkingRequest' });
        expect(opened.status).toBe(200);
        expect(opened.html).toContain('Add an Assess assessment');
        const listed = await call(t, admin, 'GET', '/api/lti/platforms');
        expect(listed.body.map((p: any) => p.registered_via)).toEqual(['dynamic', 'manual']);
      } finally {
        await manual.close();
      }
    });
  });
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`LTI platforms registered before the LTI provider kept them, on ${driver.name}`, () => {
    it('are registered with the provider when it starts, and their launches and key set work', async () => {
      const t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true' }, { plugins: productPlugins });
      const sim = await startPlatformSimulator();
      try {
        const client = sim.addClient({ loginUrl: `${t.url}/lti/login`, launchUrl: `${t.url}/lti/launch`, jwksUrl: `${t.url}/lti/jwks` });
        // As an earlier Assess stored it: in lti_platforms and lti_deployments only, before any LTI request.
        const { rows } = await t.server.db.query<any>(
          `INSERT INTO lti_platforms (name, issuer, client_id, auth_url, token_url, jwks_url, registered_via)
           VALUES ('Earlier LMS', $1, $2, $3, $4, $5, 'manual') RETURNING id`,
          [sim.issuer, client.clientId, `${sim.url}/auth`, `${sim.url}/token`, `${sim.url}/jwks`],
        );
        await t.server.db.query('INSERT INTO lti_deployments (platform_id, deployment_id) VALUES ($1, $2)', [rows[0].id, client.deploymentId]);
        sim.addCourse({ id: 'c1', title: 'Chemistry', members: [{ sub: 'prof', name: 'Pat Prof', roles: [INSTRUCTOR] }] });
        const opened = await launch(sim, { user: 'prof', courseId: 'c1', messageType: 'LtiDeepLinkingRequest' });
        expect(opened.status).toBe(200);
        expect(opened.html).toContain('Add an Assess assessment');
        const keys = (await (await fetch(`${t.url}/lti/jwks`)).json()) as any;
        expect(keys.keys).toHaveLength(1);
      } finally {
        await t.close();
        await sim.close();
      }
      // A server of its own starts in this test, and its LTI provider on the first launch: slow on a busy machine.
    }, 90_000);
  });
}

describe.skipIf(Boolean(drivers[0]!.skip))("LTI registration's requests to platforms (server-side request forgery)", () => {
  let t: TestServer;
  let admin: TestUser;
  // A service inside the server's network that an outsider would like to reach through the registration.
  const internalHits: string[] = [];
  const internal = createServer((request, response) => {
    internalHits.push(request.url ?? '');
    if (request.url === '/moved') {
      response.writeHead(302, { location: `http://127.0.0.1:${(internal.address() as AddressInfo).port}/secret` });
      response.end();
      return;
    }
    response.writeHead(request.url === '/broken' ? 500 : 200, { 'content-type': request.url === '/not-json' ? 'text/html' : 'application/json' });
    response.end(request.url === '/not-json' ? '<html>INTERNAL-SECRET-42</html>' : request.url === '/broken' ? 'INTERNAL-SECRET-42 stack trace' : '{"secret": "INTERNAL-SECRET-42"}');
  });
  const internalUrl = (path: string, host = '127.0.0.1') => `http://${host}:${(internal.address() as AddressInfo).port}${path}`;

  async function register(configurationUrl: string, server = t) {
    const link = await call(server, server === t ? admin : await signUp(server, 'admin'), 'POST', '/api/lti/registration-links');
    const target = new URL(link.body.url);
    target.searchParams.set('openid_configuration', configurationUrl);
    target.searchParams.set('registration_token', 'token');
    const opened = await fetch(target);
    return { status: opened.status, html: await opened.text() };
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    // The default: no LTI_ALLOW_PRIVATE_ADDRESSES.
    t = await startTestServer(drivers[0]!, { AUTH_AUTOCONFIRM: 'true' }, { plugins: productPlugins });
    admin = await signUp(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => internal.close(() => resolve()));
  });

  it('refuses private and loopback addresses however they are written, without a request', async () => {
    const port = (internal.address() as AddressInfo).port;
    for (const address of [internalUrl('/secret'), `http://127.1:${port}/secret`, `http://0x7f000001:${port}/secret`, `http://[::ffff:127.0.0.1]:${port}/secret`, `http://[::1]:${port}/secret`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://192.168.1.1/']) {
      const opened = await register(address);
      expect(opened.status, address).toBe(400);
      expect(opened.html, address).toContain('is a private or local address.');
      expect(opened.html, address).toContain('LTI_ALLOW_PRIVATE_ADDRESSES');
    }
    expect(internalHits).toEqual([]);
  });

  it('refuses a name that resolves to a private address, checked on the address it connects to', async () => {
    // A name, not an address: it resolves to loopback, which is refused when connecting.
    const opened = await register(`http://localhost:${(internal.address() as AddressInfo).port}/secret`);
    expect(opened.status).toBe(400);
    expect(opened.html).toContain('is a private or local address.');
    expect(internalHits).toEqual([]);
  });

  it('where an operator allows private addresses: follows no redirect and shows nothing of an answer', async () => {
    const allowed = await startTestServer(drivers[0]!, { AUTH_AUTOCONFIRM: 'true', LTI_ALLOW_PRIVATE_ADDRESSES: 'on' }, { plugins: productPlugins });
    try {
      const moved = await register(internalUrl('/moved'), allowed);
      expect(moved.status).toBe(502);
      expect(moved.html).toContain('the platform answered with a redirect (302), which Assess does not follow.');
      expect(internalHits).toEqual(['/moved']);
      for (const path of ['/broken', '/not-json', '/secret']) {
        const answer = await register(internalUrl(path), allowed);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.html, path).not.toContain('INTERNAL-SECRET-42');
      }
      expect((await register(internalUrl('/broken'), allowed)).html).toContain('configuration could not be read: 500 Internal Server Error.');
    } finally {
      await allowed.close();
    }
    // A second server starts in this test.
  }, 90_000);
});

/** Waits for a condition the job queue makes true (a score reaching the platform). */
async function until<T>(check: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
