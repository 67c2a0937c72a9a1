// Google sign-in through openid-client, against a local OpenID provider standing in for Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, openMailLink, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';
import { startOidcStandIn, type OidcStandIn, type StandInAccount } from '../testing/oidc-stand-in.js';

const drivers = await testDrivers();

/** Follows redirects as a browser would (cookies included) until one leaves for the app's page. */
async function browse(start: string, until: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(until)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`Stopped at ${url} with status ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects');
}

function account(name: string, email = uniqueEmail(name)): StandInAccount {
  return { sub: `google-${name}-${Date.now()}`, email, email_verified: true, name: `${name} Tester`, given_name: name, family_name: 'Tester' };
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`Google sign-in on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    let google: OidcStandIn;

    beforeAll(async () => {
      const port = await freePort();
      t = await startTestServer(driver, {
        GOOGLE_CLIENT_ID: 'assess-test-client',
        GOOGLE_CLIENT_SECRET: 'assess-test-client-secret-0123456789',
        GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
      });
      google = await startOidcStandIn(port, `${t.url}/auth/v1/callback`);
    });
    afterAll(async () => {
      await t?.close();
      await google?.close();
    });

    async function signInWithGoogle(flowType: 'pkce' | 'implicit' = 'pkce') {
      const client = t.client({ flowType });
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: {
          redirectTo: `${t.url}/dashboard`,
          skipBrowserRedirect: true,
          scopes: 'email profile',
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      expect(error).toBeNull();
      const back = await browse(data.url!, `${t.url}/dashboard`);
      return { client, back };
    }

    it('creates a student account on first Google sign-in (PKCE)', async () => {
      const person = account('Gina');
      google.signInAs(person);
      const { client, back } = await signInWithGoogle();
      const code = back.searchParams.get('code');
      expect(code).toBeTruthy();
      const { data, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        email: person.email.toLowerCase(),
        app_metadata: { provider: 'google', providers: ['google'] },
        user_metadata: { full_name: 'Gina Tester', first_name: 'Gina', email_verified: true },
      });
      expect(data.user?.identities?.[0]).toMatchObject({ provider: 'google', id: person.sub });
      const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
      expect(claims.amr[0].method).toBe('oauth');
      const role = await client.from('user_roles').select('role').single();
      expect(role.data).toEqual({ role: 'student' });

      // The second sign-in finds the same account.
      const again = await signInWithGoogle();
      const second = await again.client.auth.exchangeCodeForSession(again.back.searchParams.get('code')!);
      expect(second.data.user?.id).toBe(data.user?.id);
    });

    it('links Google to an existing account with the same verified address', async () => {
      const email = uniqueEmail('existing');
      const signUp = await t.client().auth.signUp({ email, password: 'Passw0rd-x1' });
      expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error).toBeNull();
      google.signInAs(account('Existing', email));
      const { client, back } = await signInWithGoogle();
      const { data } = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
      expect(data.user?.id).toBe(signUp.data.user?.id);
      expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
      // The address was confirmed by its holder, so their password goes on working beside Google.
      expect((await t.client().auth.signInWithPassword({ email, password: 'Passw0rd-x1' })).error).toBeNull();
    });

    it('clears the password of an unconfirmed sign-up when Google proves the address (a stranger may have made it)', async () => {
      const email = uniqueEmail('squatted');
      // The attacker signs the victim's address up with a password of their own and never confirms it.
      const squat = await t.client().auth.signUp({ email, password: 'Attacker-pass-1' });
      google.signInAs(account('Victim', email));
      const { client, back } = await signInWithGoogle();
      const { data } = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
      expect(data.user?.id).toBe(squat.data.user?.id);
      const attacker = await t.client().auth.signInWithPassword({ email, password: 'Attacker-pass-1' });
      expect(attacker.error?.code).toBe('invalid_credentials');
      // The attacker's confirmation link is gone too.
      expect((await openMailLink(t, (await t.lastMail(email)).links[0]!)).error?.code).toBe('otp_expired');
    });

    it('returns tokens in the fragment for the implicit flow', async () => {
      google.signInAs(account('Imp'));
      const { back } = await signInWithGoogle('implicit');
      const fragment = new URLSearchParams(back.hash.slice(1));
      expect(fragment.get('access_token')).toBeTruthy();
      expect(fragment.get('refresh_token')).toBeTruthy();
      expect(fragment.get('token_type')).toBe('bearer');
    });

    it('checks the stored return address again at the callback, so tokens never go to a host no longer allowed', async () => {
      const partner = 'https://partner.example/**';
      t.config.redirectAllowList.push(partner);
      google.signInAs(account('Moved'));
      const { data } = await t.client().auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: 'https://partner.example/after-sign-in', skipBrowserRedirect: true },
      });
      const callback = await browse(data.url!, `${t.url}/auth/v1/callback`);
      // The allow list changes while the user is at the provider: the address stored at /authorize is no longer allowed.
      t.config.redirectAllowList.splice(t.config.redirectAllowList.indexOf(partner), 1);
      const response = await fetch(callback, { redirect: 'manual' });
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(new URL(t.config.siteUrl).origin);
      expect(location.searchParams.get('code')).toBeTruthy();
    });

    it('refuses a callback with an unknown state', async () => {
      const response = await fetch(`${t.url}/auth/v1/callback?code=x&state=forged`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.searchParams.get('error_code')).toBe('bad_oauth_state');
    });

    it('reports Google as enabled in the settings', async () => {
      const settings = (await (await fetch(`${t.url}/auth/v1/settings`)).json()) as { external: { google: boolean } };
      expect(settings.external.google).toBe(true);
    });
  });

  describe.skipIf(Boolean(driver.skip))(`Google sign-in that cannot start on ${driver.name}`, () => {
    let t: TestServer;

    beforeAll(async () => {
      // Google is configured, but its address answers nothing (down, or a wrong issuer).
      t = await startTestServer(driver, {
        GOOGLE_CLIENT_ID: 'assess-test-client',
        GOOGLE_CLIENT_SECRET: 'assess-test-client-secret-0123456789',
        GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sends the browser back to the app with a readable error, not to a page of JSON', async () => {
      const { data } = await t.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${t.url}/dashboard`, skipBrowserRedirect: true } });
      const response = await fetch(data.url!, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(`${t.url}/dashboard`);
      expect(location.searchParams.get('error_description')).toBe('Google sign-in is not available right now');
    });
  });
}
