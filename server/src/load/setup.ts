import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../testing/harness.js';
import { createTestDatabase } from '../testing/postgres.js';
import { childServerEnv, kill, spawnProductServer, spawnWorker } from '../product/testing/process.js';

/** A load test's API server, in its own process (as in production) on a new PostgreSQL database. */
export interface LoadServer {
  url: string;
  server: ChildProcess;
  databaseUrl: string;
  /** Starts one `npm run worker` process on the same database, stored files and secret. */
  startWorker(): Promise<ChildProcess>;
}

/** Starts it; `cleanups` gets what undoes it (the server, the database, the data folder), to run last first. */
export async function startLoadServer(adminUrl: string, cleanups: (() => Promise<void>)[]): Promise<LoadServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assess-load-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await createTestDatabase(adminUrl);
  cleanups.push(() => database.drop());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server and the workers share the database, the stored files and the secret that signs sessions.
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ASSESS_JOB_POLLING_SECONDS: '0.5' };
  const log: string[] = [];
  const server = await spawnProductServer(childServerEnv(port, dataDir, { ...shared, ASSESS_WORKERS: 'off', RATE_LIMIT_PER_IP: '1000000' }), log);
  cleanups.push(() => kill(server, 'SIGTERM'));
  return {
    url,
    server,
    databaseUrl: database.url,
    startWorker: () => spawnWorker({ NODE_ENV: 'test', ASSESS_DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...shared }, log),
  };
}
