/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API and the tool's pages, checked by the assertions */
// Attacks on linking a course account (a platform user's) to an Assess account, each written as the attacker's
// requests: a learner sends the "Use your own account" address of their launch to someone signed in to Assess (a
// teacher, an administrator, another student) so that their launches open that person's account; a link confirmed
// long after its launch; a link to an account of another role; a platform's page framing the confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformSimulator, type PlatformSimulator } from '@assess/lti/testing';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { productPlugins } from '../product/index.js';
import { call, signUp, type TestUser } from '../product/testing/server.js';
import { accountLinkRequests, INSTRUCTOR, launch, LEARNER, linkTokenOf, registerPlatform, type AccountLinkRequests, type Launch } from '../product/testing/lti.js';

const drivers = await testDrivers();

const COURSE = 'eng-201';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`LTI account-link attacks on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    let sim: PlatformSimulator;
    let admin: TestUser;
    let linkRequests: AccountLinkRequests;
    let linkId: string;
    let platformName: string;

    beforeAll(async () => {
      // The platform simulator runs on this machine: the operator allows the server to reach private addresses.
      t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', LTI_ALLOW_PRIVATE_ADDRESSES: 'on' }, { plugins: productPlugins });
      linkRequests = accountLinkRequests(t);
      admin = await signUp(t, 'admin', 'Ada Admin');
      sim = await startPlatformSimulator();
      await registerPlatform(t, admin, sim);
      platformName = (await t.server.db.query<any>('SELECT name FROM lti_platforms')).rows[0].name;
      const members = [
        { sub: 'teacher-1', name: 'Tess Teacher', roles: [INSTRUCTOR] },
        { sub: 'teacher-2', name: 'Theo Newcomer', roles: [INSTRUCTOR] },
        ...['lee', 'lou', 'liv', 'lin', 'lex'].map((name) => ({ sub: `learner-${name}`, name: `${name[0]!.toUpperCase()}${name.slice(1)} Learner`, roles: [LEARNER] })),
      ];
      sim.addCourse({ id: COURSE, title: 'English 201', members });
      // The course's teacher adds Assess (the course becomes their class) and places one of their assessments.
      const picker = await launch(sim, { user: 'teacher-1', courseId: COURSE, messageType: 'LtiDeepLinkingRequest' });
      const teacherId = (await t.server.db.query<any>(`SELECT user_id FROM lti_users WHERE subject = 'teacher-1'`)).rows[0].user_id;
      expect(picker.status).toBe(200);
      const { rows } = await t.server.db.query<any>(
        `INSERT INTO assessments (title, creator_id, class_id, source, status)
         SELECT 'Poetry essay', $1, class_id, 'upload', 'completed' FROM lti_contexts WHERE context_id = $2 RETURNING id`,
        [teacherId, COURSE],
      );
      linkId = sim.addResourceLink({ id: 'poetry-essay', courseId: COURSE, title: 'Poetry essay', custom: { assessment_id: rows[0].id } }).id;
    });
    afterAll(async () => {
      await t?.close();
      await sim?.close();
    });

    /** A platform user's launch of the placed link, in their own browser (its cookies kept in `opened.cookies`). */
    const launchAs = (user: string): Promise<Launch> => launch(sim, { user, courseId: COURSE, resourceLinkId: linkId });

    /** The launch browser's whole link flow up to the confirmation: its frame hands the link to its link window. */
    async function linkWindowOf(opened: Launch) {
      const token = linkTokenOf(opened);
      const handed = await linkRequests.handOff(token, opened.cookies);
      expect(handed.status).toBe(200);
      const claimed = await linkRequests.claim(token, handed.body.code);
      expect(claimed.status).toBe(200);
      return { token, cookies: claimed.cookies, claimed: claimed.body };
    }

    /** Who a platform user's launches open, and whose class records name them. */
    async function accountState(subject: string) {
      const { rows: account } = await t.server.db.query<any>('SELECT user_id FROM lti_users WHERE subject = $1', [subject]);
      const { rows: records } = await t.server.db.query<any>('SELECT id, user_id FROM students WHERE user_id = $1 ORDER BY id', [account[0].user_id]);
      return { userId: account[0].user_id as string, records };
    }

    it("refuses a learner's link address confirmed in another browser by someone signed in to Assess, and their launches keep their own account", async () => {
      const learner = await launchAs('learner-lee');
      expect(learner.status).toBe(200);
      const before = await accountState('learner-lee');
      expect(before.records).toHaveLength(1);
      const token = linkTokenOf(learner);
      // The victim: another student, signed in to Assess in their own browser, who opens the address sent to them.
      const victim = await signUp(t, 'student', 'Vic Victim');
      const page = await fetch(`${t.url}/lti/link`);
      expect(page.status).toBe(200);
      // Their browser holds none of the launch's cookies: nothing to confirm, nothing to hand over, nothing to claim.
      const confirmed = await linkRequests.confirm(victim, token, []);
      expect(confirmed.status).toBe(403);
      expect(confirmed.body.detail).toBe('This link works only in the browser that opened Assess from the course, within 10 minutes. Open Assess from the course again.');
      const handed = await linkRequests.handOff(token, []);
      expect(handed.status).toBe(403);
      expect(handed.body.detail).toBe('This link works only in the browser that opened Assess from the course, within 10 minutes. Open Assess from the course again.');
      expect((await linkRequests.claim(token, 'a-guessed-code')).status).toBe(403);
      // A cookie of the launch browser that is not the link window's (the launch's own, sent along) is no better.
      expect((await linkRequests.confirm(victim, token, learner.cookies)).status).toBe(403);
      const again = await launchAs('learner-lee');
      expect(again.data.userId).toBe(before.userId);
      expect(again.data.userId).not.toBe(victim.id);
      expect(await accountState('learner-lee')).toEqual(before);
    });

    it('refuses a link confirmed after it expired (10 minutes after its launch), in the very browser that launched', async () => {
      const learner = await launchAs('learner-lou');
      const before = await accountState('learner-lou');
      const owner = await signUp(t, 'student', 'Lou Owner');
      const window = await linkWindowOf(learner);
      // Eleven minutes pass.
      await t.server.db.query(`UPDATE lti_account_links SET created_at = created_at - interval '11 minutes'`);
      const late = await linkRequests.confirm(owner, window.token, window.cookies);
      expect(late.status).toBe(400);
      expect(late.body.detail).toBe('This link has expired (after 10 minutes) or is not valid. Open Assess from the course again to get a new one.');
      expect((await linkRequests.handOff(window.token, learner.cookies)).status).toBe(400);
      expect(await accountState('learner-lou')).toEqual(before);
    });

    it("refuses a learner's link confirmed by a teacher or an administrator, even in the learner's own browser, and moves no class record", async () => {
      const learner = await launchAs('learner-liv');
      const before = await accountState('learner-liv');
      expect(before.records).toHaveLength(1);
      const teacher = await signUp(t, 'teacher', 'Tara Teacher');
      // The report's attack: the address alone, confirmed by the teacher in the teacher's browser.
      expect((await linkRequests.confirm(teacher, linkTokenOf(learner), [])).status).toBe(403);
      // Even where the teacher (or an administrator) signs in on the learner's machine, a student's course account
      // never opens a teacher's or an administrator's account.
      for (const [higher, whose] of [[teacher, "a teacher's"], [admin, "an administrator's"]] as const) {
        const window = await linkWindowOf(learner);
        const refused = await linkRequests.confirm(higher, window.token, window.cookies);
        expect(refused.status).toBe(409);
        expect(refused.body.detail).toBe(`This course account is a student's: it can be linked only to a student's Assess account, and yours is ${whose}.`);
      }
      const again = await launchAs('learner-liv');
      expect(again.data).toMatchObject({ userId: before.userId, role: 'student' });
      expect(await accountState('learner-liv')).toEqual(before);
      const { rows } = await t.server.db.query<any>('SELECT subject FROM lti_users WHERE user_id = ANY($1)', [[teacher.id, admin.id]]);
      expect(rows).toEqual([]);
      const { rows: roles } = await t.server.db.query<any>('SELECT role FROM user_roles WHERE user_id = $1', [before.userId]);
      expect(roles).toEqual([{ role: 'student' }]);
    });

    it("refuses a link to an account whose role differs from the course's, saying which role it takes", async () => {
      // A teacher of the course (not its class's owner, so their course account holds nothing) and a student's account.
      const courseTeacher = await launchAs('teacher-2');
      expect(courseTeacher.data.role).toBe('teacher');
      const studentAccount = await signUp(t, 'student', 'Stu Student');
      const teacherWindow = await linkWindowOf(courseTeacher);
      const refused = await linkRequests.confirm(studentAccount, teacherWindow.token, teacherWindow.cookies);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe("This course account is a teacher's: it can be linked only to a teacher's Assess account, and yours is a student's.");
      // A learner and an independent student's account: not a student of a school's classes, so refused too.
      const learner = await launchAs('learner-lin');
      const independent = await signUp(t, 'independent_student', 'Ivy Independent');
      const learnerWindow = await linkWindowOf(learner);
      const alsoRefused = await linkRequests.confirm(independent, learnerWindow.token, learnerWindow.cookies);
      expect(alsoRefused.status).toBe(409);
      expect(alsoRefused.body.detail).toBe("This course account is a student's: it can be linked only to a student's Assess account, and yours is an independent student's.");
      expect((await launchAs('teacher-2')).data.userId).toBe(courseTeacher.data.userId);
    });

    it('answers the link confirmation page with frame-ancestors none and X-Frame-Options DENY, whatever platforms are registered', async () => {
      expect((await t.server.db.query<any>('SELECT count(*)::int AS n FROM lti_platforms')).rows[0].n).toBeGreaterThan(0);
      const page = await fetch(`${t.url}/lti/link`);
      expect(page.status).toBe(200);
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy.split(';').map((directive) => directive.trim())).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain(new URL(sim.url).origin);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    });

    it('names the course account being linked (platform, course, name on the platform) to whoever is about to confirm', async () => {
      const learner = await launchAs('learner-lex');
      const window = await linkWindowOf(learner);
      expect(window.claimed).toEqual({ platform: platformName, course: 'English 201', name: 'Lex Learner', role: 'student' });
      // The page shows them in its own places, filled from the claim.
      const html = await (await fetch(`${t.url}/lti/link`)).text();
      for (const id of ['link-platform', 'link-course', 'link-name']) expect(html).toContain(`id="${id}"`);
      // The address carries the token only: without the launch browser's hand-over, the page learns nothing of whose it is.
      expect((await linkRequests.claim(window.token, 'not-the-code')).status).toBe(403);
      expect((await call(t, null, 'GET', '/lti/link')).body).not.toContain('Lex Learner');
    });
  });
}
