/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// The server is killed (SIGKILL) in the middle of an upload; after a restart nothing of that upload is listed,
// readable or stored under a file's path, and what was stored before the crash is all there.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonKeyOf, supabaseClient, testDrivers, uniqueEmail } from '../../testing/harness.js';
import { linesPdf, PASSWORD } from '../testing/server.js';
import { childServers } from '../testing/crash.js';
import { kill } from '../testing/process.js';
import { PARTIAL_FOLDER, sweepPartials } from './local.js';

const drivers = await testDrivers();
const MB = 1024 * 1024;

/** Every file below a folder, with its size. */
function filesBelow(folder: string): { path: string; size: number }[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, size: statSync(path).size }));
}

/**
 * A multipart upload of `size` bytes that starts like a PDF, sent slowly; `sent` tells how far it got. The
 * request is never finished by the caller: the server dies under it.
 */
function slowUpload(url: string, token: string, size: number, progress: { sent: number }): Promise<unknown> {
  const boundary = 'assess-crash-boundary';
  const head = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="entity_type"',
      '',
      'resource',
      `--${boundary}`,
      'Content-Disposition: form-data; name="entity_id"',
      '',
      'crash-pack',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file_type"',
      '',
      'resource',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="interrupted.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7\n',
    ].join('\r\n'),
  );
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (progress.sent >= size) return;
      controller.enqueue(chunk);
      progress.sent += chunk.length;
    },
  });
  return fetch(`${url}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) => error);
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`an upload cut off by a crash on ${driver.name}`, () => {
    const servers = childServers(driver);

    it('leaves nothing listed, readable or stored under a path, and loses nothing answered before', { timeout: 240_000 }, async () => {
      const { dataDir, url, env: siteEnv } = await servers.site('assess-upload-crash-');
      const env = siteEnv();
      const log: string[] = [];
      const first = await servers.spawn(env, log);

      const client = supabaseClient(url, await anonKeyOf(url));
      const { data } = await client.auth.signUp({ email: uniqueEmail('upload-crash'), password: PASSWORD });
      const token = data.session!.access_token;
      const api = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
        return { status: response.status, body: (await response.json()) as any };
      };

      // A file stored and answered 201 before the crash.
      const kept = new FormData();
      kept.append('entity_type', 'resource');
      kept.append('entity_id', 'crash-pack');
      kept.append('file_type', 'resource');
      const keptBytes = await linesPdf(['Stored before the crash']);
      kept.append('file', new Blob([Buffer.from(keptBytes)], { type: 'application/pdf' }), 'kept.pdf');
      const stored = await api('/api/files/upload', { method: 'POST', body: kept });
      expect(stored.status).toBe(201);

      // A 20 MB upload, killed part-way.
      const progress = { sent: 0 };
      const interrupted = slowUpload(url, token, 20 * MB, progress);
      while (progress.sent < 5 * MB) await new Promise((resolve) => setTimeout(resolve, 50));
      await kill(first);
      await interrupted;
      expect(progress.sent).toBeLessThan(20 * MB);

      await servers.spawn(env, log);
      const listed = await api('/api/files/my-files');
      expect(listed.body.files.map((file: any) => file.file_name)).toEqual(['kept.pdf']);
      const link = await api(`/api/files/${stored.body.id}/url`);
      const bytes = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
      expect(bytes.equals(Buffer.from(keptBytes))).toBe(true);

      // On disk: the kept file under its path, and the cut-off bytes only in the partial folder, swept when stale.
      const storage = join(dataDir, 'storage');
      const onDisk = filesBelow(storage);
      const isPartial = (file: { path: string }) => file.path.startsWith(join(storage, PARTIAL_FOLDER));
      const whole = onDisk.filter((file) => !isPartial(file));
      expect(whole.map((file) => file.size)).toEqual([keptBytes.length]);
      const partials = onDisk.filter(isPartial);
      expect(partials.length).toBeLessThanOrEqual(1);
      expect(await sweepPartials(storage, Date.now() + 2 * 60 * 60 * 1000)).toBe(partials.length);
      expect(filesBelow(storage).map((file) => file.size)).toEqual([keptBytes.length]);
    });
  });
}
