// Where resumable uploads keep what they have received: the upload's state (length, offset, metadata) in the
// database and each PATCH's bytes as one chunk object in the file store. Nothing lives in one server's memory or
// disk, so an upload begun through one server resumes through any other on the same database and store.
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { StorageDriver } from '../storage/index.js';
import {
  addResumableChunk,
  deleteResumableUpload,
  expiredResumableUploads,
  insertResumableUpload,
  resumableChunkPaths,
  resumableUploadById,
  setResumableUploadLength,
  type Database,
} from './repository.js';

/** The bucket of chunks not yet assembled; nothing lists or serves it. */
export const RESUMABLE_BUCKET = 'resumable-uploads';
/** The chunks are joined into the file in reads of this size: a sixteenth of the reads (and their turns) of 64 KB. */
const JOIN_READ_BYTES = 1024 * 1024;

export class ResumableStore extends DataStore {
  constructor(
    private readonly db: Database,
    private readonly storage: StorageDriver,
    private readonly expiryMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await insertResumableUpload(this.db, upload.id, upload.size ?? null, upload.metadata ?? {});
    upload.creation_date = new Date(created).toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await resumableUploadById(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      offset: Number(row.upload_offset),
      ...(row.upload_length === null ? {} : { size: Number(row.upload_length) }),
      metadata: JSON.parse(row.metadata) as Record<string, string | null>,
      creation_date: new Date(row.created_at).toISOString(),
      storage: { type: 'chunks', path: id, bucket: RESUMABLE_BUCKET },
    });
  }

  /**
   * Stores the request's bytes as one chunk, then moves the offset on only if no other request moved it
   * meanwhile (on any server): of two writers at one offset, one wins and the other's chunk is dropped. The tus
   * server has read the upload and checked the offset just before, so the offset's move is the only check here.
   */
  override async write(body: Readable, id: string, offset: number): Promise<number> {
    let length = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        length += chunk.length;
        done(null, chunk);
      },
    });
    const path = `${id}/${String(offset).padStart(16, '0')}-${randomUUID()}`;
    const counted = body.pipe(counter);
    body.once('error', (error) => counter.destroy(error));
    await this.storage.put(RESUMABLE_BUCKET, path, counted, 'application/octet-stream');
    if (length === 0) {
      await this.storage.delete(RESUMABLE_BUCKET, path).catch(() => undefined);
      return offset;
    }
    const moved = await addResumableChunk(this.db, id, offset, length, path);
    if (moved === undefined) {
      await this.storage.delete(RESUMABLE_BUCKET, path).catch(() => undefined);
      throw ERRORS.INVALID_OFFSET;
    }
    return moved;
  }

  /** The upload's bytes so far, chunk after chunk, as one stream. */
  read(id: string): Readable {
    const { db, storage } = this;
    const stream = Readable.from(
      (async function* () {
        for (const path of await resumableChunkPaths(db, id)) yield* await storage.get(RESUMABLE_BUCKET, path, { readBytes: JOIN_READ_BYTES });
      })(),
      { objectMode: false },
    );
    // A reader that stops early (a refused file) leaves the stream reading ahead into chunks already removed:
    // that failure has no one to tell and must not end the process; a reader still reading gets it as usual.
    stream.on('error', () => undefined);
    return stream;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    if (!(await setResumableUploadLength(this.db, id, length))) throw ERRORS.FILE_NOT_FOUND;
  }

  override async remove(id: string): Promise<void> {
    const paths = await deleteResumableUpload(this.db, id);
    if (!paths) throw ERRORS.FILE_NOT_FOUND;
    await Promise.all(paths.map((path) => this.storage.delete(RESUMABLE_BUCKET, path).catch(() => undefined)));
  }

  override getExpiration(): number {
    return this.expiryMs;
  }

  /** Removes the uploads begun longer ago than the expiry and never finished, with their chunks. */
  override async deleteExpired(): Promise<number> {
    const expired = await expiredResumableUploads(this.db, this.expiryMs);
    for (const id of expired) await this.remove(id).catch(() => undefined);
    return expired.length;
  }
}
