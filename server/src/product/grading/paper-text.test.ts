import { describe, expect, it } from 'vitest';
import { linesPdf } from '../testing/server.js';
import { KEPT_PAPERS, paperText } from './paper-text.js';

describe('the text of question papers and mark schemes', () => {
  it('is read once for the same bytes, however often they are marked against', async () => {
    const scheme = await linesPdf(['1 (a) ohm [1]', '(b) R = V / I (1)']);
    const first = paperText(scheme);
    expect((await first).text).toContain('ohm');
    // A copy of the same bytes (another student's upload of the paper) finds the same reading.
    expect(paperText(new Uint8Array(scheme))).toBe(first);
    expect(paperText(await linesPdf(['2 plants take in carbon dioxide (1)']))).not.toBe(first);
  });

  it('tries a paper that could not be read again, and keeps no more than its bound', async () => {
    const broken = new TextEncoder().encode('%PDF-1.4 not really');
    const failed = paperText(broken);
    await expect(failed).rejects.toThrow();
    const again = paperText(broken);
    expect(again).not.toBe(failed);
    await expect(again).rejects.toThrow();

    const oldest = await linesPdf(['the oldest paper']);
    const reading = paperText(oldest);
    for (let index = 0; index < KEPT_PAPERS; index += 1) await paperText(await linesPdf([`paper ${index}`]));
    expect(paperText(oldest)).not.toBe(reading);
  });
});
