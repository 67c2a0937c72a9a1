import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../../vite.shared.ts';

// Only the sources: the compiled copies of the tests in dist/ are not run again.
export default mergeConfig(sharedResolve, defineProject({ test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'] } }));
