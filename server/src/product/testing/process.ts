import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOOKS = fileURLToPath(new URL('./source-hooks.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('./serve.ts', import.meta.url));
const WORKER = fileURLToPath(new URL('../jobs/worker-main.ts', import.meta.url));
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/**
 * The environment of a server in a child process on a free port of loopback, keeping its data (and, without a
 * DATABASE_URL, its embedded database) in `dataDir`; `extra` adds or overrides variables.
 */
export function childServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ASSESS_DATA_DIR: dataDir,
    AUTH_AUTOCONFIRM: 'true',
    LOG_LEVEL: 'warn',
    HOST_DIST: join(dataDir, 'no-host'),
    ELEMENTS_DIST: join(dataDir, 'no-elements'),
    ...extra,
  };
}

/** Starts the server from source in a child process and resolves once it listens. */
export function spawnServer(env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  return spawnSource(SERVER, 'ready', env, log);
}

/** Starts the whole product server (`npm run serve`'s entry: every route) from source in a child process. */
export function spawnProductServer(env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  return spawnSource(MAIN, 'Assess is running', env, log);
}

/** Starts `npm run worker`'s entry from source in a child process and resolves once its workers run. */
export function spawnWorker(env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  return spawnSource(WORKER, 'workers started', env, log);
}

function spawnSource(entry: string, readyText: string, env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@assess/source', '--experimental-transform-types', '--no-warnings', '--import', HOOKS, entry],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${log.join('')}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (text.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${log.join('')}`));
    });
  });
}

/** Stops a child at once (SIGKILL: no shutdown hooks run) and waits for it to be gone. */
export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
