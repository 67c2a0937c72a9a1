import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the test PostgreSQL server is: TEST_DATABASE_URL, else the local server's `test` database. */
const CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/test'];

/** Undefined when the server answers at `url`, else why it does not. */
async function unreachableBecause(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts Debian's PostgreSQL cluster when one is installed but not running. */
function tryStartCluster(): void {
  if (!existsSync('/etc/postgresql')) return;
  for (const version of readdirSync('/etc/postgresql')) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Already running, or not ours to start: the reachability check decides.
    }
  }
}

/** Where a PostgreSQL server answered, or why none did (each address tried, with its error). */
type Found = { adminUrl: string } | { failures: string[] };

let found: Promise<Found> | undefined;

function find(): Promise<Found> {
  found ??= (async () => {
    const failures = new Map<string, string>();
    const tryAll = async () => {
      for (const url of CANDIDATES) {
        const failure = await unreachableBecause(url);
        if (!failure) return url;
        failures.set(withoutPassword(url), failure);
      }
      return undefined;
    };
    const adminUrl = (await tryAll()) ?? (tryStartCluster(), await tryAll());
    return adminUrl ? { adminUrl } : { failures: [...failures].map(([url, failure]) => `${url}: ${failure}`) };
  })();
  return found;
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The admin connection string of a reachable PostgreSQL server, or undefined when there is none. */
export async function findPostgres(): Promise<string | undefined> {
  const result = await find();
  return 'adminUrl' in result ? result.adminUrl : undefined;
}

/** Whether this run is a CI run (`CI` set, as CI services and `.ci/run` set it). */
function isCi(): boolean {
  const value = process.env.CI?.trim().toLowerCase();
  return Boolean(value) && value !== 'false' && value !== '0';
}

/**
 * The one rule for the suites that need PostgreSQL: its admin connection string when a server answers; else the
 * reason to skip them, on a developer's machine. Under CI there is no skipping: a run that passed without its
 * PostgreSQL suites would say nothing about them, so this throws, and the suite's file fails, saying why.
 */
export async function postgresForTests(): Promise<{ adminUrl?: string; skip?: string }> {
  const result = await find();
  if ('adminUrl' in result) return { adminUrl: result.adminUrl };
  const skip = `no PostgreSQL server could be reached or started (${result.failures.join('; ')}); set TEST_DATABASE_URL (.ci/postgres sets one up and prints it)`;
  if (isCi()) throw new Error(`CI is set, so the PostgreSQL suites may not be skipped, and they cannot run: ${skip}`);
  return { skip };
}

/** A fresh database with a random name; drop() removes it (and ends its connections). */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `assess_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
