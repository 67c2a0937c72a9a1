import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { renderReportPdf } from '../pdf/report.js';
import { reportDate } from './exports.js';

describe('report PDFs', () => {
  it('breaks long tables over pages and wraps long words', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Q${index + 1}`, `Topic ${index + 1} ${'x'.repeat(90)}`, '1', '2']);
    const bytes = await renderReportPdf('Long report', [
      { kind: 'title', text: 'Long report' },
      { kind: 'table', columns: [{ label: 'Question', width: 1 }, { label: 'Topic', width: 3 }, { label: 'Score', width: 1 }, { label: 'Max Score', width: 1 }], rows, empty: 'none' },
    ]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Q120');
  });

  it('cuts a word longer than a line into lines that keep every character', async () => {
    const word = 'W'.repeat(5000);
    const bytes = await renderReportPdf('One long word', [{ kind: 'title', text: word }, { kind: 'paragraph', text: `before ${word} after` }]);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text.match(/W/g)).toHaveLength(10_000);
    expect(text).toContain('before');
    expect(text).toContain('after');
  });

  it('prints names in Latin, Greek and Cyrillic scripts as written, and a character the font lacks as ?', async () => {
    const bytes = await renderReportPdf('Łukasz Żółć', [
      { kind: 'letterhead', school: 'Szkoła Podstawowa nr 1', date: 'Jan 5, 2025' },
      { kind: 'fields', fields: [['Student', 'Łukasz Żółć, Ελένη Παπαδοπούλου, Дмитрий Иванов']] },
      { kind: 'paragraph', text: 'Marks – “good” × √2 中文 é' },
    ]);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Szkoła Podstawowa nr 1');
    expect(text).toContain('Łukasz Żółć, Ελένη Παπαδοπούλου, Дмитрий Иванов');
    expect(text).toContain('Marks – “good” × √2 ?? é');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Łukasz Żółć');
  });

  it('writes dates in the en-US short format, N/A when missing or invalid', () => {
    expect(reportDate('2025-01-05T10:00:00Z')).toBe('Jan 5, 2025');
    expect(reportDate(null)).toBe('N/A');
    expect(reportDate('not a date')).toBe('N/A');
  });
});
