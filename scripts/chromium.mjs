// Finds the Chromium that browser tests drive: a path from ASSESS_CHROMIUM_PATH or CHROME_PATH,
// else the system Chromium, else Playwright's own browser when one is installed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const INSTALL_HINT =
  'No Chromium found for the browser tests. Install one of:\n' +
  '  - the system Chromium: sudo apt-get install chromium   (Debian/Ubuntu)\n' +
  '  - Playwright\'s browser: npx playwright install chromium\n' +
  'or set ASSESS_CHROMIUM_PATH to a Chromium or Chrome executable.';

export function findChromium() {
  for (const name of ['ASSESS_CHROMIUM_PATH', 'CHROME_PATH']) {
    const fromEnv = process.env[name];
    if (fromEnv) {
      if (existsSync(fromEnv)) return fromEnv;
      throw new Error(`${name} is set to ${fromEnv}, but no file is there.\n${INSTALL_HINT}`);
    }
  }
  for (const path of SYSTEM_PATHS) if (existsSync(path)) return path;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core has no browser of its own installed: fall through to the hint.
  }
  throw new Error(INSTALL_HINT);
}

/** Flags for a headless Chromium on a machine that may run as root and has no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
