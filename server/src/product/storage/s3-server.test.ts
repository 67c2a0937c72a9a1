// The file library over HTTP with the S3 driver: the server runs in a child process (plain Node loads the SDK).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { anonKeyOf, freePort, supabaseClient, uniqueEmail } from '../../testing/harness.js';
import { linesPdf, pdfBlob, PASSWORD } from '../testing/server.js';
import { childServerEnv, kill, spawnServer } from '../testing/process.js';
import { startTestS3, type TestS3 } from './testing/s3-server.js';

describe('files over HTTP on the S3 driver', () => {
  let child: ChildProcess | undefined;
  let s3: TestS3 | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'assess-s3-'));
  afterAll(async () => {
    if (child) await kill(child, 'SIGTERM');
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads into the store, serves a signed link, refuses a renamed non-PDF and deletes without orphans', { timeout: 120_000 }, async () => {
    s3 = await startTestS3();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await spawnServer(
      childServerEnv(port, dataDir, s3.env),
      [],
    );
    const client = supabaseClient(url, await anonKeyOf(url));
    const { data } = await client.auth.signUp({ email: uniqueEmail('s3'), password: PASSWORD });
    const headers = { authorization: `Bearer ${data.session!.access_token}` };
    const upload = async (file: Blob) => {
      const form = new FormData();
      form.append('entity_type', 'resource');
      form.append('entity_id', 'pack');
      form.append('file_type', 'resource');
      form.append('file', file, 'notes.pdf');
      const response = await fetch(`${url}/api/files/upload`, { method: 'POST', headers, body: form });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };

    const pdf = await linesPdf(['Kept in S3']);
    const uploaded = await upload(pdfBlob(pdf));
    expect(uploaded.status).toBe(201);
    expect(await s3.object(`${uploaded.body.bucket_id}/${uploaded.body.storage_path}`)).toEqual(Buffer.from(pdf));
    const link = (await (await fetch(`${url}/api/files/${uploaded.body.id}/url`, { headers })).json()) as { url: string };
    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(pdf));

    const renamed = await upload(new Blob(['plain text, renamed']));
    expect(renamed).toEqual({ status: 415, body: { detail: PDF_ONLY_MESSAGE } });
    expect(await s3.count()).toBe(1);

    expect((await fetch(`${url}/api/files/${uploaded.body.id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect(await s3.count()).toBe(0);
  });
});
