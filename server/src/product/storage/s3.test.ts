// The S3 driver runs in a child process: the AWS SDK's module build does not load under the test bundler.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';

const run = promisify(execFile);
const HOOKS = fileURLToPath(new URL('../testing/source-hooks.mjs', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./testing/s3-roundtrip.ts', import.meta.url));

describe('the S3 storage driver against a real S3-compatible server', () => {
  it('streams, reads back (whole and from an offset), uploads in parts, deletes, and refuses non-PDF and oversize files leaving nothing', { timeout: 60_000 }, async () => {
    const { stdout } = await run(process.execPath, ['--conditions=@assess/source', '--experimental-transform-types', '--no-warnings', '--import', HOOKS, SCRIPT]);
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({
      storedSize: true,
      keyHolds: true,
      readBack: true,
      readFromOffset: true,
      deleted: true,
      missingRejects: true,
      multipart: true,
      largePdf: true,
      nonPdf: PDF_ONLY_MESSAGE,
      tooLarge: 'too big',
      leftOver: 0,
    });
  });
});
