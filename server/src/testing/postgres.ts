import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the test PostgreSQL server is: TEST_DATABASE_URL, else the local server's `test` database. */
const CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/test'];

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
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

let found: Promise<string | undefined> | undefined;

/** The admin connection string of a reachable PostgreSQL server, or undefined when there is none. */
export function findPostgres(): Promise<string | undefined> {
  found ??= (async () => {
    for (const url of CANDIDATES) if (await reachable(url)) return url;
    tryStartCluster();
    for (const url of CANDIDATES) if (await reachable(url)) return url;
    return undefined;
  })();
  return found;
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
