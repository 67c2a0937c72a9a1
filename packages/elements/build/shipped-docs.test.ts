import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, mergeConfig } from 'vite';
import { moduleBuildConfig, scriptBundleConfig, serverConfig } from './config.ts';
import { writeManifest } from './manifest.ts';
import { docsTexts, findShippedDocs, unescaped } from './shipped-docs.ts';
import { elements } from '../src/registry.ts';

const DOCS = {
  'assess-usage-summary': {
    summary: "Today's usage against the plan’s limits.",
    props: { variant: "'full' (default) or 'compact'." },
    events: { 'assess-navigate': 'A link was followed; detail { to }.' },
    cssParts: { bar: 'A usage bar.' },
    cssProperties: { '--assess-usage-bar-height': 'Height of the usage bars.' },
  },
} as const;

describe('findShippedDocs', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'shipped-docs-'));
    await mkdir(join(outDir, 'elements'));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('reads every text of an element’s documentation', () => {
    expect(docsTexts(DOCS['assess-usage-summary'])).toEqual([
      "Today's usage against the plan’s limits.",
      "'full' (default) or 'compact'.",
      'A link was followed; detail { to }.',
      'A usage bar.',
      'Height of the usage bars.',
    ]);
  });

  it('finds a text however the minifier quoted and escaped it', () => {
    expect(unescaped(String.raw`x='Today\'s usage against the plan\u2019s limits.',y="\'full\' (default)\x20or",z=` + '`\\u{1F600}`')).toBe(
      "x='Today's usage against the plan’s limits.',y=\"'full' (default) or\",z=`😀`",
    );
  });

  it('reports each chunk that carries a text, and nothing for chunks without one', async () => {
    await writeFile(join(outDir, 'elements/assess-usage-summary.js'), String.raw`const e={summary:'Today\'s usage against the plan\u2019s limits.'};`);
    await writeFile(join(outDir, 'elements/assess-validate.js'), 'const t="A usage bar";export{t};');
    await writeFile(join(outDir, 'custom-elements.json'), JSON.stringify({ description: 'A usage bar.' }));
    expect(await findShippedDocs(outDir, DOCS)).toEqual([
      { file: 'elements/assess-usage-summary.js', tag: 'assess-usage-summary', text: "Today's usage against the plan’s limits." },
    ]);
  });
});

describe('the element build', () => {
  let outDir: string;
  let docs: Awaited<ReturnType<typeof writeManifest>>;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'elements-build-'));
    const options = { test: false };
    const into = { build: { outDir, sourcemap: false }, logLevel: 'silent' } as const;
    await build(mergeConfig(moduleBuildConfig(options), into));
    await build(mergeConfig(scriptBundleConfig(options), into));
    docs = await writeManifest(serverConfig(options), join(outDir, 'custom-elements.json'));
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('documents every element in custom-elements.json from its docs module', async () => {
    expect(Object.keys(docs).sort()).toEqual(Object.keys(elements).sort());
    const manifest = JSON.parse(await readFile(join(outDir, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations: { tagName: string; summary?: string }[] }[];
    };
    const summaries = Object.fromEntries(manifest.modules.map(({ declarations: [declaration] }) => [declaration!.tagName, declaration!.summary]));
    for (const [tag, elementDocs] of Object.entries(docs)) expect(summaries[tag]).toBe(elementDocs.summary);
  });

  it('ships no documentation text in any chunk', async () => {
    expect(docsTexts(docs['assess-usage-summary']!).length).toBeGreaterThan(10);
    expect(await findShippedDocs(outDir, docs)).toEqual([]);
  });
});
