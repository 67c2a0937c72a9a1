// What the crash tests share: servers in child processes over one data folder and database, which a test kills and
// starts again; whatever is left running or stored is removed after the describe block.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { freePort, type Driver } from '../../testing/harness.js';
import { createTestDatabase } from '../../testing/postgres.js';
import { childServerEnv, kill, spawnServer } from './process.js';

/** One test's place for its child servers: a data folder, a database of its own on PostgreSQL, and a free port. */
export interface CrashSite {
  dataDir: string;
  database?: { url: string };
  url: string;
  /** The child servers' environment, `extra` added. */
  env(extra?: Record<string, string>): Record<string, string>;
}

/**
 * Registers, in the describe block it is called in, an afterAll that kills the child servers started with `spawn`
 * and removes the data folders and databases made with `site`.
 */
export function childServers(driver: Driver): { site(prefix: string): Promise<CrashSite>; spawn(env: Record<string, string>, log: string[]): Promise<ChildProcess> } {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) await kill(child);
    for (const cleanup of cleanups) await cleanup();
  });
  return {
    async site(prefix) {
      const dataDir = mkdtempSync(join(tmpdir(), prefix));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const database = driver.name === 'postgres' ? await createTestDatabase(driver.adminUrl!) : undefined;
      if (database) cleanups.push(() => database.drop());
      const port = await freePort();
      const env = (extra: Record<string, string> = {}) => childServerEnv(port, dataDir, { ...extra, ...(database ? { DATABASE_URL: database.url } : {}) });
      return { dataDir, ...(database ? { database } : {}), url: `http://127.0.0.1:${port}`, env };
    },
    async spawn(env, log) {
      const child = await spawnServer(env, log);
      children.push(child);
      return child;
    },
  };
}
