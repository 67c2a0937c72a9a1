import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vite';
import { precompressed, sharedResolve } from '../vite.shared.ts';

export default mergeConfig(
  sharedResolve,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin(), precompressed()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the first page imports statically is one file (and one stylesheet), rather than the many
            // small shared chunks automatic splitting makes: on a phone each extra request costs a round trip.
            // What screens load on demand stays in their own chunks.
            groups: [{ name: 'first-page', tags: ['$initial'] }],
          },
        },
      },
    },
  }),
);
