import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2_463_000)).toBe('2.35 MB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it("reads 'Unknown size' without a usable size", () => {
    expect(formatFileSize(undefined)).toBe('Unknown size');
    expect(formatFileSize(null)).toBe('Unknown size');
    expect(formatFileSize(Number.NaN)).toBe('Unknown size');
    expect(formatFileSize(-1)).toBe('Unknown size');
  });
});
