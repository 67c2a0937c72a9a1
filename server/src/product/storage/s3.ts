import { createRequire } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type { StorageDriver } from './driver.js';
import type { S3Config as S3Settings } from '../../config/index.js';

// Loaded through require: the SDK's CommonJS build is the one that runs under every loader.
const require = createRequire(import.meta.url);

/**
 * An S3-compatible store (S3, MinIO, Supabase Storage's S3 endpoint). The product's buckets become key
 * prefixes inside one configured bucket; uploads go up in parts as the stream arrives.
 */
export function s3StorageDriver(settings: S3Settings): StorageDriver {
  const { DeleteObjectCommand, GetObjectCommand, S3Client } = require('@aws-sdk/client-s3') as typeof ClientS3;
  const { Upload } = require('@aws-sdk/lib-storage') as typeof LibStorage;
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const key = (bucket: string, path: string) => `${bucket}/${path}`;
  return {
    async put(bucket, path, body, contentType) {
      // The SDK takes a body's `size` property as its length when it has one, and a stream that counts what
      // passed through it (the PDF check's) has one that starts at 0: it goes up through a plain stream instead.
      const plain = new PassThrough();
      pipeline(body, plain).catch(() => undefined);
      await new Upload({ client, params: { Bucket: settings.bucket, Key: key(bucket, path), Body: plain, ContentType: contentType } }).done();
    },
    async get(bucket, path, read = {}) {
      const range = read.start ? { Range: `bytes=${read.start}-` } : {};
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(bucket, path), ...range }));
      if (!(answer.Body instanceof Readable)) throw new Error('The store answered without a body');
      return answer.Body;
    },
    async delete(bucket, path) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(bucket, path) }));
    },
  };
}
