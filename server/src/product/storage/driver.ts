import type { Readable } from 'node:stream';

/** Where file bytes live: a folder on disk by default, an S3-compatible store in production. */
export interface StorageDriver {
  /** Writes a stream to bucket/path; the stream is consumed as it arrives, never held whole. */
  put(bucket: string, path: string, body: Readable, contentType: string): Promise<void>;
  /** Reads bucket/path as a stream; rejects when it does not exist. */
  get(bucket: string, path: string): Promise<Readable>;
  delete(bucket: string, path: string): Promise<void>;
}

/** The one bucket the product keeps its files in. */
export const FILES_BUCKET = 'assessment-files';
