// Builds the elements: the ES modules, the classic-script bundle, then custom-elements.json.
// `--test` adds the test fixture elements and writes to test/dist (what the browser tests load).
import { join } from 'node:path';
import { build } from 'vite';
import { moduleBuildConfig, outDirFor, scriptBundleConfig, serverConfig } from '../build/config.ts';
import { writeManifest } from '../build/manifest.ts';

const options = { test: process.argv.includes('--test') };

await build(moduleBuildConfig(options));
await build(scriptBundleConfig(options));
await writeManifest(serverConfig(options), join(outDirFor(options), 'custom-elements.json'));
console.log(`Built the elements into ${outDirFor(options)}.`);
