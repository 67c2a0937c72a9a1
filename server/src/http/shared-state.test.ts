// Two servers on one PostgreSQL database, as behind a load balancer: what one server learns (a failed sign-in, a
// sign-out) the other knows at the next request, and a read that finds nothing new is answered 304 without a body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { createServer, type AssessServer } from './app.js';
import { freePort, startTestServer, testDrivers, uniqueEmail, type TestServer } from '../testing/harness.js';
import { productPlugins } from '../product/index.js';
import { submissionForm } from '../product/testing/server.js';

const postgres = (await testDrivers()).find((driver) => driver.name === 'postgres')!;
const PASSWORD = 'Secret-passw0rd-9731';

describe.skipIf(Boolean(postgres.skip))('two servers on one database', () => {
  let first: TestServer;
  let second: AssessServer;
  let secondUrl: string;

  beforeAll(async () => {
    const env = { AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_PER_ADDRESS: '10', LOG_LEVEL: 'warn' };
    first = await startTestServer(postgres, env, { plugins: productPlugins });
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    // The same database and secret as the first server; nothing else shared.
    second = await createServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: first.url,
        DATABASE_URL: first.config.databaseUrl!,
        JWT_SECRET: first.config.jwtSecret,
        ASSESS_DATA_DIR: first.config.dataDir,
        HOST_DIST: first.config.hostDist,
        ELEMENTS_DIST: first.config.elementsDist,
        RATE_LIMIT_PER_IP: '10000',
        ...env,
      }),
      { plugins: productPlugins },
    );
    await second.listen();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const servers = () => [first.url, secondUrl];

  /** The read, repeated every 10 ms for at most two seconds until it answers 200 (a notice takes a moment to arrive). */
  async function eventually200(url: string, headers: Record<string, string>): Promise<Response> {
    for (let tries = 0; ; tries += 1) {
      const response = await fetch(url, { headers });
      if (response.status === 200 || tries >= 200) return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function signIn(url: string, email: string, password: string) {
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: first.anonKey },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function signUp(email: string): Promise<string> {
    const { error } = await first.client().auth.signUp({ email, password: PASSWORD });
    if (error) throw error;
    return (await signIn(first.url, email, PASSWORD)).json.access_token as string;
  }

  it('locks an address after ten failed sign-ins spread over both servers, as ten on one would', async () => {
    const email = uniqueEmail('guessed');
    await signUp(email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await signIn(servers()[attempt % 2]!, email, `wrong-${attempt}`);
      expect(failed.status).toBe(400);
      expect(failed.json.error_code).toBe('invalid_credentials');
    }
    for (const url of servers()) {
      const locked = await signIn(url, email, 'wrong-again');
      expect(locked.status).toBe(429);
      expect(locked.json.error_code).toBe('over_request_rate_limit');
    }
  });

  it('refuses a token on one server at once after its sign-out on the other', async () => {
    const token = await signUp(uniqueEmail('leaving'));
    const headers = { authorization: `Bearer ${token}`, apikey: first.anonKey };
    expect((await fetch(`${secondUrl}/api/assessments/`, { headers })).status).toBe(200);
    expect((await fetch(`${first.url}/auth/v1/logout`, { method: 'POST', headers })).status).toBe(204);
    const after = await fetch(`${secondUrl}/api/assessments/`, { headers });
    expect(after.status).toBe(401);
    expect((await fetch(`${secondUrl}/auth/v1/user`, { headers })).status).toBe(403);
  });

  it('answers a repeated read 304 with no body on either server, and 200 once the answer changed', async () => {
    const token = await signUp(uniqueEmail('polling'));
    const headers = { authorization: `Bearer ${token}` };
    const read = await fetch(`${first.url}/api/supabase-usage/usage/summary`, { headers });
    const body = await read.text();
    const etag = read.headers.get('etag');
    expect(read.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    for (const url of servers()) {
      const again = await fetch(`${url}/api/supabase-usage/usage/summary`, { headers: { ...headers, 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    // A submission changes the usage: the same tag now gets the new answer in full.
    const submitted = await fetch(`${secondUrl}/api/assessments/submit-and-grade`, {
      method: 'POST',
      headers,
      body: await submissionForm({ title: 'Forces', subject_name: 'Physics', generate_weak_areas_pdf: 'false' }),
    });
    expect(submitted.status).toBeLessThan(300);
    // The server that took the write knows at once; the other as soon as the database's notice of it arrives.
    const onSecond = await fetch(`${secondUrl}/api/supabase-usage/usage/summary`, { headers: { ...headers, 'if-none-match': etag! } });
    expect(onSecond.status).toBe(200);
    const changed = await eventually200(`${first.url}/api/supabase-usage/usage/summary`, { ...headers, 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    const changedBody = await changed.text();
    expect(changedBody).not.toBe(body);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // A plain read (no tag) on either server now gets the new answer too, never the one kept from before the write.
    for (const url of servers()) expect(await (await fetch(`${url}/api/supabase-usage/usage/summary`, { headers })).text()).toBe(changedBody);
    // A write made outside the servers (a worker, an administrator's SQL) too.
    const current = changed.headers.get('etag')!;
    expect((await fetch(`${first.url}/api/supabase-usage/usage/summary`, { headers: { ...headers, 'if-none-match': current } })).status).toBe(304);
    const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    await first.server.db.query(`UPDATE usage_counters SET count = count + 1 WHERE feature = 'assessment_submission' AND user_id = $1`, [userId]);
    expect((await eventually200(`${first.url}/api/supabase-usage/usage/summary`, { ...headers, 'if-none-match': current })).status).toBe(200);
    // An error is never answered 304.
    const unauthenticated = await fetch(`${secondUrl}/api/supabase-usage/usage/summary`, { headers: { 'if-none-match': etag! } });
    expect(unauthenticated.status).toBe(401);
  });
});
