import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linesPdf } from '../testing/server.js';
import { isXrefSection, startXrefOffset, storedFileIsPdf, WHOLE_PARSE_MAX_BYTES } from './pdf-structure.js';
import { largePdf } from '../testing/large-pdf.js';

/** Opens the bytes as a stream of 64 KB chunks, as storage reads them. */
const opener = (bytes: Uint8Array) => async () => Readable.from((function* () {
  for (let at = 0; at < bytes.length; at += 65_536) yield Buffer.from(bytes.subarray(at, at + 65_536));
})());

describe('the PDF parse check', () => {
  it('parses small files whole and refuses a text file', async () => {
    const pdf = await linesPdf(['Revision notes']);
    expect(await storedFileIsPdf(opener(pdf), pdf.length, 'owner')).toBe(true);
    const text = Buffer.from('%PDF-1.7 but only words\n');
    expect(await storedFileIsPdf(opener(text), text.length, 'owner')).toBe(false);
  });

  it('checks a large file by its cross-reference structure, stream or table', async () => {
    for (const useObjectStreams of [true, false]) {
      const pdf = await largePdf(WHOLE_PARSE_MAX_BYTES + 1_000_000, { useObjectStreams });
      expect(pdf.length).toBeGreaterThan(WHOLE_PARSE_MAX_BYTES);
      expect(await storedFileIsPdf(opener(pdf), pdf.length, 'owner')).toBe(true);
    }
  });

  it('refuses a large file cut short, or whose startxref leads nowhere', async () => {
    const pdf = await largePdf(WHOLE_PARSE_MAX_BYTES + 500_000);
    const cut = pdf.subarray(0, pdf.length - 100_000);
    expect(await storedFileIsPdf(opener(cut), cut.length, 'owner')).toBe(false);
    const tail = Buffer.from(pdf.subarray(pdf.length - 64)).toString('latin1');
    const offset = startXrefOffset(Buffer.from(tail, 'latin1'));
    expect(offset).toBeGreaterThan(0);
    const wrong = Buffer.concat([Buffer.from(pdf), Buffer.from(`\nstartxref\n${Math.floor(pdf.length / 2)}\n%%EOF\n`, 'latin1')]);
    expect(await storedFileIsPdf(opener(wrong), wrong.length, 'owner')).toBe(false);
  });

  it('reads a classic table only with a trailer naming the catalogue', () => {
    const table = 'xref\n0 2\n0000000000 65535 f \n0000000017 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\n';
    expect(isXrefSection(Buffer.from(table, 'latin1'))).toBe(true);
    expect(isXrefSection(Buffer.from(table.replace('/Root 1 0 R', ''), 'latin1'))).toBe(false);
    expect(isXrefSection(Buffer.from('12 0 obj << /Type /XRef /Root 1 0 R /Size 3 >> stream\n', 'latin1'))).toBe(true);
    expect(isXrefSection(Buffer.from('12 0 obj << /Type /Page >> stream\n', 'latin1'))).toBe(false);
  });
});
