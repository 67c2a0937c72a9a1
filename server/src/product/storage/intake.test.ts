// A large upload is checked as its bytes go by: the structure check reads the tail the gate kept, not the stored
// copy; a large file that only starts like a PDF is refused all the same, and nothing of it stays in the store.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { UNREADABLE_PDF_MESSAGE, storePdf } from './intake.js';
import { localStorageDriver } from './local.js';
import { WHOLE_PARSE_MAX_BYTES } from './pdf-structure.js';
import type { StorageDriver } from './driver.js';
import { largePdf } from '../testing/large-pdf.js';

const root = mkdtempSync(join(tmpdir(), 'assess-intake-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The local store, counting the bytes read back from it. */
function countingStore(): StorageDriver & { bytesRead: number } {
  const local = localStorageDriver(root);
  const store = {
    ...local,
    bytesRead: 0,
    async get(...args: Parameters<StorageDriver['get']>) {
      const stream = await local.get(...args);
      stream.on('data', (chunk: Buffer) => (store.bytesRead += chunk.length));
      return stream;
    },
  };
  return store;
}

/** The bytes as an upload arrives: 64 KB at a time. */
const arriving = (bytes: Buffer) => Readable.from((function* () {
  for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
})());

const limit = { bytes: 64 * 1024 * 1024, message: 'too large' };

describe('storing a large upload', () => {
  it('checks a PDF above the whole-parse size from what went by, reading nothing back', { timeout: 60_000 }, async () => {
    const pdf = Buffer.from(await largePdf(WHOLE_PARSE_MAX_BYTES + 2_000_000, { useObjectStreams: false }));
    const store = countingStore();
    const stored = await storePdf(store, 'assessment-files', 'owner/large.pdf', arriving(pdf), limit, 'owner');
    expect(stored.size).toBe(pdf.length);
    expect(store.bytesRead).toBe(0);
  });

  it('refuses a large file that only starts like a PDF, and keeps nothing of it', { timeout: 60_000 }, async () => {
    const fake = Buffer.alloc(WHOLE_PARSE_MAX_BYTES + 2_000_000, 'a');
    fake.write('%PDF-1.7\n');
    const store = countingStore();
    await expect(storePdf(store, 'assessment-files', 'owner/fake.pdf', arriving(fake), limit, 'owner')).rejects.toMatchObject({ message: UNREADABLE_PDF_MESSAGE });
    expect(readdirSync(join(root, 'assessment-files', 'owner'))).not.toContain('fake.pdf');
    expect(store.bytesRead).toBe(0);
  });
});
