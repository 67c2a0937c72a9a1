// The element build: one ES module build (a shared runtime chunk, one entry chunk per element, the
// autoloader and the package entry) and one classic-script bundle with every element in it.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type InlineConfig } from 'vite';
import { precompressed, sharedResolve } from '../../../vite.shared.ts';
import { elements } from '../src/registry.ts';
import { fixtureElements } from '../test/fixtures/registry.ts';
import { elementRegistry } from './element-registry.ts';
import { hoistTransitiveImports } from './hoist-imports.ts';
import { shadowCss } from './shadow-css.ts';

export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const styleRegistry = fileURLToPath(new URL('../../ui/src/element/style-registry.ts', import.meta.url));

/**
 * What every element needs goes into one runtime chunk: React, the element factory with its theme, and the
 * request layer with its stores. The rest (schemas, validation, screen helpers, parsers) is split by use, so
 * an element loads only what it imports.
 */
const RUNTIME_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/][^\\/]+|@vanilla-extract[\\/][^\\/]+)[\\/]`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](element|theme)[\\/]`,
    String.raw`[\\/]packages[\\/]core[\\/]src[\\/](api|stores)[\\/]`,
  ].join('|'),
);

export interface ElementsBuildOptions {
  /** Adds the test-only fixture elements and writes to test/dist instead of dist. */
  test: boolean;
}

export function outDirFor({ test }: ElementsBuildOptions): string {
  return resolve(packageRoot, test ? 'test/dist' : 'dist');
}

/** The registry with module paths made absolute (relative ones are relative to this package). */
export function registryFor({ test }: ElementsBuildOptions): Record<string, string> {
  const all = test ? { ...elements, ...fixtureElements } : { ...elements };
  return Object.fromEntries(
    Object.entries(all).map(([tag, module]) => [tag, module.startsWith('.') ? resolve(packageRoot, module) : module]),
  );
}

function baseConfig(options: ElementsBuildOptions): InlineConfig {
  return mergeConfig(sharedResolve, {
    configFile: false,
    root: packageRoot,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), shadowCss({ registry: styleRegistry }), elementRegistry(registryFor(options)), precompressed()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // vanilla-extract's compiler replaces the `ssr` options with its own, which would drop the source
    // condition: a `*.css.ts` importing @assess/ui would then miss the theme's CSS. The environment
    // options survive.
    environments: { ssr: { resolve: sharedResolve.ssr.resolve } },
  } satisfies InlineConfig);
}

/** The ES module build: dist/index.js, dist/autoloader.js, dist/elements/<tag>.js, dist/chunks/*. */
export function moduleBuildConfig(options: ElementsBuildOptions): InlineConfig {
  const elementEntries = Object.entries(registryFor(options)).map(([tag, module]) => [`elements/${tag}`, module]);
  return mergeConfig(baseConfig(options), {
    // Every chunk an element needs is listed in its entry, so all are asked for at once (build/hoist-imports.ts).
    plugins: [hoistTransitiveImports()],
    // Chunk addresses relative to the chunk that asks for them: the elements are served from the backend's origin,
    // not the partner page's.
    base: './',
    build: {
      outDir: outDirFor(options),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      // A dynamic import (the autoloader's, when it sees a tag) adds a modulepreload link to the page for every chunk
      // the imported element needs, the runtime among them, so that all are asked for at once.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: {
          index: resolve(packageRoot, 'src/index.ts'),
          autoloader: resolve(packageRoot, 'src/autoloader.ts'),
          ...Object.fromEntries(elementEntries),
        },
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME_MODULES }] },
        },
      },
    },
  } satisfies InlineConfig);
}

/** The classic-script bundle: dist/assess-elements.js defines every element and sets window.AssessElements. */
export function scriptBundleConfig(options: ElementsBuildOptions): InlineConfig {
  return mergeConfig(baseConfig(options), {
    build: {
      outDir: outDirFor(options),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      modulePreload: false,
      rolldownOptions: {
        input: resolve(packageRoot, 'src/script-bundle.ts'),
        preserveEntrySignatures: 'strict',
        output: { format: 'iife', name: 'AssessElements', entryFileNames: 'assess-elements.js', codeSplitting: false },
      },
    },
  } satisfies InlineConfig);
}

/** A dev server for Node-side work on the element modules (custom-elements.json is read from it). */
export function serverConfig(options: ElementsBuildOptions): InlineConfig {
  return mergeConfig(baseConfig(options), {
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  } satisfies InlineConfig);
}
