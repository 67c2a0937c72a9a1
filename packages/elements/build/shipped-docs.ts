// The check that no built chunk carries element documentation: the `*.docs.ts` modules feed custom-elements.json
// only, and a define module that imported one again would put its texts back into the element's chunk.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ElementDocs } from '@assess/ui';

/** Every text of an element's documentation. */
export function docsTexts(docs: ElementDocs): string[] {
  return [
    docs.summary,
    docs.description,
    ...Object.values(docs.props ?? {}),
    ...Object.values(docs.events ?? {}),
    ...Object.values(docs.cssParts ?? {}),
    ...Object.values(docs.cssProperties ?? {}),
  ].filter((text): text is string => typeof text === 'string' && text !== '');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/**
 * Code with the escapes of its string literals undone (\', \", \`, \n, \u2019, \x41, \u{1F600}), so that a text
 * is found however the minifier quoted it. Only used to search for texts; the result is not JavaScript.
 */
export function unescaped(code: string): string {
  return code.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_match, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ESCAPES[escape] ?? escape;
  });
}

async function* javascriptFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

export interface ShippedDoc {
  /** The chunk, relative to the build folder. */
  file: string;
  tag: string;
  text: string;
}

/** The documentation texts found in the built JavaScript under outDir; empty when none ships. */
export async function findShippedDocs(outDir: string, docsByTag: Readonly<Record<string, ElementDocs>>): Promise<ShippedDoc[]> {
  const wanted = Object.entries(docsByTag).flatMap(([tag, docs]) => docsTexts(docs).map((text) => ({ tag, text })));
  const shipped: ShippedDoc[] = [];
  for await (const path of javascriptFiles(outDir)) {
    const code = unescaped(await readFile(path, 'utf8'));
    const file = relative(outDir, path).split('\\').join('/');
    for (const { tag, text } of wanted) if (code.includes(text)) shipped.push({ file, tag, text });
  }
  return shipped;
}
