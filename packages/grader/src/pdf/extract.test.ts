import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMarkScheme, parseQuestionPaper } from '../structure/parse.js';
import { blankPdf, encryptedPdf, hasPdftoppm, scannedPdf, twoColumnPdf, typedPdf } from '../testing/pdfs.js';
import { PdfReadError } from './errors.js';
import { extractPdfText } from './extract.js';
import { englishDataPath, stopOcr } from './ocr.js';

afterAll(() => stopOcr());

const canRasterise = await hasPdftoppm();

const PAPER_PAGE_1 = [
  'Science Paper 1',
  'Topic: Plants',
  '1 (a) Name the gas plants take in for photosynthesis. [1]',
  '(b) State where in the cell photosynthesis happens. [1]',
];
const PAPER_PAGE_2 = ['Topic: Electricity', '2 Calculate the resistance when 12 V drives 3 A. (2 marks)', 'Q3 Explain why metals conduct electricity. 3 marks'];

describe('extractPdfText', () => {
  it('reads a typed paper and splits it into questions with marks and topics', async () => {
    const pdf = await extractPdfText(await typedPdf([PAPER_PAGE_1]));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.source).toBe('text');
    expect(pdf.text.split('\n')[2]).toBe('1 (a) Name the gas plants take in for photosynthesis. [1]');
    const paper = parseQuestionPaper(pdf.text);
    expect(paper.items.map((i) => [i.label, i.marks, i.topic])).toEqual([
      ['1(a)', 1, 'Plants'],
      ['1(b)', 1, 'Plants'],
    ]);
  });

  it('reads every page of a multi-page paper in order, from a stream too', async () => {
    const bytes = await typedPdf([PAPER_PAGE_1, PAPER_PAGE_2]);
    const pdf = await extractPdfText(Readable.from([Buffer.from(bytes)]));
    expect(pdf.pages.map((p) => p.number)).toEqual([1, 2]);
    const paper = parseQuestionPaper(pdf.text);
    expect(paper.items.map((i) => [i.label, i.marks, i.topic])).toEqual([
      ['1(a)', 1, 'Plants'],
      ['1(b)', 1, 'Plants'],
      ['2', 2, 'Electricity'],
      ['3', 3, 'Electricity'],
    ]);
    expect(paper.totalMarks).toBe(7);
  });

  it('reads a two-column page column by column', async () => {
    const bytes = await twoColumnPdf(
      'Mark Scheme: Chemistry',
      ['1 (a) sodium chloride [1]', '(b) ionic bonding [1]', 'electrons are transferred [1]', '2 a catalyst [1]'],
      ['3 carbon dioxide [1]', 'limewater turns milky [1]', '4 (a) 7 [1]', '(b) neutral [1]'],
    );
    const pdf = await extractPdfText(bytes);
    const lines = pdf.text.split('\n');
    expect(lines[0]).toBe('Mark Scheme: Chemistry');
    expect(lines.indexOf('2 a catalyst [1]')).toBeLessThan(lines.indexOf('3 carbon dioxide [1]'));
    expect(lines.indexOf('(b) ionic bonding [1]')).toBe(2);
    const scheme = parseMarkScheme(pdf.text);
    expect(scheme.items.map((i) => i.label)).toEqual(['1(a)', '1(b)', '2', '3', '4(a)', '4(b)']);
    expect(scheme.items[1]?.points.map((p) => p.text)).toEqual(['ionic bonding', 'electrons are transferred']);
  });

  it.skipIf(!canRasterise)('recognises the text of a scanned, image-only page', async () => {
    const scanned = await scannedPdf(await typedPdf([PAPER_PAGE_2], 14));
    const pdf = await extractPdfText(scanned);
    expect(pdf.pages[0]?.source).toBe('ocr');
    const paper = parseQuestionPaper(pdf.text);
    expect(paper.items.map((i) => [i.label, i.marks])).toEqual([
      ['2', 2],
      ['3', 3],
    ]);
    expect(paper.items[1]?.text).toMatch(/metals conduct electricity/);
  });

  it('says clearly when a file is encrypted, corrupt or empty', async () => {
    await expect(extractPdfText(encryptedPdf())).rejects.toMatchObject({ name: 'PdfReadError', code: 'encrypted' });
    await expect(extractPdfText(new TextEncoder().encode('%PDF-1.4 this is not really a pdf'))).rejects.toMatchObject({ code: 'corrupt' });
    await expect(extractPdfText(new Uint8Array())).rejects.toMatchObject({ code: 'empty' });
    const blank = await extractPdfText(await blankPdf()).catch((e: unknown) => e);
    expect(blank).toBeInstanceOf(PdfReadError);
    expect((blank as PdfReadError).message).toBe('The PDF has no readable text, and no text could be recognised on its pages.');
  });
});

describe('OCR data', () => {
  it('comes from the installed @tesseract.js-data/eng package', () => {
    expect(existsSync(join(englishDataPath(), 'eng.traineddata.gz'))).toBe(true);
  });
});
