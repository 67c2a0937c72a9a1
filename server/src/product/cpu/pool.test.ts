// The pool's lanes: a person's task (an upload's check) is served while batch work from the job queue (long PDFs
// being made, papers being read) fills every thread of its own lane, instead of waiting behind it.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { linesPdf } from '../testing/server.js';
import { parsesAsPdfOffLoop, textPdfOffLoop } from './index.js';

/** A generated paper's text long enough that making its PDF keeps a thread busy for a while (hundreds of pages). */
const LONG_PAPER = Array.from({ length: 1_000 }, (_, line) => `${line + 1} Explain how the current in a circuit depends on its resistance and the voltage across it.`).join('\n');

describe('the CPU pool', () => {
  it('checks an upload while batch work fills every thread it may use', async () => {
    const upload = await linesPdf(['1 (a) ohms', '(b) 4 ohms']);
    // Both lanes' first threads are started, so that what is compared below is waiting, not starting.
    expect(await parsesAsPdfOffLoop('student-1', upload)).toBe(true);
    await textPdfOffLoop('Warm-up', 'One line.');

    // More batch tasks than the pool has threads on this machine: were they in the same queue, the check would wait
    // for one of them to finish.
    const finished: string[] = [];
    const batch = Array.from({ length: Math.min(4, availableParallelism()) + 1 }, (_, index) =>
      textPdfOffLoop(`Generated paper ${index}`, LONG_PAPER).then(() => finished.push(`batch ${index}`)),
    );
    const check = parsesAsPdfOffLoop('student-2', upload).then((isPdf) => {
      finished.push('check');
      return isPdf;
    });
    expect(await check).toBe(true);
    await Promise.all(batch);
    expect(finished[0]).toBe('check');
  }, 180_000);
});
