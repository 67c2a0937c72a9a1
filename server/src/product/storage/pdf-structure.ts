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
/**
 * How much of a file's end an upload keeps as it passes (see storePdf): the trailer, and the cross-reference
 * section it points at whenever that section starts in the last XREF_WINDOW_BYTES, as it does in most files,
 * so that the check reads nothing back from the store.
 */
export const CHECKED_TAIL_BYTES = XREF_WINDOW_BYTES + TAIL_BYTES;

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

/** The first `length` bytes of a stream, without reading the rest. */
async function readFirst(stream: Readable, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let kept = 0;
  for await (const raw of stream) {
    const chunk = raw as Buffer;
    parts.push(Buffer.from(chunk.subarray(0, length - kept)));
    kept += Math.min(chunk.length, length - kept);
    if (kept >= length) break;
  }
  stream.destroy();
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

/** Opens a stored file from byte `start` (0: the whole file) to its end. */
export type StoredFileOpener = (start?: number) => Promise<Readable>;

/**
 * Whether a stored file parses as a PDF. Small files are parsed whole; larger ones are checked by structure (the
 * trailer's `startxref` leads to a well-formed cross-reference section naming the catalogue). `tail`, the last
 * bytes of the file kept as it was stored, spares reading it again: the trailer is in it, and so is the
 * cross-reference section of most files; a section further back is read from its offset on, a window of it only.
 * Without a tail the file's end is streamed back, keeping only a small window.
 */
export async function storedFileIsPdf(open: StoredFileOpener, size: number, owner: string, tail?: Buffer): Promise<boolean> {
  // The parse of up to 8 MB is CPU-heavy: it runs in a worker thread, not on the request loop, in the owner's turn.
  if (size <= WHOLE_PARSE_MAX_BYTES) return parsesAsPdfOffLoop(owner, await readAll(await open()));
  const end = tail ?? (await readTail(await open(Math.max(size - TAIL_BYTES, 0)), TAIL_BYTES));
  const offset = startXrefOffset(end.subarray(Math.max(end.length - TAIL_BYTES, 0)));
  if (offset === undefined || offset <= 0 || offset >= size) return false;
  const endStart = size - end.length;
  const window = offset >= endStart ? end.subarray(offset - endStart, offset - endStart + XREF_WINDOW_BYTES) : await readFirst(await open(offset), XREF_WINDOW_BYTES);
  return isXrefSection(window);
}
