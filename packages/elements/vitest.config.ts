import { defineProject } from 'vitest/config';

// Unit tests of the build tooling (Node); the elements themselves are tested in Chromium by web-test-runner.
export default defineProject({
  test: {
    name: 'elements',
    environment: 'node',
    include: ['build/**/*.test.ts'],
  },
});
