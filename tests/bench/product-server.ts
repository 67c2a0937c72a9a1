// Starts the built product the way `npm start` serves it (production build, embedded database in a fresh data
// folder, demo accounts), for benchmarks that drive it from a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  origin: string;
  stop(): Promise<void>;
}

const serverEntry = new URL('../../server/dist/main.js', import.meta.url);

export async function startProduct(port: number, extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assess-bench-'));
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [serverEntry.pathname], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, ASSESS_DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_PER_IP: '100000', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Median and 95th percentile of a list of milliseconds, rounded to 0.1 ms. */
export function summarise(samples: number[]): { runs: number; median_ms: number; p95_ms: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { runs: sorted.length, median_ms: round(at(0.5)), p95_ms: round(at(0.95)) };
}
