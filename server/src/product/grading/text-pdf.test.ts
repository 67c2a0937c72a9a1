import { describe, expect, it } from 'vitest';
import { extractPdfText } from '@assess/grader';
import { textPdf } from './text-pdf.js';

describe('generated question papers as PDFs', () => {
  it('keep the signs of a mathematics or science paper, which the grader then reads back', async () => {
    const question = 'Q1. Show that √2 is irrational and that the area πr² ≥ 3 when r ≥ 1; find θ if Δx → 0 (2 marks)';
    const bytes = await textPdf('Année 10 – Mathématiques', question);
    const { pages } = await extractPdfText(bytes);
    const text = pages.map((page) => page.text).join('\n');
    expect(text).toContain('Année 10 – Mathématiques');
    expect(text.replace(/\s+/g, ' ')).toContain(question);
  });
});
