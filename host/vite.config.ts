import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vite';
import { precompressed, sharedResolve } from '../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin(), precompressed()],
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  }),
);
