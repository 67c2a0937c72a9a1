import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineProject({
    test: { name: 'grader', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
  }),
);
