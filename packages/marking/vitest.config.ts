import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sharedResolve } from '../../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineProject({
    plugins: [vanillaExtractPlugin(), react()],
    test: { name: 'marking', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/testing/setup.ts'], css: true },
  }),
);
