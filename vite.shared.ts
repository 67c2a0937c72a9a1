// Settings every Vite and Vitest config in the workspace shares: workspace packages resolve to their
// TypeScript sources through the "@assess/source" export condition, so no package needs building first.
import { defaultClientConditions, defaultServerConditions, type PluginOption, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export const SOURCE_CONDITION = '@assess/source';

export const sharedResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
} satisfies UserConfig;

/**
 * Gzip and brotli copies beside each built file of the host and the elements, which the server sends to
 * browsers that accept them (@fastify/static's preCompressed) without compressing on every request.
 */
export function precompressed(): PluginOption {
  return compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/], threshold: 1024 });
}
