import type { Readable } from 'node:stream';
import { parsesAsPdfOffLoop } from '../cpu/index.js';

/**
 * Files up to this size are parsed whole with pdf-lib; larger ones get the structural parse below, whose memory
 * stays a few tens of kilobytes whatever the size, so that a 50 MB upload never grows the server by 50 MB.
 */
export const WHOLE_PARSE_MAX_BYTES = 8 * 1024 * 1024;
/** How much of the file's end holds `startxref` and `%%EOF` (the specification allows trailing junk). */
const TAIL_BYTES = 2048;
/** How much is read at the cross-reference offset: the table's start and its trailer, or the stream's dictionary. */
const XREF_WINDOW_BYTES = 64 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The last `size` bytes of a stream, keeping no more than that (plus one chunk) in memory. */
async function readTail(stream: Readable, size: number): Promise<Buffer> {
  let tail = Buffer.alloc(0);
  for await (const chunk of stream) {
    tail = Buffer.concat([tail, chunk as Buffer]);
    if (tail.length > size) tail = tail.subarray(tail.length - size);
  }
  return Buffer.from(tail);
}

/** `length` bytes from `offset` on, reading past the rest of the stream without keeping it. */
async function readWindow(stream: Readable, offset: number, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let position = 0;
  let kept = 0;
  for await (const raw of stream) {
    const chunk = raw as Buffer;
    const start = Math.max(offset - position, 0);
    const end = Math.min(chunk.length, offset + length - position);
    if (end > start) {
      parts.push(Buffer.from(chunk.subarray(start, end)));
      kept += end - start;
    }
    position += chunk.length;
    if (kept >= length) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(parts);
}

/** The offset `startxref` names near the end of the file, when the file ends as a PDF does. */
export function startXrefOffset(tail: Buffer): number | undefined {
  const text = tail.toString('latin1');
  const matches = [...text.matchAll(/startxref\s+(\d+)\s+%%EOF/g)];
  const last = matches[matches.length - 1];
  return last ? Number(last[1]) : undefined;
}

/**
 * Whether the bytes at the cross-reference offset are a cross-reference section that names the document's
 * catalogue: a classic table (`xref`, subsections of 20-byte entries, a trailer with /Root) or a
 * cross-reference stream object (`n g obj << /Type /XRef ... /Root ... >>`).
 */
export function isXrefSection(window: Buffer): boolean {
  const text = window.toString('latin1');
  if (/^xref\s+\d+\s+\d+\s+(\d{10} \d{5} [nf][\s]{1,2})+/.test(text)) return /trailer\s*<<[\s\S]*\/Root\s+\d+\s+\d+\s+R/.test(text);
  const header = /^\d+\s+\d+\s+obj\s*<<([\s\S]*?)>>\s*stream/.exec(text);
  return header !== null && /\/Type\s*\/XRef\b/.test(header[1] ?? '') && /\/Root\s+\d+\s+\d+\s+R/.test(header[1] ?? '');
}

/**
 * Whether a stored file parses as a PDF. Small files are parsed whole; larger ones are checked by structure (the
 * trailer's `startxref` leads to a well-formed cross-reference section naming the catalogue) in two streaming
 * passes that each keep only a small window.
 */
export async function storedFileIsPdf(open: () => Promise<Readable>, size: number, owner: string): Promise<boolean> {
  // The parse of up to 8 MB is CPU-heavy: it runs in a worker thread, not on the request loop, in the owner's turn.
  if (size <= WHOLE_PARSE_MAX_BYTES) return parsesAsPdfOffLoop(owner, await readAll(await open()));
  const offset = startXrefOffset(await readTail(await open(), TAIL_BYTES));
  if (offset === undefined || offset <= 0 || offset >= size) return false;
  return isXrefSection(await readWindow(await open(), offset, XREF_WINDOW_BYTES));
}
