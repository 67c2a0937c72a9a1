import { afterAll, describe, expect, it } from 'vitest';
import { repeatedImagePdf } from '../testing/pdfs.js';
import { extractPdfText } from './extract.js';
import { stopOcr } from './ocr.js';
import { DEFAULT_OCR_LIMITS, imageKey, isFlat, unreadNotes } from './scan-limits.js';

afterAll(() => stopOcr());

const stripes = (shift = 0) => ({
  data: Uint8Array.from({ length: 100 * 100 }, (_, pixel) => ((pixel % 100) + Math.floor(pixel / 100) + shift) % 20 < 10 ? 235 : 160),
  width: 100,
  height: 100,
  channels: 1 as const,
});

describe('text recognition within a paper\'s limits', () => {
  it('reads 40 pages of a 120-page image-only paper and names the pages it did not read', async () => {
    const pdf = await extractPdfText(await repeatedImagePdf(120));
    expect(pdf.pages.map((page) => page.number)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(pdf.unread).toEqual(Array.from({ length: 80 }, (_, index) => ({ page: index + 41, reason: 'pages' })));
    expect(unreadNotes(pdf.unread, DEFAULT_OCR_LIMITS)).toEqual(['pages 41-120 not read: over the limit of 40 scanned pages a paper']);
  }, 60_000);

  it('stops at the time limit and names the pages it did not reach', async () => {
    const limits = { pages: 1000, milliseconds: 1 };
    const pdf = await extractPdfText(await repeatedImagePdf(30), { limits });
    expect(pdf.unread.length).toBeGreaterThan(0);
    expect(pdf.unread.every((entry) => entry.reason === 'time')).toBe(true);
    expect(pdf.pages.length + pdf.unread.length).toBe(30);
    expect(unreadNotes(pdf.unread, limits)[0]).toMatch(/^pages? [\d, -]+ not read: over the limit of 0\.001 seconds of reading a paper$/);
  }, 60_000);

  it('tells a flat image from one that may hold text, and the same pixels by their key', () => {
    expect(isFlat({ data: new Uint8Array(100 * 100 * 3).fill(250), width: 100, height: 100, channels: 3 })).toBe(true);
    expect(isFlat(stripes())).toBe(false);
    expect(imageKey(stripes())).toBe(imageKey(stripes()));
    expect(imageKey(stripes(5))).not.toBe(imageKey(stripes()));
  });

  it('names runs of pages and single pages', () => {
    const unread = [3, 5, 6, 7].map((page) => ({ page, reason: 'pages' as const }));
    expect(unreadNotes(unread, { pages: 2, milliseconds: 60_000 })).toEqual(['pages 3, 5-7 not read: over the limit of 2 scanned pages a paper']);
    expect(unreadNotes([{ page: 9, reason: 'time' }], { pages: 2, milliseconds: 60_000 })).toEqual(['page 9 not read: over the limit of 60 seconds of reading a paper']);
    expect(unreadNotes([{ page: 2, reason: 'pages' }, { page: 3, reason: 'time' }], { pages: 1, milliseconds: 1000 })).toEqual([
      'page 2 not read: over the limit of 1 scanned page a paper',
      'page 3 not read: over the limit of 1 second of reading a paper',
    ]);
  });
});
