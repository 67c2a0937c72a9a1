import type { Readable } from 'node:stream';

export interface ReadOptions {
  /** The first byte read. */
  start?: number;
  /**
   * How many bytes a read from disk takes at a time, for a long read straight through (a resumable upload's
   * chunks joined into its file): fewer, larger reads. The local store's default suits a download to a slower client.
   */
  readBytes?: number;
}

/** Where file bytes live: a folder on disk by default, an S3-compatible store in production. */
export interface StorageDriver {
  /** Writes a stream to bucket/path; the stream is consumed as it arrives, never held whole. */
  put(bucket: string, path: string, body: Readable, contentType: string): Promise<void>;
  /** Reads bucket/path as a stream, from `read.start` (0 by default) to its end; rejects when it does not exist. */
  get(bucket: string, path: string, read?: ReadOptions): Promise<Readable>;
  delete(bucket: string, path: string): Promise<void>;
}

/** The one bucket the product keeps its files in. */
export const FILES_BUCKET = 'assessment-files';
