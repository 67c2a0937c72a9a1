// Settings every Vite and Vitest config in the workspace shares: workspace packages resolve to their
// TypeScript sources through the "@assess/source" export condition, so no package needs building first.
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const SOURCE_CONDITION = '@assess/source';

export const sharedResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
} satisfies UserConfig;
