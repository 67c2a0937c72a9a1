import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE, PDF_ONLY_MESSAGE, pdfContentProblem } from './pdf-file.js';

describe('pdfContentProblem', () => {
  it('passes a file that starts as a PDF does', async () => {
    expect(await pdfContentProblem(new File(['%PDF-1.7\n%âãÏÓ'], 'paper.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('says an empty file is empty', async () => {
    expect(await pdfContentProblem(new File([], 'paper.pdf', { type: 'application/pdf' }))).toBe(EMPTY_FILE_MESSAGE);
  });

  it('refuses a file renamed to .pdf as the server does, by its first bytes', async () => {
    expect(await pdfContentProblem(new File(['PK\u0003\u0004 a Word document'], 'essay.pdf', { type: 'application/pdf' }))).toBe(PDF_ONLY_MESSAGE);
    expect(await pdfContentProblem(new File(['%PD'], 'short.pdf'))).toBe(PDF_ONLY_MESSAGE);
  });
});
