import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'assess-e2e-'));

// End-to-end tests run against the production build, served the way `npm start` serves it.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run serve -w server',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Each job waits a few seconds pending and a few more processing, so the screens show both states on the way.
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ASSESS_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ASSESS_JOB_PENDING_DELAY_MS: '6000',
      ASSESS_JOB_DELAY_MS: '6000',
      // Every browser of the suite signs in from the same address; the per-address limits are tested by the server's suites.
      RATE_LIMIT_PER_IP: '1000',
      // The LTI platform simulator runs on this machine, which registration refuses to reach by default.
      LTI_ALLOW_PRIVATE_ADDRESSES: 'on',
    },
  },
});
