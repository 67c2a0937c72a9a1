import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../../vite.shared.ts';

export default mergeConfig(sharedResolve, defineProject({ test: { name: 'core', environment: 'node' } }));
