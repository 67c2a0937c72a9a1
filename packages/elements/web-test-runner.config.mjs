// Browser tests in real Chromium against the built elements (test/dist, built by `npm run test:browser`).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

let executablePath;
try {
  executablePath = findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

export default {
  files: ['test/**/*.test.js', '!test/dist/**'],
  nodeResolve: true,
  concurrency: 1,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, args: CHROMIUM_ARGS, headless: true } })],
  testFramework: { config: { timeout: 10000 } },
};
