import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // The suites start real servers and databases: one file at a time keeps two cores responsive.
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
