// Attacks on accounts, each written as the attacker's requests: squatting an address before its owner signs up,
// keeping a session after the password changed, outliving any session lifetime, locking the owner out, and
// telling accounts apart by how long a sign-in takes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { openMailLink, postAuth, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { createUser } from '../auth/users.js';

// Counts every password hash check the server makes, to see that each sign-in makes exactly one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

const drivers = await testDrivers();
const VICTIM_PASSWORD = 'Victim-passw0rd-1';
const ATTACKER_PASSWORD = 'Attacker-passw0rd-1';

const auth = (t: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) => postAuth(t.url, t.anonKey, path, body, headers);

const signIn = (t: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  auth(t, '/token?grant_type=password', { email, password }, headers);

async function user(t: TestServer, accessToken: string): Promise<number> {
  return (await fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.anonKey, authorization: `Bearer ${accessToken}` } })).status;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`account attacks on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;

    beforeAll(async () => {
      // One proxy in front, so that each test client can come from an address of its own.
      t = await startTestServer(driver, { TRUST_PROXY: 'on', RATE_LIMIT_PER_ADDRESS: '3' });
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('telling registered addresses from new ones', () => {
      it('gets the same answer for an address with an account as for one without', async () => {
        const registered = uniqueEmail('member');
        await auth(t, '/signup', { email: registered, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(registered)).links[0]!)).error).toBeNull();
        const fresh = uniqueEmail('fresh');
        // The attacker signs each address up twice with the same profile and compares the answers.
        const answers = [];
        for (const email of [registered, fresh]) {
          const first = await auth(t, '/signup', { email, password: ATTACKER_PASSWORD, data: { first_name: 'Eve' } });
          const second = await auth(t, '/signup', { email, password: ATTACKER_PASSWORD, data: { first_name: 'Eve' } });
          expect(first.status).toBe(200);
          expect(second.status).toBe(200);
          answers.push({ first: first.json, second: second.json });
        }
        const shape = (answer: Record<string, unknown>): unknown =>
          JSON.parse(
            JSON.stringify(answer, (key, value) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? 'date' : key.endsWith('id') || key === 'sub' ? 'id' : value)),
          );
        const [member, newcomer] = answers;
        expect(JSON.stringify(shape(member!.first)).replaceAll(registered, 'x')).toBe(JSON.stringify(shape(newcomer!.first)).replaceAll(fresh, 'x'));
        // The id is as stable across sign-ups for the one as for the other.
        expect(member!.first.id === member!.second.id).toBe(newcomer!.first.id === newcomer!.second.id);
        // The registered password still works; the attacker's does not.
        expect((await signIn(t, registered, VICTIM_PASSWORD)).status).toBe(200);
        expect((await signIn(t, registered, ATTACKER_PASSWORD)).status).toBe(400);
      });

      it("tells the owner of a registered address that someone tried to sign it up, once an hour whoever asks", async () => {
        const registered = uniqueEmail('owner');
        await auth(t, '/signup', { email: registered, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(registered)).links[0]!)).error).toBeNull();
        const mailsTo = async () => (await t.outbox()).filter((entry) => entry.to === registered);
        const before = (await mailsTo()).length;

        expect((await auth(t, '/signup', { email: registered, password: ATTACKER_PASSWORD }, { 'x-forwarded-for': '192.0.2.31' })).status).toBe(200);
        const notice = await t.lastMail(registered);
        expect(notice.subject).toBe('Someone tried to sign up with your e-mail address');
        expect(notice.text).toContain('already has an account');
        const site = t.config.siteUrl.replace(/\/+$/, '');
        expect(notice.links).toEqual([`${site}/login`, `${site}/forgot-password`]);

        // Another client's try within the hour answers alike and sends nothing more.
        expect((await auth(t, '/signup', { email: registered, password: ATTACKER_PASSWORD }, { 'x-forwarded-for': '192.0.2.32' })).status).toBe(200);
        expect(await mailsTo()).toHaveLength(before + 1);
        // The owner's account is untouched.
        expect((await signIn(t, registered, VICTIM_PASSWORD)).status).toBe(200);
      });
    });

    describe('pre-registration takeover', () => {
      it('the attacker signs up first; the owner signs up and confirms: only the owner\'s password works', async () => {
        const email = uniqueEmail('victim');
        expect((await auth(t, '/signup', { email, password: ATTACKER_PASSWORD })).status).toBe(200);
        expect((await auth(t, '/signup', { email, password: VICTIM_PASSWORD })).status).toBe(200);
        // The owner follows the link of the sign-up they just made: the newest message.
        expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error).toBeNull();
        expect((await signIn(t, email, ATTACKER_PASSWORD)).json.code).toBe('invalid_credentials');
        expect((await signIn(t, email, VICTIM_PASSWORD)).status).toBe(200);
      });

      it('the owner signs up first; the attacker signs up after: the owner\'s own link still gives the owner\'s password', async () => {
        const email = uniqueEmail('victim');
        await auth(t, '/signup', { email, password: VICTIM_PASSWORD });
        const ownersLink = (await t.lastMail(email)).links[0]!;
        await auth(t, '/signup', { email, password: ATTACKER_PASSWORD });
        expect((await openMailLink(t, ownersLink)).error).toBeNull();
        expect((await signIn(t, email, ATTACKER_PASSWORD)).json.code).toBe('invalid_credentials');
        expect((await signIn(t, email, VICTIM_PASSWORD)).status).toBe(200);
      });

      it('a squatted, unconfirmed address gives the attacker no session and no hint of the owner\'s password', async () => {
        const email = uniqueEmail('victim');
        await auth(t, '/signup', { email, password: ATTACKER_PASSWORD });
        await auth(t, '/signup', { email, password: VICTIM_PASSWORD });
        expect((await signIn(t, email, ATTACKER_PASSWORD)).status).toBe(400);
        expect((await signIn(t, email, VICTIM_PASSWORD)).json.code).toBe('email_not_confirmed');
      });
    });

    describe('sessions after a password change or reset', () => {
      it('a password change ends every other session of the user', async () => {
        const email = uniqueEmail('changer');
        await auth(t, '/signup', { email, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error).toBeNull();
        const stolen = (await signIn(t, email, VICTIM_PASSWORD)).json;
        const own = (await signIn(t, email, VICTIM_PASSWORD)).json;
        const change = await fetch(`${t.url}/auth/v1/user`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', apikey: t.anonKey, authorization: `Bearer ${own.access_token}` },
          body: JSON.stringify({ password: 'A-new-passw0rd-2' }),
        });
        expect(change.status).toBe(200);
        expect(await user(t, stolen.access_token)).toBe(403);
        expect((await auth(t, '/token?grant_type=refresh_token', { refresh_token: stolen.refresh_token })).status).toBe(400);
        expect(await user(t, own.access_token)).toBe(200);
        expect((await auth(t, '/token?grant_type=refresh_token', { refresh_token: own.refresh_token })).status).toBe(200);
      });

      it('a password reset ends the sessions of whoever knew the old password', async () => {
        const email = uniqueEmail('resetter');
        await auth(t, '/signup', { email, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error).toBeNull();
        const attacker = (await signIn(t, email, VICTIM_PASSWORD)).json;
        await auth(t, '/recover', { email });
        const recovery = (await openMailLink(t, (await t.lastMail(email)).links[0]!)).session!.access_token;
        const reset = await fetch(`${t.url}/auth/v1/user`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', apikey: t.anonKey, authorization: `Bearer ${recovery}` },
          body: JSON.stringify({ password: 'Reset-passw0rd-3' }),
        });
        expect(reset.status).toBe(200);
        expect(await user(t, attacker.access_token)).toBe(403);
        expect((await auth(t, '/token?grant_type=refresh_token', { refresh_token: attacker.refresh_token })).status).toBe(400);
      });
    });

    describe('lock-out by anyone', () => {
      it('an attacker\'s failures stop the attacker, and the owner\'s right password still gets through', async () => {
        const email = uniqueEmail('locked');
        await auth(t, '/signup', { email, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error).toBeNull();
        const attacker = { 'x-forwarded-for': '203.0.113.66' };
        for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(t, email, `guess-${attempt}`, attacker)).status).toBe(400);
        expect((await signIn(t, email, `guess-more`, attacker)).status).toBe(429);
        expect((await signIn(t, email, VICTIM_PASSWORD, attacker)).status).toBe(429);
        // The owner, from their own address, signs in while the attacker is locked out.
        expect((await signIn(t, email, VICTIM_PASSWORD, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
        // A second guessing client finds the address locked for wrong passwords.
        expect((await signIn(t, email, 'guess-elsewhere', { 'x-forwarded-for': '192.0.2.33' })).status).toBe(429);
        expect((await signIn(t, email, VICTIM_PASSWORD, { 'x-forwarded-for': '192.0.2.44' })).status).toBe(200);
      });
    });

    describe('timing', () => {
      it('makes the same one hash check for an account without a password as for any other', async () => {
        const withPassword = uniqueEmail('plain');
        await auth(t, '/signup', { email: withPassword, password: VICTIM_PASSWORD });
        expect((await openMailLink(t, (await t.lastMail(withPassword)).links[0]!)).error).toBeNull();
        // An invited account has no password until its holder sets one.
        const invited = uniqueEmail('invited');
        const admin = await fetch(`${t.url}/auth/v1/invite`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: t.anonKey, authorization: `Bearer ${t.server.serviceRoleKey}` },
          body: JSON.stringify({ email: invited }),
        });
        expect(admin.status).toBe(200);
        const checks = vi.mocked(argon2.verify);
        for (const email of [withPassword, invited, uniqueEmail('nobody')]) {
          checks.mockClear();
          expect((await signIn(t, email, 'a-wrong-password', { 'x-forwarded-for': '198.51.100.77' })).status).toBe(400);
          expect(checks, email).toHaveBeenCalledTimes(1);
        }
      });
    });
  });

  describe.skipIf(Boolean(driver.skip))(`session time-box on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', SESSIONS_TIMEBOX: '1' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('ends a session at its time-box however often its refresh token is used', async () => {
      const email = uniqueEmail('timeboxed');
      const session = (await auth(t, '/signup', { email, password: VICTIM_PASSWORD })).json;
      const refreshed = await auth(t, '/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
      expect(refreshed.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const late = await auth(t, '/token?grant_type=refresh_token', { refresh_token: refreshed.json.refresh_token });
      expect(late.status).toBe(403);
      expect(late.json.code).toBe('session_expired');
      expect(await user(t, refreshed.json.access_token)).toBe(403);
    });
  });
}

describe('a school behind one address', () => {
  let t: TestServer;
  const STUDENT_PASSWORD = 'Student-passw0rd-1';
  let students: string[];
  beforeAll(async () => {
    // The default limits, with one proxy in front so that each test names the address its clients come from.
    t = await startTestServer(drivers[0]!, { TRUST_PROXY: 'on', RATE_LIMIT_PER_IP: '30', RATE_LIMIT_PER_ADDRESS: '10', RATE_LIMIT_SIGNINS_PER_IP: '1000' });
    const passwordHash = await hashPassword(STUDENT_PASSWORD);
    students = [];
    for (let index = 0; index < 240; index += 1) {
      const email = uniqueEmail(`pupil${index}`);
      await createUser(t.server.db, { email, passwordHash, userMetadata: {}, provider: 'email', confirmed: true });
      students.push(email);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sign-ins of these students, ten at a time, from one address: each student's statuses, attempt by attempt. */
  async function signInAll(emails: string[], passwords: (email: string, index: number) => string[], address: string): Promise<number[][]> {
    const statuses: number[][] = [];
    for (let start = 0; start < emails.length; start += 10) {
      const batch = emails.slice(start, start + 10).map(async (email, offset) => {
        const answers: number[] = [];
        for (const password of passwords(email, start + offset)) answers.push((await signIn(t, email, password, { 'x-forwarded-for': address })).status);
        return answers;
      });
      statuses.push(...(await Promise.all(batch)));
    }
    return statuses;
  }

  it('lets a class of 200 sign in together, typing mistakes and all', async () => {
    // A third of the class mistypes once before the right password: more failures than the address's own allowance.
    const lesson = await signInAll(students.slice(0, 200), (_email, index) => (index % 3 === 0 ? ['wrong-passw0rd', STUDENT_PASSWORD] : [STUDENT_PASSWORD]), '203.0.113.5');
    expect(lesson.flat().filter((status) => status === 400)).toHaveLength(67);
    expect(lesson.map((answers) => answers.at(-1))).toEqual(Array.from({ length: 200 }, () => 200));
  });

  it('still locks one account against wrong passwords, and says how long to wait', async () => {
    const school = '203.0.113.6';
    const [target, classmate] = students.slice(200, 202) as [string, string];
    const [guesses] = await signInAll([target], () => Array.from({ length: 10 }, () => 'guess-passw0rd'), school);
    expect(guesses).toEqual(Array.from({ length: 10 }, () => 400));
    const locked = await signIn(t, target, STUDENT_PASSWORD, { 'x-forwarded-for': school });
    expect(locked.status).toBe(429);
    expect(locked.json.msg).toMatch(/^Request rate limit reached\. For security purposes, you can only request this after \d+ seconds\.$/);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    // The rest of the class still signs in from the same address.
    expect((await signIn(t, classmate, STUDENT_PASSWORD, { 'x-forwarded-for': school })).status).toBe(200);
  });

  it('stops one client trying a password across many accounts, every attempt alike, with Retry-After', async () => {
    const sprayer = '198.51.100.66';
    const sprayed = await signInAll(students.slice(202, 232), () => ['Summer2026!'], sprayer);
    expect(sprayed.flat()).toEqual(Array.from({ length: 30 }, () => 400));
    // Past the allowance even a right password is refused, so that the answer cannot tell the sprayer it was right.
    const next = await signIn(t, students[232]!, STUDENT_PASSWORD, { 'x-forwarded-for': sprayer });
    expect(next.status).toBe(429);
    expect(next.json.error_code).toBe('over_request_rate_limit');
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('an address that was just sent an e-mail', () => {
  let t: TestServer;
  const owner = { 'x-forwarded-for': '192.0.2.10' };
  const attacker = { 'x-forwarded-for': '198.51.100.7' };
  beforeAll(async () => {
    // The default interval between two e-mails of a kind to one address.
    t = await startTestServer(drivers[0]!, { TRUST_PROXY: 'on', RATE_LIMIT_EMAIL_FREQUENCY: '60' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers another client\'s sign-up as for an address nobody used', async () => {
    const pending = uniqueEmail('pending');
    const confirmed = uniqueEmail('confirmed');
    expect((await auth(t, '/signup', { email: confirmed, password: VICTIM_PASSWORD }, owner)).status).toBe(200);
    expect((await openMailLink(t, (await t.lastMail(confirmed)).links[0]!)).error).toBeNull();
    // The owners' own e-mails of the last minute: a sign-up waiting on its link, and a password reset.
    expect((await auth(t, '/signup', { email: pending, password: VICTIM_PASSWORD }, owner)).status).toBe(200);
    expect((await auth(t, '/recover', { email: confirmed }, owner)).status).toBe(200);
    // The attacker probes them beside a new address and an unknown one: the answers cannot be told apart.
    const probes = [];
    for (const email of [pending, confirmed, uniqueEmail('fresh')]) {
      const signUp = await auth(t, '/signup', { email, password: ATTACKER_PASSWORD }, attacker);
      const recover = await auth(t, '/recover', { email }, attacker);
      probes.push([signUp.status, recover.status]);
    }
    expect(probes).toEqual([[200, 200], [200, 200], [200, 200]]);
  });

  it('answers the same client\'s second request within the interval with a 429 for every address alike', async () => {
    const registered = uniqueEmail('member');
    await auth(t, '/signup', { email: registered, password: VICTIM_PASSWORD }, owner);
    expect((await openMailLink(t, (await t.lastMail(registered)).links[0]!)).error).toBeNull();
    const fresh = uniqueEmail('fresh');
    for (const email of [registered, fresh]) {
      expect((await auth(t, '/signup', { email, password: ATTACKER_PASSWORD }, attacker)).status).toBe(200);
      const again = await auth(t, '/signup', { email, password: ATTACKER_PASSWORD }, attacker);
      expect(again.status).toBe(429);
      expect(again.json.code).toBe('over_email_send_rate_limit');
    }
  });

  it('sends a waiting sign-up its confirmation again, under the sign-up limits, answering alike for every address', async () => {
    const waiting = uniqueEmail('waiting');
    const home = { 'x-forwarded-for': '192.0.2.41' };
    const school = { 'x-forwarded-for': '192.0.2.42' };
    await auth(t, '/signup', { email: waiting, password: VICTIM_PASSWORD }, home);
    const firstLink = (await t.lastMail(waiting)).links[0]!;

    // Asked again at once by the client that signed up: the e-mail interval holds, and says how long.
    const tooSoon = await auth(t, '/resend', { type: 'signup', email: waiting }, home);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.error_code).toBe('over_email_send_rate_limit');
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    const resent = await auth(t, '/resend', { type: 'signup', email: waiting }, school);
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({});
    const again = await t.lastMail(waiting);
    expect(again.subject).toBe('Confirm your sign-up');
    expect(again.links[0]).not.toBe(firstLink);
    // The new link confirms the sign-up that was waiting, with its password.
    expect((await openMailLink(t, again.links[0]!)).error).toBeNull();
    expect((await signIn(t, waiting, VICTIM_PASSWORD)).status).toBe(200);

    // A confirmed account and an unknown address get the same answer, and no mail.
    const before = (await t.outbox()).length;
    for (const email of [waiting, uniqueEmail('nobody')]) {
      const answer = await auth(t, '/resend', { type: 'signup', email }, { 'x-forwarded-for': '192.0.2.43' });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({});
    }
    expect(await t.outbox()).toHaveLength(before);
    expect((await auth(t, '/resend', { type: 'recovery', email: waiting }, school)).json.error_code).toBe('validation_failed');
  });
});

describe('the hourly e-mail budget', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(drivers[0]!, { RATE_LIMIT_EMAILS_PER_HOUR: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not spent by recovery requests for addresses that have no account; it counts mail sent', async () => {
    // The attacker asks for recovery links of addresses nobody registered, more than the hour's budget.
    for (let index = 0; index < 12; index += 1) {
      expect((await auth(t, '/recover', { email: uniqueEmail('nobody') })).status).toBe(200);
    }
    // Real people can still sign up and get their links, up to the budget.
    for (let index = 0; index < 5; index += 1) {
      const email = uniqueEmail('newcomer');
      expect((await auth(t, '/signup', { email, password: VICTIM_PASSWORD })).status).toBe(200);
      expect((await t.lastMail(email)).links.length).toBeGreaterThan(0);
    }
    // Once five e-mails went out, the budget is spent for everyone alike, existing accounts or not.
    const over = await auth(t, '/signup', { email: uniqueEmail('late'), password: VICTIM_PASSWORD });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe('over_email_send_rate_limit');
    expect((await auth(t, '/recover', { email: uniqueEmail('nobody') })).status).toBe(429);
  });
});
