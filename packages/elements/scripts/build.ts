// Builds the elements: the ES modules, the classic-script bundle, then custom-elements.json, and checks that no
// built chunk carries element documentation (it belongs in custom-elements.json only).
// `--test` adds the test fixture elements and writes to test/dist (what the browser tests load).
import { join } from 'node:path';
import { build } from 'vite';
import { moduleBuildConfig, outDirFor, scriptBundleConfig, serverConfig } from '../build/config.ts';
import { writeManifest } from '../build/manifest.ts';
import { findShippedDocs } from '../build/shipped-docs.ts';

const options = { test: process.argv.includes('--test') };
const outDir = outDirFor(options);

await build(moduleBuildConfig(options));
await build(scriptBundleConfig(options));
const docs = await writeManifest(serverConfig(options), join(outDir, 'custom-elements.json'));
const shipped = await findShippedDocs(outDir, docs);
if (shipped.length > 0) {
  for (const { file, tag, text } of shipped) console.error(`${file} carries documentation of <${tag}>: ${text}`);
  console.error('Element documentation belongs in the *.docs.ts modules, which no element imports.');
  process.exit(1);
}
console.log(`Built the elements into ${outDir}.`);
