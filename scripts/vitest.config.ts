import { defineProject } from 'vitest/config';

// The workspace's own tooling: the test of the import rules.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 30_000,
  },
});
