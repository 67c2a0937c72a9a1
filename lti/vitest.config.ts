import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineProject({
    test: { name: 'lti', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
  }),
);
