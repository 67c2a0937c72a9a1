import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { ApiError } from '../shared/errors.js';
import type { StorageDriver } from './driver.js';
import { parsesAsPdfOffLoop } from '../cpu/index.js';
import { CHECKED_TAIL_BYTES, storedFileIsPdf } from './pdf-structure.js';

export const UNREADABLE_PDF_MESSAGE = 'The file could not be read as a PDF';
export const UPLOAD_BROKEN_OFF = 'The upload ended before the whole file had arrived';
const SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** A size limit and the message that refuses a file above it. */
export interface SizeLimit {
  bytes: number;
  message: string;
}

/**
 * An upload up to this size is also kept in memory as it passes, so that its parse check reads those bytes rather
 * than the stored copy back (a read from disk, or from the S3-compatible store over the network); a larger one is
 * checked from the store, and never held whole.
 */
export const KEPT_UPLOAD_MAX_BYTES = 1024 * 1024;

/**
 * Passes bytes through while counting them: fails as soon as the limit is passed, and when the first
 * bytes are not a PDF signature. Keeps the bytes while they are no more than KEPT_UPLOAD_MAX_BYTES, and always
 * the last CHECKED_TAIL_BYTES (the chunks holding them), for the structure check of a larger file.
 */
class PdfGate extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private kept: Buffer[] | undefined = [];
  private tailChunks: Buffer[] = [];
  private tailLength = 0;

  /** The whole upload, when it was small enough to keep. */
  get bytes(): Buffer | undefined {
    return this.kept && Buffer.concat(this.kept);
  }

  /** The upload's last CHECKED_TAIL_BYTES (all of it, when shorter). */
  get tail(): Buffer {
    const tail = Buffer.concat(this.tailChunks, this.tailLength);
    return tail.subarray(Math.max(tail.length - CHECKED_TAIL_BYTES, 0));
  }

  constructor(private readonly limit: SizeLimit) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit.bytes) return done(new ApiError(413, this.limit.message));
    if (this.kept && this.size <= KEPT_UPLOAD_MAX_BYTES) this.kept.push(chunk);
    else this.kept = undefined;
    this.tailChunks.push(chunk);
    this.tailLength += chunk.length;
    while (this.tailLength - this.tailChunks[0]!.length >= CHECKED_TAIL_BYTES) this.tailLength -= this.tailChunks.shift()!.length;
    if (this.head.length < SIGNATURE.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE.length - this.head.length)]);
      if (this.head.length >= SIGNATURE.length && !this.head.equals(SIGNATURE)) return done(new ApiError(415, PDF_ONLY_MESSAGE));
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.head.equals(SIGNATURE)) return done(new ApiError(415, PDF_ONLY_MESSAGE));
    done();
  }
}

export interface StoredObject {
  bucket: string;
  path: string;
  size: number;
}

/** A name safe to keep in a storage path. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[/\\]/g, '_').replace(/[^\w.\- ]+/g, '_').trim();
  return cleaned.slice(-120) || 'file.pdf';
}

export function newStoragePath(ownerId: string, fileName: string): string {
  return `${ownerId}/${randomUUID()}/${safeFileName(fileName)}`;
}

/**
 * Streams an uploaded file into storage, refusing it (and keeping nothing) when it is larger than the limit,
 * does not start with a PDF signature, or does not parse as a PDF. An upload larger than KEPT_UPLOAD_MAX_BYTES is
 * never held whole in memory: up to WHOLE_PARSE_MAX_BYTES the parse check streams the stored copy back; above,
 * the structure check reads the tail kept as the bytes went by, and reads nothing back for most files (see
 * storedFileIsPdf). The check is the owner's CPU task, counted in their fair share of the pool.
 */
export async function storePdf(driver: StorageDriver, bucket: string, path: string, source: Readable, limit: SizeLimit, owner: string): Promise<StoredObject> {
  const gate = new PdfGate(limit);
  let failure: unknown;
  gate.on('error', (error) => {
    failure = error;
    source.unpipe(gate);
    // Read the rest of the upload so that the answer reaches the client.
    source.resume();
  });
  // A source that breaks off (a truncated multipart body), even before it reached us, ends the upload as the
  // client's error; piping alone would leave the gate, and the request with it, waiting for bytes that never come.
  const brokenOff = () => source.errored || (source.destroyed && !source.readableEnded);
  if (brokenOff()) throw new ApiError(400, UPLOAD_BROKEN_OFF);
  source.once('close', () => {
    if (brokenOff()) gate.destroy(new ApiError(400, UPLOAD_BROKEN_OFF));
  });
  source.pipe(gate);
  try {
    await driver.put(bucket, path, gate, 'application/pdf');
  } catch (error) {
    await driver.delete(bucket, path).catch(() => undefined);
    throw failure ?? error;
  }
  if (failure) {
    await driver.delete(bucket, path).catch(() => undefined);
    throw failure;
  }
  const kept = gate.bytes;
  // The check runs in the owner's turn of the CPU pool, and may be refused (the owner's share is full): nothing is kept then.
  const isPdf = await (kept ? parsesAsPdfOffLoop(owner, kept) : storedFileIsPdf((start) => driver.get(bucket, path, { start }), gate.size, owner, gate.tail)).catch(async (error: unknown) => {
    await driver.delete(bucket, path).catch(() => undefined);
    throw error;
  });
  if (!isPdf) {
    await driver.delete(bucket, path).catch(() => undefined);
    throw new ApiError(415, UNREADABLE_PDF_MESSAGE);
  }
  return { bucket, path, size: gate.size };
}
