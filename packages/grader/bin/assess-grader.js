#!/usr/bin/env node
// Runs the grader's command line: from the TypeScript sources when they are present and this Node can
// strip types (Node 22.18+ / 24), otherwise from the compiled dist folder.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
if (existsSync(source) && process.features.typescript) {
  await import('./source-hooks.js');
  await import(source.href);
} else {
  await import(new URL('../dist/cli.js', import.meta.url).href);
}
