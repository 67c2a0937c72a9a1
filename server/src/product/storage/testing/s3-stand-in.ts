// A tiny in-memory server speaking the part of the S3 protocol the S3 driver uses (path-style PutObject,
// GetObject, DeleteObject and multipart uploads), for tests.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';

export interface S3StandIn {
  url: string;
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const key = decodeURIComponent(url.pathname.slice(1));
      const data = await body(request);
      const uploadId = url.searchParams.get('uploadId');
      if (request.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        uploads.set(id, new Map());
        response.setHeader('content-type', 'application/xml');
        return response.end(`<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (request.method === 'PUT' && uploadId) {
        uploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), data);
        response.setHeader('etag', `"${randomUUID()}"`);
        return response.end();
      }
      if (request.method === 'POST' && uploadId) {
        const parts = [...(uploads.get(uploadId)?.entries() ?? [])].sort(([a], [b]) => a - b).map(([, part]) => part);
        objects.set(key, Buffer.concat(parts));
        uploads.delete(uploadId);
        response.setHeader('content-type', 'application/xml');
        return response.end(`<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (request.method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        response.statusCode = 204;
        return response.end();
      }
      if (request.method === 'PUT') {
        objects.set(key, data);
        response.setHeader('etag', '"stored"');
        return response.end();
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response.statusCode = 404;
          response.setHeader('content-type', 'application/xml');
          return response.end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        }
        response.setHeader('content-length', object.length);
        return response.end(object);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.statusCode = 204;
        return response.end();
      }
      response.statusCode = 405;
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
