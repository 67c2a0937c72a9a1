// Writes size-report.json and prints a table: the minified and gzip bytes of each built chunk in dist.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { outDirFor, packageRoot } from '../build/config.ts';

interface ChunkSize {
  file: string;
  kind: 'runtime' | 'element' | 'entry' | 'bundle' | 'shared';
  minified: number;
  gzip: number;
  brotli: number;
}

async function* javascriptFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

function kindOf(file: string): ChunkSize['kind'] {
  if (file.startsWith('elements/')) return 'element';
  if (file.startsWith('chunks/runtime-')) return 'runtime';
  if (file.startsWith('chunks/')) return 'shared';
  if (file === 'assess-elements.js') return 'bundle';
  return 'entry';
}

async function measure(dist: string): Promise<ChunkSize[]> {
  const chunks: ChunkSize[] = [];
  for await (const path of javascriptFiles(dist)) {
    const code = await readFile(path);
    const file = relative(dist, path).split('\\').join('/');
    chunks.push({
      file,
      kind: kindOf(file),
      minified: code.byteLength,
      gzip: gzipSync(code, { level: 9 }).byteLength,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    });
  }
  return chunks.sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file));
}

const sum = (list: ChunkSize[], key: 'minified' | 'gzip' | 'brotli') => list.reduce((total, chunk) => total + chunk[key], 0);

/** The files a chunk imports statically (what the browser must fetch before it runs), relative to dist. */
async function staticImports(dist: string, file: string): Promise<string[]> {
  const code = await readFile(join(dist, file), 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier)));
}

/** What a page with just one element downloads: its chunk and every chunk it imports statically, runtime included. */
async function elementLoads(dist: string, chunks: ChunkSize[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const loads = [];
  for (const element of chunks.filter((chunk) => chunk.kind === 'element')) {
    const seen = new Set<string>();
    const queue = [element.file];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(await staticImports(dist, file)));
    }
    const files = [...seen].map((file) => byFile.get(file)).filter((chunk): chunk is ChunkSize => chunk !== undefined);
    loads.push({ element: element.file, files: files.length, minified: sum(files, 'minified'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') });
  }
  return loads;
}

async function summarise(dist: string) {
  const chunks = await measure(dist);
  return {
    chunks,
    elementLoads: await elementLoads(dist, chunks),
    totals: {
      runtimeGzip: sum(chunks.filter((chunk) => chunk.kind === 'runtime'), 'gzip'),
      modulesGzip: sum(chunks.filter((chunk) => chunk.kind !== 'bundle'), 'gzip'),
      bundleGzip: sum(chunks.filter((chunk) => chunk.kind === 'bundle'), 'gzip'),
    },
  };
}

// The shipped build, and the test build whose fixture elements show the cost of the runtime (React, the
// element factory, the theme) before screens exist.
const builds = {
  shipped: await summarise(outDirFor({ test: false })),
  withTestElements: await summarise(outDirFor({ test: true })),
};
await writeFile(join(packageRoot, 'size-report.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), ...builds }, null, 2)}\n`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const header = ['chunk', 'kind', 'minified', 'gzip', 'brotli'];
for (const [name, build] of Object.entries(builds)) {
  const rows = build.chunks.map((chunk) => [chunk.file, chunk.kind, kb(chunk.minified), kb(chunk.gzip), kb(chunk.brotli)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${name}: runtime ${kb(build.totals.runtimeGzip)} gzip, all modules ${kb(build.totals.modulesGzip)} gzip`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const load of build.elementLoads) console.log(`${load.element} with all it imports: ${load.files} files, ${kb(load.gzip)} gzip`);
}
console.log('\nWrote size-report.json.');
