// A real S3-compatible server for tests: s3rver (someone else's implementation of the S3 protocol), on a free
// port of loopback, keeping its objects in a temporary folder that the tests read to check what was stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver checks request signatures against these credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  url: string;
  bucket: string;
  /** The S3_* variables that point a server at this store. */
  env: Record<string, string>;
  /** The bytes of the object at the key inside the bucket; undefined when there is none. */
  object(key: string): Promise<Buffer | undefined>;
  /** How many objects the bucket holds, optionally only under a key prefix. */
  count(prefix?: string): Promise<number>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  store: { getResourcePath(bucket: string, key: string, resource: string): string };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const OBJECT_SUFFIX = '._S3rver_object';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestS3(bucket = 'assess'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'assess-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const url = `http://127.0.0.1:${port}`;
  const objectsUnder = async (prefix: string): Promise<number> => {
    const root = join(directory, bucket);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX) && join(entry.parentPath, entry.name).startsWith(join(root, prefix))).length;
  };
  return {
    url,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: url, S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey },
    object: (key) => readFile(server.store.getResourcePath(bucket, key, 'object')).catch(() => undefined),
    count: (prefix = '') => objectsUnder(prefix),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
