import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace project that has a vitest.config.ts of its own (tests/ holds the Playwright
// end-to-end suites, run by `npm run test:e2e`, not Vitest).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{host,server,lti,scripts}/vitest.config.ts'],
  },
});
