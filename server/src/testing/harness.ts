import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createClient, type AuthError, type EmailOtpType, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig, type Config } from '../config/index.js';
import { createServer, type AssessServer, type ServerOptions } from '../http/app.js';
import type { OutboxEntry } from '../mail/outbox.js';
import { createTestDatabase, postgresForTests } from './postgres.js';

export type DriverName = 'pglite' | 'postgres';

export interface Driver {
  name: DriverName;
  /** Why the driver cannot run here; undefined when it can. */
  skip?: string;
  adminUrl?: string;
}

/**
 * Both database drivers: PGlite always, PostgreSQL when a server can be reached or started (under CI, a
 * PostgreSQL that cannot be reached fails the suite instead of skipping it: see postgresForTests).
 */
export async function testDrivers(): Promise<Driver[]> {
  const postgres = await postgresForTests();
  return [{ name: 'pglite' }, { name: 'postgres', ...postgres }];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TestServer {
  url: string;
  server: AssessServer;
  config: Config;
  /** Every log line the server wrote. */
  logs: string[];
  anonKey: string;
  client(options?: ClientOptions): SupabaseClient;
  outbox(): Promise<OutboxEntry[]>;
  /** The newest message to an address. */
  lastMail(to: string): Promise<OutboxEntry>;
  close(): Promise<void>;
}

/** A storage for supabase-js that lives in memory, one per client. */
export function memoryStorage(): { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface ClientOptions {
  autoRefreshToken?: boolean;
  flowType?: 'pkce' | 'implicit';
}

/**
 * supabase-js against the server at `url`, as a test's browser holds it: its session in memory of its own, no
 * refresh timer unless asked, and the PKCE flow for e-mail links unless asked otherwise.
 */
export function supabaseClient(url: string, anonKey: string, options: ClientOptions = {}): SupabaseClient {
  return createClient(url, anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'pkce',
    },
  });
}

/** The public key a server started in its own process gives browsers (/config.json). */
export async function anonKeyOf(url: string): Promise<string> {
  return ((await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

/** Starts the real server on a free port, on a fresh data folder (and a fresh PostgreSQL database). */
export async function startTestServer(
  driver: Driver,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assess-test-'));
  const database = driver.name === 'postgres' ? await createTestDatabase(driver.adminUrl!) : undefined;
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ASSESS_DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_SIGNINS_PER_IP: '100000',
    RATE_LIMIT_PER_ADDRESS: '1000',
    RATE_LIMIT_EMAIL_FREQUENCY: '0',
    RATE_LIMIT_EMAILS_PER_HOUR: '10000',
    LOG_LEVEL: 'info',
    HOST_DIST: join(dataDir, 'no-host'),
    ELEMENTS_DIST: join(dataDir, 'no-elements'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  let server: AssessServer;
  try {
    server = await createServer(config, { logStream, ...options });
    await server.listen();
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = config.publicUrl;
  const outbox = async (): Promise<OutboxEntry[]> => (await fetch(`${url}/dev/mail/messages`)).json() as Promise<OutboxEntry[]>;
  return {
    url,
    server,
    config,
    logs,
    anonKey: server.anonKey,
    client: (clientOptions = {}) => supabaseClient(url, server.anonKey, clientOptions),
    outbox,
    async lastMail(to) {
      const message = (await outbox()).find((entry) => entry.to === to);
      if (!message) throw new Error(`No mail to ${to}`);
      return message;
    },
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An /auth/v1 answer as tests read it: a session's tokens, or an error's codes. */
export type AuthAnswer = { access_token: string; refresh_token: string; code?: string; error_code?: string } & Record<string, unknown>;

/**
 * POSTs JSON to an /auth/v1 path the way a client other than supabase-js would (an attacker's script, say), at any
 * address of the server; gives the status and the JSON answer.
 */
export async function postAuth(
  baseUrl: string,
  anonKey: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: AuthAnswer; headers: Headers }> {
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: anonKey, 'x-supabase-api-version': '2024-01-01', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as AuthAnswer, headers: response.headers };
}

/** Follows one redirect by hand and returns where it points. */
export async function redirectOf(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`No redirect from ${link} (status ${response.status})`);
  return { status: response.status, location: new URL(location, link) };
}

/** What an e-mailed link carries for the page it opens: the token hash and what it verifies. */
export function mailLinkParts(link: string): { page: string; tokenHash: string; type: EmailOtpType } {
  const url = new URL(link);
  const tokenHash = url.searchParams.get('token_hash');
  const type = url.searchParams.get('type');
  if (!tokenHash || !type) throw new Error(`No token_hash and type in ${link}`);
  return { page: `${url.origin}${url.pathname}`, tokenHash, type: type as EmailOtpType };
}

/**
 * Opens an e-mailed link as its page does, in a browser of its own (not the one that asked for the mail): the
 * link's token hash verified with supabase-js verifyOtp. Gives that browser's client and what it got.
 */
export async function openMailLink(
  t: Pick<TestServer, 'client'>,
  link: string,
  client: SupabaseClient = t.client(),
): Promise<{ client: SupabaseClient; session: Session | null; error: AuthError | null }> {
  const { tokenHash, type } = mailLinkParts(link);
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type });
  return { client, session: data.session, error };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.test`;
}
