import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from './driver.js';

/** Files in a folder: one sub-folder a bucket. Paths are checked to stay inside the folder. */
export function localStorageDriver(root: string): StorageDriver {
  const base = resolve(root);
  const locate = (bucket: string, path: string): string => {
    const full = resolve(join(base, bucket, path));
    if (!full.startsWith(base + sep)) throw new Error('Storage path leaves the storage folder');
    return full;
  };
  return {
    async put(bucket, path, body) {
      const target = locate(bucket, path);
      await mkdir(dirname(target), { recursive: true });
      try {
        await pipeline(body, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async get(bucket, path) {
      const target = locate(bucket, path);
      await stat(target);
      return createReadStream(target);
    },
    async delete(bucket, path) {
      await rm(locate(bucket, path), { force: true });
    },
  };
}
