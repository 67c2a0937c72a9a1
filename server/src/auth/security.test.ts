// Tokens that must be refused, rows that must stay private, limits that must hold, secrets that must not leak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { postAuth, redirectOf, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';

const drivers = await testDrivers();
const PASSWORD = 'Secret-passw0rd-9731';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`auth security on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    const bodies: string[] = [];
    let alice: { id: string; accessToken: string; sessionId: string };
    let bob: { id: string; accessToken: string };

    /** fetch that keeps every response body, to search them for secrets afterwards. */
    async function call(path: string, init: RequestInit = {}): Promise<{ status: number; json: Record<string, unknown> }> {
      const response = await fetch(`${t.url}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', apikey: t.anonKey, 'x-supabase-api-version': '2024-01-01', ...init.headers },
      });
      const text = await response.text();
      bodies.push(text);
      return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }

    async function signUpAndIn(email: string): Promise<{ id: string; accessToken: string; sessionId: string }> {
      await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
      const session = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
      const accessToken = session.json.access_token as string;
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
      return { id: (session.json.user as { id: string }).id, accessToken, sessionId: claims.session_id! };
    }

    beforeAll(async () => {
      t = await startTestServer(driver, {
        AUTH_AUTOCONFIRM: 'true',
        RATE_LIMIT_PER_ADDRESS: '3',
        RATE_LIMIT_EMAIL_FREQUENCY: '60',
      });
      alice = await signUpAndIn(uniqueEmail('alice'));
      bob = await signUpAndIn(uniqueEmail('bob'));
    });
    afterAll(async () => {
      await t?.close();
    });

    const secret = () => new TextEncoder().encode(t.config.jwtSecret);
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

    async function expectRefused(token: string): Promise<void> {
      const user = await call('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } });
      expect(user.status).toBe(403);
      expect(user.json.code).toBe('bad_jwt');
      const rows = await call(`/rest/v1/user_roles?select=role&user_id=eq.${alice.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(rows.status).toBe(401);
      expect(rows.json.code).toBe('PGRST301');
    }

    it('accepts the genuine token', async () => {
      const user = await call('/auth/v1/user', { headers: { authorization: `Bearer ${alice.accessToken}` } });
      expect(user.status).toBe(200);
      expect(user.json.id).toBe(alice.id);
      const claims = claimsOf(alice.accessToken);
      expect(claims).toMatchObject({ sub: alice.id, aud: 'authenticated', role: 'authenticated', aal: 'aal1', is_anonymous: false });
      for (const key of ['exp', 'iat', 'email', 'session_id', 'amr', 'user_metadata', 'app_metadata']) expect(claims).toHaveProperty(key);
      expect(JSON.parse(Buffer.from(alice.accessToken.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256');
    });

    it('refuses a tampered token', async () => {
      const [header, , signature] = alice.accessToken.split('.');
      const payload = base64url({ ...claimsOf(alice.accessToken), sub: bob.id });
      await expectRefused(`${header}.${payload}.${signature}`);
    });

    it('refuses an expired token', async () => {
      const expired = await new SignJWT({ ...claimsOf(alice.accessToken), exp: Math.floor(Date.now() / 1000) - 10 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secret());
      await expectRefused(expired);
      const user = await call('/auth/v1/user', { headers: { authorization: `Bearer ${expired}` } });
      expect(user.json.msg).toContain('token is expired');
    });

    it('refuses a token with alg none', async () => {
      const { exp: _exp, iat: _iat, ...claims } = claimsOf(alice.accessToken);
      const unsigned = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
      await expectRefused(unsigned);
    });

    it('refuses a token for another audience', async () => {
      const wrong = await new SignJWT({ ...claimsOf(alice.accessToken), aud: 'someone-else' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secret());
      await expectRefused(wrong);
    });

    it('refuses a token signed with another secret', async () => {
      const forged = await new SignJWT(claimsOf(alice.accessToken))
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('x'.repeat(48)));
      await expectRefused(forged);
    });

    it('asks for a token when none is sent', async () => {
      const user = await call('/auth/v1/user');
      expect(user.status).toBe(401);
      expect(user.json.code).toBe('no_authorization');
    });

    it('never shows another user their rows', async () => {
      const auth = { authorization: `Bearer ${alice.accessToken}` };
      for (const path of [
        `/rest/v1/user_roles?select=*&user_id=eq.${bob.id}`,
        `/rest/v1/users?select=*&id=eq.${bob.id}`,
        `/rest/v1/users?select=*&email=eq.${encodeURIComponent('x')}`,
        '/rest/v1/users?select=*',
        '/rest/v1/user_roles?select=*',
      ]) {
        const response = await call(path, { headers: auth });
        expect(response.status).toBe(200);
        const rows = response.json as unknown as { id: string; user_id?: string }[];
        expect(rows.every((row) => (row.user_id ?? row.id) === alice.id)).toBe(true);
      }
      const own = await call('/rest/v1/users?select=id,role', { headers: auth });
      expect(own.json).toEqual([{ id: alice.id, role: 'student' }]);
      const anon = await call(`/rest/v1/users?select=*&id=eq.${bob.id}`, { headers: { authorization: `Bearer ${t.anonKey}` } });
      expect(anon.json).toEqual([]);
      const unknown = await call('/rest/v1/users?select=encrypted_password', { headers: auth });
      expect(unknown.status).toBe(400);
      const other = await call('/rest/v1/sessions?select=*', { headers: auth });
      expect(other.status).toBe(404);
    });

    it('ignores a role claimed at sign-up; only an admin grants roles', async () => {
      const email = uniqueEmail('climber');
      const signUp = await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, data: { role: 'admin' } }) });
      const token = signUp.json.access_token as string;
      const roles = await call('/rest/v1/user_roles?select=role', { headers: { authorization: `Bearer ${token}` } });
      expect(roles.json).toEqual([{ role: 'student' }]);
      const grant = await call(`/api/admin/users/${alice.id}/role`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ role: 'teacher' }),
      });
      expect(grant.status).toBe(403);
      const metadata = await call('/auth/v1/user', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ data: { role: 'admin' } }) });
      expect(metadata.status).toBe(200);
      const stillStudent = await call('/rest/v1/user_roles?select=role', { headers: { authorization: `Bearer ${token}` } });
      expect(stillStudent.json).toEqual([{ role: 'student' }]);
    });

    it('limits failed sign-ins per address with over_request_rate_limit', async () => {
      const email = uniqueEmail('target');
      await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
      const attempt = () => call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'guess-guess' }) });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe('over_request_rate_limit');
      // The right password is refused too while the address is locked.
      const right = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
      expect(right.status).toBe(429);
    });

    it('limits e-mails per address with over_email_send_rate_limit', async () => {
      const email = uniqueEmail('mailbox');
      const first = await call('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email }) });
      expect(first.status).toBe(200);
      const second = await call('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email }) });
      expect(second.status).toBe(429);
      expect(second.json.code).toBe('over_email_send_rate_limit');
      expect(second.json.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    });

    it('puts no password or hash in any response or log line', async () => {
      // A sign-in failure and a password change, to give the logs every chance.
      await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'x@example.test', password: PASSWORD }) });
      await call('/auth/v1/user', { method: 'PUT', headers: { authorization: `Bearer ${bob.accessToken}` }, body: JSON.stringify({ password: `${PASSWORD}-new` }) });
      const { rows } = await t.server.db.query<{ encrypted_password: string }>('SELECT encrypted_password FROM auth.users WHERE encrypted_password IS NOT NULL');
      expect(rows.length).toBeGreaterThan(0);
      const everything = [...bodies, ...t.logs];
      expect(t.logs.length).toBeGreaterThan(0);
      for (const text of everything) {
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain('$argon2');
        for (const row of rows) expect(text).not.toContain(row.encrypted_password);
      }
    });
  });

  describe.skipIf(Boolean(driver.skip))(`per-IP rate limit on ${driver.name}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(driver, { RATE_LIMIT_PER_IP: '3' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 429 over_request_rate_limit once an address has used its requests', async () => {
      const attempt = () =>
        fetch(`${t.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail(), password: 'whatever1' }),
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Links in e-mails report the limit in the redirect rather than as a page of JSON.
      for (let i = 0; i < 3; i += 1) await redirectOf(`${t.url}/auth/v1/verify?token=x&type=signup`);
      const { location } = await redirectOf(`${t.url}/auth/v1/verify?token=x&type=signup`);
      expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('over_request_rate_limit');
    });
  });

  describe.skipIf(Boolean(driver.skip))(`reset token guesses on ${driver.name}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(driver, { RATE_LIMIT_PER_IP: '3' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('counts a wrong token hash sent with a new password as a failed link, as verify does', async () => {
      const guess = (path: '/recover' | '/verify') =>
        postAuth(t.url, t.anonKey, path, { token_hash: `pkce_${'0'.repeat(56)}`, type: 'recovery', ...(path === '/recover' ? { password: 'Guess-pass-1' } : {}) });
      for (let i = 0; i < 3; i += 1) {
        const wrong = await guess('/recover');
        expect([wrong.status, wrong.json.code]).toEqual([403, 'otp_expired']);
      }
      expect((await guess('/recover')).json.code).toBe('over_request_rate_limit');
      // One limit for every way of trying a link's token.
      expect((await guess('/verify')).json.code).toBe('over_request_rate_limit');
    });
  });
}
