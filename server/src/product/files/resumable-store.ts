// Where resumable uploads keep what they have received: the upload's state (length, offset, metadata) in the
// database and each PATCH's bytes as one chunk object in the file store. Nothing lives in one server's memory or
// disk, so an upload begun through one server resumes through any other on the same database and store.
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Database } from '../../db/index.js';
import type { StorageDriver } from '../storage/index.js';

/** The bucket of chunks not yet assembled; nothing lists or serves it. */
export const RESUMABLE_BUCKET = 'resumable-uploads';

interface UploadRow {
  id: string;
  upload_length: number | null;
  upload_offset: number;
  metadata: string;
  created_at: Date | string;
}

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
    const { rows } = await this.db.query<{ created_at: Date | string }>(
      'INSERT INTO resumable_uploads (id, upload_length, metadata) VALUES ($1, $2, $3) RETURNING created_at',
      [upload.id, upload.size ?? null, JSON.stringify(upload.metadata ?? {})],
    );
    upload.creation_date = new Date(rows[0]!.created_at).toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const { rows } = await this.db.query<UploadRow & Record<string, unknown>>('SELECT * FROM resumable_uploads WHERE id = $1', [id]);
    const row = rows[0];
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
   * meanwhile (on any server): of two writers at one offset, one wins and the other's chunk is dropped.
   */
  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    if (upload.offset !== offset) throw ERRORS.INVALID_OFFSET;
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
    const moved = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ upload_offset: number }>(
        'UPDATE resumable_uploads SET upload_offset = upload_offset + $3 WHERE id = $1 AND upload_offset = $2 RETURNING upload_offset',
        [id, offset, length],
      );
      if (rows.length === 0) return undefined;
      await tx.query('INSERT INTO resumable_upload_chunks (upload_id, start_offset, length, path) VALUES ($1, $2, $3, $4)', [id, offset, length, path]);
      return Number(rows[0]!.upload_offset);
    });
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
        const { rows } = await db.query<{ path: string }>('SELECT path FROM resumable_upload_chunks WHERE upload_id = $1 ORDER BY start_offset', [id]);
        for (const { path } of rows) yield* await storage.get(RESUMABLE_BUCKET, path);
      })(),
      { objectMode: false },
    );
    // A reader that stops early (a refused file) leaves the stream reading ahead into chunks already removed:
    // that failure has no one to tell and must not end the process; a reader still reading gets it as usual.
    stream.on('error', () => undefined);
    return stream;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const { rows } = await this.db.query('UPDATE resumable_uploads SET upload_length = $2 WHERE id = $1 RETURNING id', [id, length]);
    if (rows.length === 0) throw ERRORS.FILE_NOT_FOUND;
  }

  override async remove(id: string): Promise<void> {
    const paths = await this.db.transaction(async (tx) => {
      const { rows: chunks } = await tx.query<{ path: string }>('SELECT path FROM resumable_upload_chunks WHERE upload_id = $1', [id]);
      const { rows: gone } = await tx.query('DELETE FROM resumable_uploads WHERE id = $1 RETURNING id', [id]);
      return gone.length === 0 ? undefined : chunks.map((chunk) => chunk.path);
    });
    if (!paths) throw ERRORS.FILE_NOT_FOUND;
    await Promise.all(paths.map((path) => this.storage.delete(RESUMABLE_BUCKET, path).catch(() => undefined)));
  }

  override getExpiration(): number {
    return this.expiryMs;
  }

  /** Removes the uploads begun longer ago than the expiry and never finished, with their chunks. */
  override async deleteExpired(): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM resumable_uploads WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [this.expiryMs],
    );
    for (const { id } of rows) await this.remove(id).catch(() => undefined);
    return rows.length;
  }
}
