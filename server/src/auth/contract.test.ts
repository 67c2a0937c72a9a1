// The real @supabase/supabase-js client against the running server, on both database drivers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from './tokens.js';
import { mailLinkParts, memoryStorage, openMailLink, redirectOf, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';

const drivers = await testDrivers();
const PASSWORD = 'Str0ng-passw0rd';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`supabase-js auth contract on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;

    beforeAll(async () => {
      t = await startTestServer(driver, { REFRESH_TOKEN_REUSE_INTERVAL: '0' });
    });
    afterAll(async () => {
      await t?.close();
    });

    /**
     * A link as e-mails carried it before links opened the site's pages (to GET /auth/v1/verify, tied to the PKCE
     * flow of the browser that asked when a challenge is given), for the account of an address.
     */
    async function linkSentBefore(email: string, type: 'recovery' | 'confirmation', redirectTo: string, challenge?: string): Promise<string> {
      const { rows } = await t.server.db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [email]);
      const userId = rows[0]!.id;
      const flow = challenge
        ? await t.server.db.query<{ id: string }>(
            `INSERT INTO auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method, provider_type)
             VALUES ($1, $2, 's256', $3, 'email') RETURNING id`,
            [userId, challenge, type === 'confirmation' ? 'email/signup' : type],
          )
        : undefined;
      const token = `${challenge ? 'pkce_' : ''}${randomBytes(28).toString('hex')}`;
      await t.server.db.query('INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, flow_state_id) VALUES ($1, $2, $3, $4)', [
        userId,
        type,
        sha256(token),
        flow?.rows[0]?.id ?? null,
      ]);
      const link = new URL(`${t.url}/auth/v1/verify`);
      link.searchParams.set('token', token);
      link.searchParams.set('type', type === 'confirmation' ? 'signup' : type);
      link.searchParams.set('redirect_to', redirectTo);
      return link.toString();
    }

    /** Signs up and confirms through the e-mailed link, opened as its page opens it; returns the signed-in client. */
    async function confirmedUser(email = uniqueEmail(), metadata: Record<string, unknown> = {}) {
      const client = t.client();
      const { error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: metadata, emailRedirectTo: `${t.url}/auth/callback` },
      });
      expect(error).toBeNull();
      const opened = await openMailLink(t, (await t.lastMail(email)).links[0]!, client);
      expect(opened.error).toBeNull();
      return { client, email, session: opened.session!, user: opened.session!.user };
    }

    it('signs up, confirms through the e-mailed link and signs in', async () => {
      const email = uniqueEmail('signup');
      const client = t.client();
      const { data, error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { first_name: 'Ana', last_name: 'Lima', role: 'teacher', is_independent: true }, emailRedirectTo: `${t.url}/auth/callback` },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.email_confirmed_at).toBeUndefined();
      // Public sign-up creates students only, whatever the metadata claims.
      expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ana', last_name: 'Lima', role: 'student', is_independent: true });

      const early = await t.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(early.error?.code).toBe('email_not_confirmed');
      expect(early.error?.message).toBe('Email not confirmed');

      const mail = await t.lastMail(email);
      expect(mail.subject).toBe('Confirm your sign-up');
      // The link opens the site's confirmation page with the token hash (Supabase's {{ .TokenHash }} template).
      const link = mailLinkParts(mail.links[0]!);
      expect(link).toMatchObject({ page: `${t.url}/auth/callback`, type: 'signup' });
      expect(link.tokenHash).toMatch(/^pkce_[a-f0-9]{56}$/);
      expect([...new URL(mail.links[0]!).searchParams.keys()].sort()).toEqual(['token_hash', 'type']);
      const confirmed = await openMailLink(t, mail.links[0]!, client);
      expect(confirmed.error).toBeNull();
      expect(confirmed.session?.user.email_confirmed_at).toBeTruthy();

      // The link works once.
      const again = await openMailLink(t, mail.links[0]!);
      expect(again.error?.code).toBe('otp_expired');
      expect(again.session).toBeNull();

      const signedIn = await t.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.session?.token_type).toBe('bearer');
      expect(signedIn.data.session?.expires_in).toBe(3600);
      expect(signedIn.data.user?.id).toBe(data.user?.id);

      const role = await signedIn.data.session && (await t.client().from('user_roles').select('role'));
      expect(role && role.data).toEqual([]);
    });

    it('answers a wrong password with invalid_credentials', async () => {
      const { email } = await confirmedUser();
      const { data, error } = await t.client().auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
      const unknown = await t.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
      expect(unknown.error?.code).toBe('invalid_credentials');
    });

    it('reports an address already registered, and a weak password', async () => {
      const { email } = await confirmedUser();
      const again = await t.client().auth.signUp({ email, password: PASSWORD });
      // With confirmation on, the answer is that of any sign-up waiting on its link (Supabase's look-alike user
      // has no identities; this server's has one, like a new address's), so the address is not revealed.
      expect(again.error).toBeNull();
      expect(again.data.session).toBeNull();
      expect(again.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
      const weak = await t.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
      expect(weak.error?.code).toBe('weak_password');
      expect(weak.error?.status).toBe(422);
      expect(weak.error?.message).toBe('Password should be at least 6 characters.');
      const invalid = await t.client().auth.signUp({ email: 'not-an-address', password: PASSWORD });
      expect(invalid.error?.code).toBe('validation_failed');
    });

    it('sends a sign-up its confirmation again through auth.resend, and the new link confirms it', async () => {
      const email = uniqueEmail('resend');
      const client = t.client();
      expect((await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${t.url}/auth/callback` } })).error).toBeNull();
      const first = (await t.lastMail(email)).links[0]!;
      const resent = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${t.url}/auth/callback` } });
      expect(resent.error).toBeNull();
      expect(resent.data).toEqual({ user: null, session: null });
      const second = (await t.lastMail(email)).links[0]!;
      expect(second).not.toBe(first);
      expect((await openMailLink(t, second, client)).error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    });

    it('returns the user from getUser', async () => {
      const { client, email, user } = await confirmedUser(undefined, { first_name: 'Bo' });
      const { data, error } = await client.auth.getUser();
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        id: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        user_metadata: { first_name: 'Bo' },
        app_metadata: { provider: 'email', providers: ['email'] },
        is_anonymous: false,
      });
      expect(data.user?.identities?.[0]?.provider).toBe('email');
    });

    it('rejects a reused refresh token and ends its session', async () => {
      const { email } = await confirmedUser();
      const client = t.client();
      const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      const first = data.session!.refresh_token;
      const second = (await client.auth.refreshSession()).data.session!.refresh_token;
      // A client that lost the answer may repeat its last refresh: it gets the live token back.
      const repeat = await t.client().auth.refreshSession({ refresh_token: first });
      expect(repeat.error).toBeNull();
      expect(repeat.data.session?.refresh_token).toBe(second);
      const third = (await client.auth.refreshSession()).data.session!.refresh_token;
      expect(third).not.toBe(second);

      const reuse = await t.client().auth.refreshSession({ refresh_token: first });
      expect(reuse.error?.code).toBe('refresh_token_already_used');
      expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
      const afterTheft = await t.client().auth.refreshSession({ refresh_token: third });
      expect(afterTheft.error?.code).toBe('refresh_token_not_found');
      const unknown = await t.client().auth.refreshSession({ refresh_token: 'no-such-token' });
      expect(unknown.error?.code).toBe('refresh_token_not_found');
    });

    it('sets a session from an access and a refresh token', async () => {
      const { session, email } = await confirmedUser();
      const other = t.client();
      const { data, error } = await other.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect((await other.auth.getSession()).data.session?.access_token).toBe(session.access_token);
    });

    it('changes the password with updateUser', async () => {
      const { client, email } = await confirmedUser();
      const same = await client.auth.updateUser({ password: PASSWORD });
      expect(same.error?.code).toBe('same_password');
      expect(same.error?.status).toBe(422);
      const { error } = await client.auth.updateUser({ password: 'N3w-passw0rd', data: { last_name: 'Novo' } });
      expect(error).toBeNull();
      expect((await client.auth.getUser()).data.user?.user_metadata.last_name).toBe('Novo');
      expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
      expect((await t.client().auth.signInWithPassword({ email, password: 'N3w-passw0rd' })).error).toBeNull();
    });

    it('resets a password through the e-mailed link, opened in another browser than the one that asked', async () => {
      const { email } = await confirmedUser();
      const sent = await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/auth/reset-password` });
      expect(sent.error).toBeNull();
      const mail = await t.lastMail(email);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('This link is valid for 24 hours.');
      expect(mailLinkParts(mail.links[0]!)).toMatchObject({ page: `${t.url}/auth/reset-password`, type: 'recovery' });
      const phone = t.client();
      const events: string[] = [];
      phone.auth.onAuthStateChange((event) => void events.push(event));
      const opened = await openMailLink(t, mail.links[0]!, phone);
      expect(opened.error).toBeNull();
      expect(events).toContain('PASSWORD_RECOVERY');
      expect((await phone.auth.updateUser({ password: 'Rec0vered-pass' })).error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: 'Rec0vered-pass' })).error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');

      // The link works once.
      expect((await openMailLink(t, mail.links[0]!)).error?.code).toBe('otp_expired');
    });

    it('answers recover with 200 for unknown addresses too', async () => {
      const before = (await t.outbox()).length;
      const { error } = await t.client().auth.resetPasswordForEmail(uniqueEmail('ghost'));
      expect(error).toBeNull();
      expect((await t.outbox()).length).toBe(before);
    });

    it('sets a new password from a recovery token hash only with a password it accepts, so a refused one leaves the link working', async () => {
      const { client: before, email } = await confirmedUser();
      await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/auth/reset-password` });
      const { tokenHash } = mailLinkParts((await t.lastMail(email)).links[0]!);
      expect(tokenHash).toMatch(/^pkce_[a-zA-Z0-9]{20,}$/);
      const recover = (password: string) =>
        fetch(`${t.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: t.anonKey, 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify({ token_hash: tokenHash, type: 'recovery', password }),
        });
      const weak = await recover('12345');
      expect([weak.status, ((await weak.json()) as { code: string }).code]).toEqual([422, 'weak_password']);
      const same = await recover(PASSWORD);
      expect([same.status, ((await same.json()) as { code: string }).code]).toEqual([422, 'same_password']);
      const accepted = await recover('Another-pass1');
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String), user: { email } });
      // The old password and the sessions of whoever knew it are gone; the link is spent.
      expect((await before.auth.getUser()).error).not.toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
      expect((await t.client().auth.signInWithPassword({ email, password: 'Another-pass1' })).error).toBeNull();
      const again = await recover('Third-pass1');
      expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([403, 'otp_expired']);
    });

    it('verifies a recovery token_hash by POST, then sets the password with the session it gives', async () => {
      const { email } = await confirmedUser();
      await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/auth/reset-password` });
      const { tokenHash } = mailLinkParts((await t.lastMail(email)).links[0]!);
      const verified = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
      expect(verified.error).toBeNull();
      const accessToken = verified.data.session!.access_token;
      const put = await fetch(`${t.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, apikey: t.anonKey },
        body: JSON.stringify({ password: 'Another-pass1' }),
      });
      expect(put.status).toBe(200);
      expect((await t.client().auth.signInWithPassword({ email, password: 'Another-pass1' })).error).toBeNull();
    });

    it('refuses expired links: verifying says otp_expired, and a link sent before goes back with the error fragment', async () => {
      const email = uniqueEmail('late');
      await t.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${t.url}/auth/callback` } });
      const link = (await t.lastMail(email)).links[0]!;
      const before = await linkSentBefore(email, 'confirmation', `${t.url}/auth/callback`);
      await t.server.db.query(
        `UPDATE auth.one_time_tokens SET created_at = now() - interval '24 hours 1 minute'
         WHERE user_id = (SELECT id FROM auth.users WHERE email = $1)`,
        [email],
      );
      const late = await openMailLink(t, link);
      expect(late.error?.code).toBe('otp_expired');
      expect(late.session).toBeNull();
      const { status, location } = await redirectOf(before);
      expect(status).toBe(303);
      expect(location.pathname).toBe('/auth/callback');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('error')).toBe('access_denied');
      expect(fragment.get('error_code')).toBe('otp_expired');
      expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
    });

    it('honours redirect_to only for its own origin or the allow list', async () => {
      const email = uniqueEmail('redirect');
      await t.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
      expect(mailLinkParts((await t.lastMail(email)).links[0]!).page).toBe(`${t.url}/auth/callback`);
    });

    it('confirms from a link sent before with the implicit flow, tokens in the fragment', async () => {
      const email = uniqueEmail('implicit');
      await t.client({ flowType: 'implicit' }).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${t.url}/auth/callback` } });
      const { location } = await redirectOf(await linkSentBefore(email, 'confirmation', `${t.url}/auth/callback`));
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('signup');
      expect(fragment.get('token_type')).toBe('bearer');
      const client = t.client();
      const { data, error } = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    });

    it('signs out globally, locally or the other sessions', async () => {
      const { email } = await confirmedUser();
      const a = t.client();
      const b = t.client();
      const c = t.client();
      await a.auth.signInWithPassword({ email, password: PASSWORD });
      await b.auth.signInWithPassword({ email, password: PASSWORD });
      await c.auth.signInWithPassword({ email, password: PASSWORD });
      const bToken = (await b.auth.getSession()).data.session!.access_token;

      expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect((await a.auth.getUser()).error).toBeNull();
      const bUser = await t.client().auth.getUser(bToken);
      expect(bUser.error?.name).toBe('AuthSessionMissingError');

      expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await a.auth.getSession()).data.session).toBeNull();

      const d = t.client();
      const e = t.client();
      await d.auth.signInWithPassword({ email, password: PASSWORD });
      await e.auth.signInWithPassword({ email, password: PASSWORD });
      const eToken = (await e.auth.getSession()).data.session!.access_token;
      expect((await d.auth.signOut()).error).toBeNull();
      expect((await t.client().auth.getUser(eToken)).error?.name).toBe('AuthSessionMissingError');
    });

    it('reads user_roles and users: own rows only, single() with 0 rows gives PGRST116', async () => {
      const { client, user } = await confirmedUser(undefined, { role: 'admin' });
      const role = await client.from('user_roles').select('role').eq('user_id', user.id).single();
      expect(role.error).toBeNull();
      expect(role.data).toEqual({ role: 'student' });
      const row = await client.from('users').select('role').eq('id', user.id).single();
      expect(row.data).toEqual({ role: 'student' });

      const other = await confirmedUser();
      const foreign = await client.from('user_roles').select('role').eq('user_id', other.user.id).single();
      expect(foreign.data).toBeNull();
      expect(foreign.error?.code).toBe('PGRST116');
      expect(foreign.error?.message).toBe('JSON object requested, multiple (or no) rows returned');
      expect(foreign.error?.details).toBe('The result contains 0 rows');
      expect(foreign.status).toBe(406);
      const maybe = await client.from('users').select('role').eq('id', other.user.id).maybeSingle();
      expect(maybe.error).toBeNull();
      expect(maybe.data).toBeNull();
      const all = await client.from('users').select('*');
      expect(all.data?.map((entry) => entry.id)).toEqual([user.id]);

      const anonymous = createClient(t.url, t.anonKey, { auth: { storage: memoryStorage(), persistSession: false } });
      expect((await anonymous.from('user_roles').select('role')).data).toEqual([]);
    });

    it('checks the PKCE verifier and the age of the code of a link sent before', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const post = (path: string, body: unknown) =>
        fetch(`${t.url}/auth/v1/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify(body),
        });
      const codeFor = async (email: string): Promise<string> =>
        (await redirectOf(await linkSentBefore(email, 'recovery', `${t.url}/auth/reset-password`, challenge))).location.searchParams.get('code')!;
      const { email } = await confirmedUser();

      const wrong = await post('token?grant_type=pkce', { auth_code: await codeFor(email), code_verifier: 'x'.repeat(43) });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

      const late = await codeFor(email);
      await t.server.db.query(`UPDATE auth.flow_state SET auth_code_issued_at = now() - interval '6 minutes' WHERE auth_code = $1`, [late]);
      const expired = await post('token?grant_type=pkce', { auth_code: late, code_verifier: verifier });
      expect(await expired.json()).toMatchObject({ code: 'flow_state_expired' });

      const good = await post('token?grant_type=pkce', { auth_code: await codeFor(email), code_verifier: verifier });
      expect(good.status).toBe(200);
      expect(await good.json()).toMatchObject({ token_type: 'bearer', user: { email } });

      const unknown = await post('token?grant_type=pkce', { auth_code: 'no-such-code', code_verifier: verifier });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 'flow_state_not_found' });
      const badVerify = await post('verify', { token_hash: 'pkce_00000000000000000000', type: 'recovery' });
      expect(badVerify.status).toBe(403);
      expect(await badVerify.json()).toMatchObject({ code: 'otp_expired', msg: 'Token has expired or is invalid' });
    });

    it('sends a new confirmation when an unconfirmed address signs up again, and the link used decides the password', async () => {
      const email = uniqueEmail('again');
      const first = await t.client().auth.signUp({ email, password: PASSWORD });
      const firstLink = (await t.lastMail(email)).links[0]!;
      const second = await t.client().auth.signUp({ email, password: `${PASSWORD}-second` });
      expect(second.data.user?.id).toBe(first.data.user?.id);
      const mails = (await t.outbox()).filter((mail) => mail.to === email);
      expect(mails).toHaveLength(2);
      // The first link confirms with the first sign-up's password; the second sign-up is dropped with its link.
      const used = await openMailLink(t, firstLink);
      expect(used.error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      expect((await t.client().auth.signInWithPassword({ email, password: `${PASSWORD}-second` })).error?.code).toBe('invalid_credentials');
      const dropped = await openMailLink(t, mails.find((mail) => mail.links[0] !== firstLink)!.links[0]!);
      expect(dropped.error?.code).toBe('otp_expired');
    });

    it('serves the auth settings', async () => {
      const response = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
    });

    it('answers Google sign-in with provider is not enabled when it is not configured', async () => {
      const { data } = await t.client().auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${t.url}/dashboard`, skipBrowserRedirect: true },
      });
      const response = await fetch(data.url!, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      });
    });
  });

  describe.skipIf(Boolean(driver.skip))(`supabase-js auto refresh on ${driver.name}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      // Access tokens live 60 s: inside supabase-js's 90 s refresh margin from the start.
      t = await startTestServer(driver, { JWT_EXPIRY: '60', AUTH_AUTOCONFIRM: 'true' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refreshes the session automatically before it expires', async () => {
      const email = uniqueEmail('auto');
      const signUp = await t.client().auth.signUp({ email, password: PASSWORD });
      expect(signUp.data.session?.expires_in).toBe(60);
      const client = t.client({ autoRefreshToken: true });
      const refreshed = new Promise<string>((resolve) => {
        client.auth.onAuthStateChange((event, session) => {
          if (event === 'TOKEN_REFRESHED' && session) resolve(session.refresh_token);
        });
      });
      const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      const first = data.session!.refresh_token;
      // Restarting the ticker runs its first tick at once instead of 30 s later.
      await client.auth.startAutoRefresh();
      const next = await refreshed;
      await client.auth.stopAutoRefresh();
      expect(next).not.toBe(first);
      expect((await client.auth.getUser()).error).toBeNull();
    });

    it('signs up straight into a session when auto-confirm is on, and refuses a second sign-up', async () => {
      const email = uniqueEmail('auto');
      const first = await t.client().auth.signUp({ email, password: PASSWORD });
      expect(first.data.session?.access_token).toBeTruthy();
      const second = await t.client().auth.signUp({ email, password: PASSWORD });
      expect(second.error?.code).toBe('user_already_exists');
      expect(second.error?.status).toBe(422);
      expect(second.error?.message).toBe('User already registered');
    });
  });
}
