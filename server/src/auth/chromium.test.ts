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

      /** Opens a link from an e-mail; the page it lands on exchanges the code by itself. */
      async function openLink(link: string, path: string): Promise<void> {
        await page.goto(link);
        expect(new URL(page.url()).pathname).toBe(path);
        await page.waitForFunction(() => {
          const { events } = globalThis as unknown as PageGlobals;
          return Array.isArray(events) && (events.includes('SIGNED_IN') || events.includes('PASSWORD_RECOVERY'));
        });
      }

      it('signs up, confirms from the e-mail, signs in and reads its role', async () => {
        const email = uniqueEmail('browser');
        const signUp = await page.evaluate(
          async ({ email, origin }) => {
            const { data, error } = await (globalThis as unknown as PageGlobals).client.auth.signUp({
              email,
              password: 'Br0wser-pass',
              options: { data: { first_name: 'Cro', role: 'teacher' }, emailRedirectTo: `${origin}/auth/callback` },
            });
            return { session: data.session, role: data.user?.user_metadata.role, error: error?.code ?? null };
          },
          { email, origin },
        );
        expect(signUp).toEqual({ session: null, role: 'student', error: null });

        await openLink((await t.lastMail(email)).links[0]!, '/auth/callback');
        const confirmed = await page.evaluate(async () => {
          const { data } = await (globalThis as unknown as PageGlobals).client.auth.getUser();
          return { email: data.user?.email, confirmed: Boolean(data.user?.email_confirmed_at), search: (globalThis as unknown as PageGlobals).location.search };
        });
        expect(confirmed).toEqual({ email, confirmed: true, search: '' });

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

      it('resets a password from the e-mailed link', async () => {
        const email = uniqueEmail('browser-reset');
        await page.evaluate(
          async ({ email, origin }) => {
            await (globalThis as unknown as PageGlobals).client.auth.signOut();
            await (globalThis as unknown as PageGlobals).client.auth.signUp({ email, password: 'Br0wser-pass', options: { emailRedirectTo: `${origin}/` } });
          },
          { email, origin },
        );
        await openLink((await t.lastMail(email)).links[0]!, '/');
        await page.evaluate(
          async ({ email, origin }) => {
            await (globalThis as unknown as PageGlobals).client.auth.signOut();
            await (globalThis as unknown as PageGlobals).client.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/auth/reset-password` });
          },
          { email, origin },
        );
        const mail = await t.lastMail(email);
        expect(mail.subject).toBe('Reset your password');
        await openLink(mail.links[0]!, '/auth/reset-password');
        const result = await page.evaluate(
          async ({ email }) => {
            const events = [...(globalThis as unknown as PageGlobals).events];
            const update = await (globalThis as unknown as PageGlobals).client.auth.updateUser({ password: 'N3w-browser-pass' });
            await (globalThis as unknown as PageGlobals).client.auth.signOut();
            const signIn = await (globalThis as unknown as PageGlobals).client.auth.signInWithPassword({ email, password: 'N3w-browser-pass' });
            return { recovery: events.includes('PASSWORD_RECOVERY'), update: update.error?.code ?? null, signedIn: Boolean(signIn.data.session) };
          },
          { email },
        );
        expect(result).toEqual({ recovery: true, update: null, signedIn: true });
      });
    });
  }
});
