// Attacks from another machine on the development conveniences (the mail outbox and the demo accounts, whose
// password is published), and on the client address a proxy reports.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../config/demo-accounts.js';
import { postAuth, startTestServer, testDrivers, type TestServer } from '../testing/harness.js';

const drivers = await testDrivers();
const driver = drivers[0]!;
const ADMIN = 'admin@demo.test';

/** An address of this machine that is not loopback, so a request to it arrives from a non-loopback address. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

async function request(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, text };
}

const signIn = (base: string, anonKey: string, email: string, password: string, headers: Record<string, string> = {}) =>
  postAuth(base, anonKey, '/token?grant_type=password', { email, password }, headers);

describe('development features seen from another machine', () => {
  let t: TestServer;
  let outside: string | undefined;

  beforeAll(async () => {
    // Listening on every interface, as `npm start` does.
    t = await startTestServer(driver, { HOST: '0.0.0.0' }, { seedDemo: true });
    outside = lanAddress ? `http://${lanAddress}:${t.config.port}` : undefined;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the outbox and the demo accounts to this machine', async () => {
    expect((await request(t.url, '/dev/mail/messages')).status).toBe(200);
    expect((await signIn(t.url, t.anonKey, ADMIN, DEMO_PASSWORD)).status).toBe(200);
  });

  it.skipIf(!lanAddress)('an outsider asks for the admin\'s password reset and cannot read the link', async () => {
    expect((await postAuth(outside!, t.anonKey, '/recover', { email: ADMIN })).status).toBe(200);
    const page = await request(outside!, '/dev/mail');
    const messages = await request(outside!, '/dev/mail/messages');
    expect(page.status).toBe(404);
    expect(messages.status).toBe(404);
    expect(messages.text).not.toContain('token_hash');
    // The mail was sent all the same, to the outbox this machine reads.
    const local = await request(t.url, '/dev/mail/messages');
    expect(local.text).toContain(ADMIN);
  });

  it.skipIf(!lanAddress)('an outsider cannot sign in to a demo account with the published password', async () => {
    const answer = await signIn(outside!, t.anonKey, ADMIN, DEMO_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.json.error_code).toBe('invalid_credentials');
  });

  it('a proxy on this machine passing on an outsider\'s request does not make it local', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.10' };
    expect((await request(t.url, '/dev/mail/messages', { headers: forwarded })).status).toBe(404);
    expect((await signIn(t.url, t.anonKey, ADMIN, DEMO_PASSWORD, forwarded)).status).toBe(400);
  });
});

describe('development features opened on purpose', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { DEV_FEATURES_REMOTE: 'on' }, { seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves them to every client when DEV_FEATURES_REMOTE is on', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.10' };
    expect((await request(t.url, '/dev/mail/messages', { headers: forwarded })).status).toBe(200);
    expect((await signIn(t.url, t.anonKey, ADMIN, DEMO_PASSWORD, forwarded)).status).toBe(200);
  });
});

describe('a client address forged in X-Forwarded-For behind one proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { TRUST_PROXY: 'on', RATE_LIMIT_PER_IP: '3' }, { seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  // The proxy appends the address it saw (198.51.100.7); everything to its left is what the client wrote.
  const through = (forged: string) => ({ 'x-forwarded-for': `${forged}, 198.51.100.7` });

  it('does not escape the per-address limit by changing the forged entry', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await signIn(t.url, t.anonKey, `nobody${attempt}@example.test`, 'x', through(`10.0.0.${attempt}`))).status);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('does not pass for this machine by forging a loopback entry', async () => {
    expect((await request(t.url, '/dev/mail/messages', { headers: through('127.0.0.1') })).status).toBe(404);
  });
});

describe('a loopback address claimed in X-Forwarded-For by a client reaching the server directly', () => {
  let t: TestServer;
  let outside: string | undefined;
  beforeAll(async () => {
    // TRUST_PROXY on, yet the server also answers on every interface: a client can skip the proxy.
    t = await startTestServer(driver, { HOST: '0.0.0.0', TRUST_PROXY: 'on' }, { seedDemo: true });
    outside = lanAddress ? `http://${lanAddress}:${t.config.port}` : undefined;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!lanAddress)('reads no outbox and signs in to no demo account', async () => {
    const claimed = { 'x-forwarded-for': '127.0.0.1' };
    expect((await request(outside!, '/dev/mail/messages', { headers: claimed })).status).toBe(404);
    expect((await signIn(outside!, t.anonKey, ADMIN, DEMO_PASSWORD, claimed)).status).toBe(400);
    // This machine, with no forwarding header, still has them.
    expect((await request(t.url, '/dev/mail/messages')).status).toBe(200);
  });
});
