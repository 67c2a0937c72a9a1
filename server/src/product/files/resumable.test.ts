/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { Upload, type UploadOptions } from 'tus-js-client';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { testDrivers, type TestServer } from '../../testing/harness.js';
import { call, startProductServer, storedObjectCount, type TestUser } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import { largePdf } from '../testing/large-pdf.js';
import { FILES_BUCKET } from '../storage/index.js';
import { RESUMABLE_PATH, UPLOAD_NOT_FOUND } from './resumable.js';
import { RESUMABLE_BUCKET } from './resumable-store.js';
import { LIBRARY_TOO_LARGE } from './routes.js';

const drivers = await testDrivers();
const MB = 1024 * 1024;
const CHUNK = 6 * MB;

const libraryMetadata = (name: string) => ({
  objectName: name,
  bucketName: 'assessment-files',
  contentType: 'application/pdf',
  entity_type: 'resource',
  entity_id: 'revision-pack',
  file_type: 'resource',
  visibility: 'private',
  is_self_uploaded: 'true',
});

/** Runs a tus upload with the real client to its end; `stopAfterChunks` aborts it like a lost connection. */
function runUpload(t: TestServer, user: TestUser, bytes: Uint8Array, options: Partial<UploadOptions> & { stopAfterChunks?: number; name?: string } = {}) {
  const { stopAfterChunks, name = 'big-notes.pdf', ...rest } = options;
  const offsets: number[] = [];
  let body = '';
  return new Promise<{ url: string | null; offsets: number[]; body: string; error?: Error; stopped?: boolean }>((resolve) => {
    let chunks = 0;
    const upload: Upload = new Upload(Buffer.from(bytes), {
      endpoint: `${t.url}${RESUMABLE_PATH}`,
      headers: { authorization: `Bearer ${user.token}` },
      chunkSize: CHUNK,
      retryDelays: [],
      metadata: libraryMetadata(name),
      storeFingerprintForResuming: false,
      ...rest,
      onBeforeRequest(request) {
        if (request.getMethod() === 'PATCH') offsets.push(Number(request.getHeader('Upload-Offset')));
      },
      onAfterResponse(request, response) {
        if (request.getMethod() === 'PATCH') body = response.getBody() ?? '';
      },
      onChunkComplete() {
        chunks += 1;
        if (stopAfterChunks !== undefined && chunks >= stopAfterChunks) {
          void upload.abort().then(() => resolve({ url: upload.url, offsets, body, stopped: true }));
        }
      },
      onSuccess: () => resolve({ url: upload.url, offsets, body }),
      onError: (error) => resolve({ url: upload.url, offsets, body, error }),
    });
    upload.start();
  });
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`resumable uploads on ${driver.name}`, () => {
    const { t, owner, other } = serverWithUsers(() => startProductServer(driver), { owner: 'student', other: 'student' });
    let pdf: Uint8Array;

    beforeAll(async () => {
      pdf = await largePdf(20 * MB, { title: 'Resumable notes' });
    });

    it('resumes a cut-off upload from its offset; nothing partial is listed, readable or another user’s to touch', async () => {
      const first = await runUpload(t, owner, pdf, { stopAfterChunks: 2 });
      expect(first.stopped).toBe(true);
      expect(first.offsets).toEqual([0, CHUNK]);
      const uploadUrl = first.url!;
      expect(uploadUrl).toContain(RESUMABLE_PATH);

      // Unfinished: not in the library, not among the stored files, not served, and hidden from anyone else.
      expect((await call(t, owner, 'GET', '/api/files/my-files')).body.total_count).toBe(0);
      expect(await storedObjectCount(t, FILES_BUCKET)).toBe(0);
      expect(await storedObjectCount(t, RESUMABLE_BUCKET)).toBe(2);
      expect((await fetch(uploadUrl, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(404);
      const stranger = await fetch(uploadUrl, { method: 'HEAD', headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' } });
      expect(stranger.status).toBe(404);
      const head = await fetch(uploadUrl, { method: 'HEAD', headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' } });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(2 * CHUNK);
      expect((await fetch(uploadUrl, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(401);

      const resumed = await runUpload(t, owner, pdf, { uploadUrl });
      expect(resumed.error).toBeUndefined();
      // The first two chunks were never sent again.
      expect(resumed.offsets[0]).toBe(2 * CHUNK);
      expect(resumed.offsets).not.toContain(0);
      const record = JSON.parse(resumed.body);
      expect(record).toMatchObject({ file_name: 'big-notes.pdf', file_size: pdf.length, version: 1, is_current_version: true, is_self_uploaded: true });

      const listed = await call(t, owner, 'GET', '/api/files/my-files');
      expect(listed.body.files.map((file: any) => file.file_name)).toEqual(['big-notes.pdf']);
      const link = await call(t, owner, 'GET', `/api/files/${record.id}/url`);
      const downloaded = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
      expect(Buffer.compare(Buffer.from(downloaded), Buffer.from(pdf))).toBe(0);
      // The staged bytes are gone once the file is stored.
      expect(await storedObjectCount(t, RESUMABLE_BUCKET)).toBe(0);
    });

    it('refuses a renamed text file and an oversize file with the library texts, storing nothing', async () => {
      const before = await storedObjectCount(t);
      const count = async () => (await call(t, owner, 'GET', '/api/files/my-files')).body.total_count as number;
      const listed = await count();

      const text = Buffer.alloc(7 * MB, 'This is a text file with a .pdf name.\n');
      const renamed = await runUpload(t, owner, text, { name: 'essay.pdf' });
      expect(renamed.error).toBeDefined();
      expect(JSON.parse((renamed.error as any).originalResponse.getBody()).detail).toBe(PDF_ONLY_MESSAGE);

      const oversize = await fetch(`${t.url}${RESUMABLE_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0', 'upload-length': String(52_428_801), 'upload-metadata': `objectName ${btoa('huge.pdf')}` },
      });
      expect(oversize.status).toBe(413);
      expect(((await oversize.json()) as { detail: string }).detail).toBe(LIBRARY_TOO_LARGE);

      expect(await count()).toBe(listed);
      expect(await storedObjectCount(t)).toBe(before);
    });

    it('checks the library fields before any byte is sent', async () => {
      const refused = await runUpload(t, owner, await largePdf(MB), { metadata: { ...libraryMetadata('x.pdf'), entity_type: 'assessment', entity_id: '00000000-0000-4000-8000-000000000000' } });
      expect(refused.offsets).toEqual([]);
      expect((refused.error as any).originalResponse.getStatus()).toBe(404);
      const unknown = await fetch(`${t.url}${RESUMABLE_PATH}/not-an-upload`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(16),
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { detail: string }).detail).toBe(UPLOAD_NOT_FOUND);
    });
  });
}
