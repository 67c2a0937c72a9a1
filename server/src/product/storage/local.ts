import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from './driver.js';

/** Bytes still arriving are written in this folder of the store and moved to their path only once complete. */
export const PARTIAL_FOLDER = '.partial';
/**
 * The bytes a file being written may hold before its writer waits: above the default 16 KB, the 64 KB pieces an
 * upload arrives in are written together instead of each pausing the upload until written.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;
/** A partial file this old belongs to no upload still running: its process died (see sweepPartials). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Files in a folder: one sub-folder a bucket. Paths are checked to stay inside the folder. A file appears
 * under its name only whole (written in the partial folder, then renamed), so a crash mid-upload leaves nothing
 * at any stored path; the partial bytes it leaves are swept at the next start, which reads that folder only.
 */
export function localStorageDriver(root: string): StorageDriver {
  const base = resolve(root);
  const locate = (bucket: string, path: string): string => {
    const full = resolve(join(base, bucket, path));
    if (!full.startsWith(base + sep)) throw new Error('Storage path leaves the storage folder');
    return full;
  };
  sweepPartials(base).catch(() => undefined);
  return {
    async put(bucket, path, body) {
      const target = locate(bucket, path);
      const partial = join(base, PARTIAL_FOLDER, randomUUID());
      await Promise.all([mkdir(dirname(target), { recursive: true }), mkdir(dirname(partial), { recursive: true })]);
      try {
        await pipeline(body, createWriteStream(partial, { highWaterMark: WRITE_BUFFER_BYTES }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(bucket, path, read = {}) {
      const target = locate(bucket, path);
      await stat(target);
      return createReadStream(target, { start: read.start ?? 0, ...(read.readBytes ? { highWaterMark: read.readBytes } : {}) });
    },
    async delete(bucket, path) {
      await rm(locate(bucket, path), { force: true });
    },
  };
}

/**
 * Removes the partial files a killed process left behind. Only old ones: a server and its worker processes may
 * share the folder, and another process's upload in progress is young.
 */
export async function sweepPartials(base: string, now = Date.now()): Promise<number> {
  const folder = join(base, PARTIAL_FOLDER);
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    const info = await stat(join(folder, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_PARTIAL_MS) {
      await rm(join(folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
