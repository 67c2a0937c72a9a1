// The server as a whole: health, static files, development outbox, demo data, roles, invitations, production mode.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinkParts, openMailLink, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../config/demo-accounts.js';
import type { AuthUserRow } from '../auth/users.js';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`server in development on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    const confirmed: AuthUserRow[] = [];
    const site = mkdtempSync(join(tmpdir(), 'assess-site-'));

    beforeAll(async () => {
      mkdirSync(join(site, 'host', 'assets'), { recursive: true });
      mkdirSync(join(site, 'elements'), { recursive: true });
      writeFileSync(join(site, 'host', 'index.html'), '<!doctype html><title>Assess host</title>');
      writeFileSync(join(site, 'host', 'assets', 'app.js'), 'console.log("app")');
      writeFileSync(join(site, 'elements', 'assess-elements.js'), 'export const elements = true;');
      // The build's compressed copies, made different from the plain files to tell which one was sent.
      writeFileSync(join(site, 'host', 'assets', 'app.js.br'), brotliCompressSync('console.log("app"); // brotli copy'));
      writeFileSync(join(site, 'elements', 'assess-elements.js.gz'), gzipSync('export const elements = true; // gzip copy'));
      t = await startTestServer(
        driver,
        { HOST_DIST: join(site, 'host'), ELEMENTS_DIST: join(site, 'elements') },
        {
          seedDemo: true,
          hooks: {
            onEmailConfirmed: async (_tx, user) => {
              confirmed.push(user);
            },
          },
        },
      );
    });
    afterAll(async () => {
      await t?.close();
      rmSync(site, { recursive: true, force: true });
    });

    it('answers the health check', async () => {
      const response = await fetch(`${t.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('tells the browser where auth lives and which key to use', async () => {
      const config = (await (await fetch(`${t.url}/config.json`)).json()) as Record<string, unknown>;
      expect(config).toEqual({ supabaseUrl: t.url, supabaseAnonKey: t.anonKey, apiBaseUrl: t.url, googleEnabled: false });
    });

    it('serves the host app with the single-page fall-back, and the element bundles', async () => {
      expect(await (await fetch(`${t.url}/`)).text()).toContain('Assess host');
      expect(await (await fetch(`${t.url}/dashboard/reports`)).text()).toContain('Assess host');
      expect(await (await fetch(`${t.url}/assets/app.js`)).text()).toContain('console.log');
      expect(await (await fetch(`${t.url}/elements/assess-elements.js`)).text()).toContain('elements = true');
      const missingApi = await fetch(`${t.url}/api/nothing-here`);
      expect(missingApi.status).toBe(404);
      expect(await missingApi.json()).toEqual({ detail: 'Not Found' });
    });

    it('sends the build’s brotli or gzip copy of a file to a browser that accepts it, and the plain file otherwise', async () => {
      const brotli = await fetch(`${t.url}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(await brotli.text()).toContain('brotli copy');
      const gzip = await fetch(`${t.url}/elements/assess-elements.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toContain('gzip copy');
      const plain = await fetch(`${t.url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('console.log("app")');
    });

    it('answers CORS preflights for the headers supabase-js sends', async () => {
      const response = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://portal.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://portal.example');
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version', 'accept-profile', 'prefer']) {
        expect(allowed).toContain(header);
      }
    });

    it('creates the demo school and accounts, all signing in with the demo password', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const client = t.client();
        const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: DEMO_PASSWORD });
        expect(error).toBeNull();
        const role = await client.from('user_roles').select('role').eq('user_id', data.user!.id).single();
        expect(role.data).toEqual({ role: account.role });
      }
      const { rows } = await t.server.db.query<{ name: string; members: number }>(
        'SELECT s.name, count(m.user_id)::int AS members FROM schools s JOIN school_members m ON m.school_id = s.id GROUP BY s.name',
      );
      expect(rows).toEqual([{ name: 'Demo School', members: 4 }]);
    });

    it("puts both demo students, linked to their accounts, in the demo teacher's class", async () => {
      const { rows } = await t.server.db.query<{ email: string; linked: boolean; teacher: string }>(
        `SELECT s.email, s.user_id IS NOT NULL AS linked, t.email AS teacher
           FROM students s JOIN classes c ON c.id = s.class_id JOIN auth.users t ON t.id = c.teacher_id
          ORDER BY s.email`,
      );
      expect(rows).toEqual([
        { email: 'student2@demo.test', linked: true, teacher: 'teacher@demo.test' },
        { email: 'student@demo.test', linked: true, teacher: 'teacher@demo.test' },
      ]);
    });

    it('lists sent mail newest first as JSON and as a page with working links', async () => {
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await t.client().auth.signUp({ email: first, password: 'Passw0rd-1', options: { emailRedirectTo: `${t.url}/auth/callback` } });
      await t.client().auth.signUp({ email: second, password: 'Passw0rd-1', options: { emailRedirectTo: `${t.url}/auth/callback` } });
      const messages = await t.outbox();
      expect(messages[0]?.to).toBe(second);
      expect(messages[1]?.to).toBe(first);
      expect(Object.keys(messages[0]!).sort()).toEqual(['html', 'id', 'links', 'sent_at', 'subject', 'text', 'to']);
      expect(messages[0]!.html).toContain(messages[0]!.links[0]!.replace(/&/g, '&amp;'));
      const page = await fetch(`${t.url}/dev/mail`);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Development mail outbox');
      const href = /href="([^"]*\/auth\/callback\?token_hash=[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');
      expect(mailLinkParts(href).type).toBe('signup');
      expect((await openMailLink(t, href)).session?.user.email).toBe(second);
      expect(confirmed.map((user) => user.email)).toContain(second);
      expect(confirmed.find((user) => user.email === second)?.email_confirmed_at).toBeTruthy();
    });

    it('lets an admin grant a role; the grant shows in user_roles and users', async () => {
      const admin = t.client();
      const { data: adminSession } = await admin.auth.signInWithPassword({ email: 'admin@demo.test', password: DEMO_PASSWORD });
      const student = t.client();
      const { data: studentSession } = await student.auth.signInWithPassword({ email: 'student2@demo.test', password: DEMO_PASSWORD });
      const response = await fetch(`${t.url}/api/admin/users/${studentSession.user!.id}/role`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminSession.session!.access_token}` },
        body: JSON.stringify({ role: 'teacher' }),
      });
      expect(response.status).toBe(200);
      expect((await student.from('user_roles').select('role').single()).data).toEqual({ role: 'teacher' });
      expect((await student.from('users').select('role').single()).data).toEqual({ role: 'teacher' });
      const bad = await fetch(`${t.url}/api/admin/users/${studentSession.user!.id}/role`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminSession.session!.access_token}` },
        body: JSON.stringify({ role: 'parent' }),
      });
      expect(bad.status).toBe(422);
      const anonymous = await fetch(`${t.url}/api/admin/users/${studentSession.user!.id}/role`, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: 'Not authenticated' });
    });

    it('invites a user by e-mail; the invitation link signs them in to set a password', async () => {
      const admin = t.client();
      const { data } = await admin.auth.signInWithPassword({ email: 'admin@demo.test', password: DEMO_PASSWORD });
      const email = uniqueEmail('invitee');
      const invited = await fetch(`${t.url}/auth/v1/invite?redirect_to=${encodeURIComponent(`${t.url}/auth/callback`)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.session!.access_token}` },
        body: JSON.stringify({ email, data: { first_name: 'Ivy' } }),
      });
      expect(invited.status).toBe(200);
      expect(await invited.json()).toMatchObject({ email, invited_at: expect.any(String) });
      const mail = await t.lastMail(email);
      expect(mail.subject).toBe('You have been invited');
      expect(mailLinkParts(mail.links[0]!)).toMatchObject({ page: `${t.url}/auth/callback`, type: 'invite' });
      const { client, error } = await openMailLink(t, mail.links[0]!);
      expect(error).toBeNull();
      expect((await client.auth.updateUser({ password: 'Invited-passw0rd' })).error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: 'Invited-passw0rd' })).error).toBeNull();
      expect(confirmed.map((user) => user.email)).toContain(email);

      const student = t.client();
      const { data: studentSession } = await student.auth.signInWithPassword({ email: 'student@demo.test', password: DEMO_PASSWORD });
      const refused = await fetch(`${t.url}/auth/v1/invite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${studentSession.session!.access_token}` },
        body: JSON.stringify({ email: uniqueEmail() }),
      });
      expect(refused.status).toBe(403);
    });
  });
}

describe('server in production', () => {
  let t: TestServer;
  const sent: { to: string; subject: string }[] = [];

  beforeAll(async () => {
    t = await startTestServer(
      { name: 'pglite' },
      { NODE_ENV: 'production', SMTP_HOST: 'smtp.example.test', AUTH_REDIRECT_ALLOW_LIST: 'https://lms.example/**' },
      {
        mailTransport: {
          sendMail: async (message) => {
            sent.push({ to: message.to, subject: message.subject });
          },
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates no demo accounts and hides the development outbox', async () => {
    expect(t.server.demoSeeded).toBe(false);
    const { rows } = await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM auth.users');
    expect(rows[0]?.count).toBe(0);
    expect((await fetch(`${t.url}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${t.url}/dev/mail/messages`)).status).toBe(404);
  });

  it('sends mail through SMTP and keeps no outbox', async () => {
    const email = uniqueEmail('prod');
    const { error } = await t.client().auth.signUp({ email, password: 'Passw0rd-1', options: { emailRedirectTo: 'https://lms.example/course/1' } });
    expect(error).toBeNull();
    expect(sent).toEqual([{ to: email, subject: 'Confirm your sign-up' }]);
    const { rows } = await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM mail_outbox');
    expect(rows[0]?.count).toBe(0);
  });
});
