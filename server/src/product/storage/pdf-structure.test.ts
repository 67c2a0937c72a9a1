import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linesPdf } from '../testing/server.js';
import { CHECKED_TAIL_BYTES, isXrefSection, startXrefOffset, storedFileIsPdf, WHOLE_PARSE_MAX_BYTES } from './pdf-structure.js';
import { largePdf } from '../testing/large-pdf.js';

/** Opens the bytes from an offset as a stream of 64 KB chunks, as storage reads them; `reads` records each read. */
const opener = (bytes: Uint8Array, reads: { start: number; bytes: number }[] = []) => async (start = 0) => {
  const read = { start, bytes: 0 };
  reads.push(read);
  return Readable.from((function* () {
    for (let at = start; at < bytes.length; at += 65_536) {
      const chunk = Buffer.from(bytes.subarray(at, at + 65_536));
      read.bytes += chunk.length;
      yield chunk;
    }
  })());
};

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

  it('checks a large file from the tail kept as it was stored, reading back only a window at a section further back', async () => {
    const pdf = Buffer.from(await largePdf(WHOLE_PARSE_MAX_BYTES + 1_000_000, { useObjectStreams: false }));
    const tailOf = (bytes: Buffer) => bytes.subarray(bytes.length - CHECKED_TAIL_BYTES);
    const reads: { start: number; bytes: number }[] = [];
    expect(await storedFileIsPdf(opener(pdf, reads), pdf.length, 'owner', tailOf(pdf))).toBe(true);
    expect(reads).toEqual([]);

    // The same table, now 100 KB before the end: junk after the first %%EOF, then a trailer pointing back at it.
    const offset = startXrefOffset(pdf.subarray(pdf.length - 2048))!;
    const junk = Buffer.alloc(100_000, '%');
    const farSection = Buffer.concat([pdf, junk, Buffer.from(`\nstartxref\n${offset}\n%%EOF\n`, 'latin1')]);
    expect(await storedFileIsPdf(opener(farSection, reads), farSection.length, 'owner', tailOf(farSection))).toBe(true);
    expect(reads.map((read) => read.start)).toEqual([offset]);
    expect(reads[0]!.bytes).toBeLessThanOrEqual(2 * 65_536);
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
