import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace project that has a vitest.config.ts of its own.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{host,server,lti,tests,scripts}/vitest.config.ts'],
  },
});
