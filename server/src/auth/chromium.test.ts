// The real supabase-js build in Chromium, on a page of another origin, against the running server.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { freePort, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';

const drivers = await testDrivers();
const require = createRequire(import.meta.url);
const supabaseUmd = readFileSync(require.resolve('@supabase/supabase-js').replace(/dist\/.*$/, 'dist/umd/supabase.js'), 'utf8');

/** What the test page puts on its global object. */
interface PageGlobals {
  client: SupabaseClient;
  events: string[];
  location: { search: string };
}

let chromiumPath: string | undefined;
let noChromium: string | undefined;
try {
  chromiumPath = findChromium();
} catch (error) {
  noChromium = (error as Error).message.split('\n')[0];
}

/** A page on its own origin that loads supabase-js and makes a client (finding PKCE codes in its URL). */
function pageHtml(authUrl: string, anonKey: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>supabase-js in Chromium</title>
<script src="/supabase.js"></script>
<script>
  window.events = [];
  window.client = supabase.createClient(${JSON.stringify(authUrl)}, ${JSON.stringify(anonKey)}, { auth: { flowType: 'pkce' } });
  window.client.auth.onAuthStateChange((event) => window.events.push(event));
</script></head><body>page</body></html>`;
}

async function startPageServer(port: number, html: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/supabase.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(supabaseUmd);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe.skipIf(Boolean(noChromium))(`supabase-js in Chromium${noChromium ? ` (skipped: ${noChromium})` : ''}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath!, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const driver of drivers) {
    describe.skipIf(Boolean(driver.skip))(`on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
      let t: TestServer;
      let pages: Server;
      let origin: string;
      let page: Page;

      beforeAll(async () => {
        const port = await freePort();
        origin = `http://127.0.0.1:${port}`;
        t = await startTestServer(driver, { AUTH_REDIRECT_ALLOW_LIST: `${origin}/**` });
        pages = await startPageServer(port, pageHtml(t.url, t.anonKey));
        page = await browser.newPage();
        await page.goto(`${origin}/`);
      });
      afterAll(async () => {
        await page?.close();
        await new Promise((resolve) => pages?.close(resolve));
        await t?.close();
      });

      /** A page in a browser context of its own: another browser, or another device, with nothing stored. */
      async function freshBrowser(): Promise<Page> {
        const context = await browser.newContext();
        const opened = await context.newPage();
        await opened.goto(`${origin}/`);
        return opened;
      }

      /**
       * Opens a link from an e-mail in a browser and does what the page it lands on does: verifies the link's
       * token hash with supabase-js verifyOtp. Gives the error code, if any, and whether a session began.
       */
      async function openLink(on: Page, link: string, path: string): Promise<{ error: string | null; signedIn: boolean }> {
        await on.goto(link);
        expect(new URL(on.url()).pathname).toBe(path);
        return on.evaluate(async () => {
          const { client, location } = globalThis as unknown as PageGlobals;
          const params = new URLSearchParams(location.search);
          const { data, error } = await client.auth.verifyOtp({ token_hash: params.get('token_hash') ?? '', type: params.get('type') as 'signup' });
          return { error: error?.code ?? null, signedIn: Boolean(data.session) };
        });
      }

      async function signUpIn(on: Page, email: string, password: string): Promise<void> {
        const result = await on.evaluate(
          async ({ email, password, origin }) => {
            const { data, error } = await (globalThis as unknown as PageGlobals).client.auth.signUp({
              email,
              password,
              options: { data: { first_name: 'Cro', role: 'teacher' }, emailRedirectTo: `${origin}/auth/callback` },
            });
            return { session: data.session, role: data.user?.user_metadata.role, error: error?.code ?? null };
          },
          { email, password, origin },
        );
        expect(result).toEqual({ session: null, role: 'student', error: null });
      }

      async function signInIn(on: Page, email: string, password: string): Promise<string | null> {
        return on.evaluate(
          async ({ email, password }) => {
            const client = (globalThis as unknown as PageGlobals).client;
            await client.auth.signOut();
            const { error } = await client.auth.signInWithPassword({ email, password });
            return error?.code ?? null;
          },
          { email, password },
        );
      }

      it('signs up, confirms from the e-mail, signs in and reads its role', async () => {
        const email = uniqueEmail('browser');
        await signUpIn(page, email, 'Br0wser-pass');

        expect(await openLink(page, (await t.lastMail(email)).links[0]!, '/auth/callback')).toEqual({ error: null, signedIn: true });
        const confirmed = await page.evaluate(async () => {
          const { data } = await (globalThis as unknown as PageGlobals).client.auth.getUser();
          return { email: data.user?.email, confirmed: Boolean(data.user?.email_confirmed_at) };
        });
        expect(confirmed).toEqual({ email, confirmed: true });

        const result = await page.evaluate(
          async ({ email }) => {
            const client = (globalThis as unknown as PageGlobals).client;
            await client.auth.signOut();
            const wrong = await client.auth.signInWithPassword({ email, password: 'nope-nope' });
            const right = await client.auth.signInWithPassword({ email, password: 'Br0wser-pass' });
            const role = await client.from('user_roles').select('role').eq('user_id', right.data.user!.id).single();
            const none = await client.from('user_roles').select('role').eq('user_id', '00000000-0000-0000-0000-000000000000').single();
            const refreshed = await client.auth.refreshSession();
            return {
              wrong: wrong.error?.code,
              signedIn: Boolean(right.data.session),
              role: role.data,
              none: none.error?.code,
              refreshed: refreshed.data.session?.refresh_token !== right.data.session?.refresh_token,
            };
          },
          { email },
        );
        expect(result).toEqual({ wrong: 'invalid_credentials', signedIn: true, role: { role: 'student' }, none: 'PGRST116', refreshed: true });
      });

      it('confirms a sign-up from the e-mail opened in another browser, which is then signed in', async () => {
        const email = uniqueEmail('browser-elsewhere');
        await signUpIn(page, email, 'Br0wser-pass');
        const phone = await freshBrowser();
        try {
          expect(await openLink(phone, (await t.lastMail(email)).links[0]!, '/auth/callback')).toEqual({ error: null, signedIn: true });
          const user = await phone.evaluate(async () => {
            const { data } = await (globalThis as unknown as PageGlobals).client.auth.getUser();
            return { email: data.user?.email, confirmed: Boolean(data.user?.email_confirmed_at) };
          });
          expect(user).toEqual({ email, confirmed: true });
        } finally {
          await phone.context().close();
        }
      });

      it('resets a password asked for in one browser from the e-mail opened in another', async () => {
        const email = uniqueEmail('browser-reset');
        await signUpIn(page, email, 'Br0wser-pass');
        expect((await openLink(page, (await t.lastMail(email)).links[0]!, '/auth/callback')).error).toBeNull();
        // The school computer asks for the reset (its client keeps a PKCE verifier the phone never sees).
        await page.evaluate(
          async ({ email, origin }) => {
            await (globalThis as unknown as PageGlobals).client.auth.signOut();
            await (globalThis as unknown as PageGlobals).client.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/auth/reset-password` });
          },
          { email, origin },
        );
        const mail = await t.lastMail(email);
        expect(mail.subject).toBe('Reset your password');
        const phone = await freshBrowser();
        try {
          expect(await openLink(phone, mail.links[0]!, '/auth/reset-password')).toEqual({ error: null, signedIn: true });
          const update = await phone.evaluate(async () => {
            const { events, client } = globalThis as unknown as PageGlobals;
            const { error } = await client.auth.updateUser({ password: 'N3w-browser-pass' });
            return { recovery: events.includes('PASSWORD_RECOVERY'), error: error?.code ?? null };
          });
          expect(update).toEqual({ recovery: true, error: null });
          expect(await signInIn(phone, email, 'N3w-browser-pass')).toBeNull();
          expect(await signInIn(page, email, 'N3w-browser-pass')).toBeNull();
          expect(await signInIn(page, email, 'Br0wser-pass')).toBe('invalid_credentials');
        } finally {
          await phone.context().close();
        }
      });

      it('says a used link is used or expired, and a new one can be asked for and works', async () => {
        const email = uniqueEmail('browser-used');
        await signUpIn(page, email, 'Br0wser-pass');
        const link = (await t.lastMail(email)).links[0]!;
        expect((await openLink(page, link, '/auth/callback')).error).toBeNull();
        await page.evaluate(
          async ({ email, origin }) => {
            await (globalThis as unknown as PageGlobals).client.auth.signOut();
            await (globalThis as unknown as PageGlobals).client.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/auth/reset-password` });
          },
          { email, origin },
        );
        const reset = (await t.lastMail(email)).links[0]!;
        const phone = await freshBrowser();
        try {
          expect((await openLink(phone, reset, '/auth/reset-password')).error).toBeNull();
          // Opened again, here or anywhere: the links are spent.
          expect(await openLink(phone, reset, '/auth/reset-password')).toEqual({ error: 'otp_expired', signedIn: false });
          expect(await openLink(page, link, '/auth/callback')).toEqual({ error: 'otp_expired', signedIn: false });
          // A new reset, asked for from the phone, works there.
          await phone.evaluate(
            async ({ email, origin }) => {
              await (globalThis as unknown as PageGlobals).client.auth.signOut();
              await (globalThis as unknown as PageGlobals).client.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/auth/reset-password` });
            },
            { email, origin },
          );
          const fresh = (await t.lastMail(email)).links[0]!;
          expect(fresh).not.toBe(reset);
          expect(await openLink(phone, fresh, '/auth/reset-password')).toEqual({ error: null, signedIn: true });
        } finally {
          await phone.context().close();
        }
      });
    });
  }
});
