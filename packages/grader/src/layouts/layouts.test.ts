import { describe, expect, it } from 'vitest';
import { hasPdftoppm } from '../testing/pdfs.js';
import { LAYOUTS } from './corpus.js';
import { HELD_OUT_LAYOUTS } from './held-out/corpus.js';
import type { Layout } from './layout.js';
import { problems, readLayout } from './read.js';

// Every layout teachers use, read from its PDF and marked through the public path: the total and each question's
// marks and points read right, near-verbatim answers at full marks, wrong ones at a quarter of the marks or less,
// partial ones strictly between. A failure lists what was read wrong.
const canScan = await hasPdftoppm();

function suite(layouts: Layout[]) {
  for (const layout of layouts) {
    it(layout.id, async () => {
      expect(problems(await readLayout(layout))).toEqual([]);
    });
  }
  const scans = layouts.filter((l) => l.scan);
  for (const layout of scans) {
    it.runIf(canScan)(`${layout.id} (scan)`, { timeout: 180_000 }, async () => {
      expect(problems(await readLayout(layout, true))).toEqual([]);
    });
  }
}

describe('tuned mark-scheme layouts', () => suite(LAYOUTS));
describe('held-out mark-scheme layouts', () => suite(HELD_OUT_LAYOUTS));
