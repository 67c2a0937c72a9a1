// The figures in the package's README are written by the tools that measure them: each tool replaces its own
// block, between two marker comments, so the page and the results file it reads from never disagree.
import { readFileSync, writeFileSync } from 'node:fs';

const README = new URL('../../README.md', import.meta.url);

/** A Markdown table from a header row and rows of cells. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** Replaces the README's block `name` (its markers stay) with `content`; throws when the markers are missing. */
export function writeReadmeBlock(name: string, tool: string, content: string): void {
  const page = readFileSync(README, 'utf8');
  const start = `<!-- ${name}: written by ${tool} -->`;
  const end = `<!-- end of ${name} -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no block between "${start}" and "${end}"`);
  writeFileSync(README, `${page.slice(0, from + start.length)}\n${content}\n${page.slice(to)}`);
}
