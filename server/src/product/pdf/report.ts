import { embedDocumentFonts, printable } from '@assess/grader';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * A small report writer over pdf-lib: a title, label-value lines, paragraphs and tables on A4 pages,
 * with line wrapping and page breaks, in the fonts of every Assess PDF (names in Latin, Greek and Cyrillic
 * scripts print as written; a character the font lacks prints as '?').
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = { title: 18, heading: 13, text: 10 };

export type ReportBlock =
  /** The school's name and the date the document was made, above a rule at the top of the first page. */
  | { kind: 'letterhead'; school: string; date: string }
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; fields: [string, string][] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; columns: { label: string; width: number }[]; rows: string[][]; empty: string; total?: string[] };

const MUTED = rgb(0.35, 0.35, 0.35);


/**
 * The text cut into lines that fit the width, at spaces, with each character the font has no glyph for (and every
 * control character but a new line) as '?'. Linear in the text's length: each word is measured once, and a word
 * longer than a line is cut by adding up its characters' widths, so that a long word cannot make an export slow.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const charWidths = new Map<string, number>();
  const widthOfChar = (char: string) => {
    let known = charWidths.get(char);
    if (known === undefined) charWidths.set(char, (known = font.widthOfTextAtSize(char, size)));
    return known;
  };
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  for (const paragraph of printable(text, font).split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      lineWidth = 0;
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word longer than the line is cut into pieces that fit (at least one character each).
      for (const char of word) {
        const charWidth = widthOfChar(char);
        if (line && lineWidth + charWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += char;
        lineWidth += charWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Renders the blocks into a PDF document with a title in its metadata. */
export async function renderReportPdf(title: string, blocks: ReportBlock[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedDocumentFonts(doc);
  doc.setTitle(title);
  doc.setProducer('Assess');
  doc.setCreationDate(new Date());
  const usable = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const room = (height: number) => {
    if (y - height < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const line = (text: string, font: PDFFont, size: number, x = PAGE.margin) => {
    room(size * 1.4);
    page.drawText(text, { x, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size * 1.4;
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'letterhead': {
        room(SIZE.heading * 2);
        page.drawText(printable(block.school, bold), { x: PAGE.margin, y: y - SIZE.heading, size: SIZE.heading, font: bold, color: rgb(0, 0.3, 0.42) });
        const dated = printable(block.date, regular);
        page.drawText(dated, { x: PAGE.margin + usable - regular.widthOfTextAtSize(dated, SIZE.text), y: y - SIZE.heading, size: SIZE.text, font: regular, color: MUTED });
        y -= SIZE.heading * 1.6;
        page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + usable, y }, thickness: 1, color: rgb(0, 0.3, 0.42) });
        y -= 14;
        break;
      }
      case 'title':
        for (const text of wrap(block.text, bold, SIZE.title, usable)) line(text, bold, SIZE.title);
        y -= 6;
        break;
      case 'heading':
        y -= 8;
        for (const text of wrap(block.text, bold, SIZE.heading, usable)) line(text, bold, SIZE.heading);
        break;
      case 'fields':
        for (const [label, value] of block.fields) {
          const labelText = `${label}: `;
          const offset = bold.widthOfTextAtSize(labelText, SIZE.text);
          const lines = wrap(value, regular, SIZE.text, usable - offset);
          room(SIZE.text * 1.4);
          page.drawText(printable(labelText, bold), { x: PAGE.margin, y: y - SIZE.text, size: SIZE.text, font: bold });
          lines.forEach((text, index) => {
            if (index > 0) room(SIZE.text * 1.4);
            page.drawText(text, { x: PAGE.margin + offset, y: y - SIZE.text, size: SIZE.text, font: regular });
            y -= SIZE.text * 1.4;
          });
        }
        break;
      case 'paragraph':
        for (const text of wrap(block.text, regular, SIZE.text, usable)) line(text, regular, SIZE.text);
        y -= 4;
        break;
      case 'table': {
        const total = block.columns.reduce((sum, column) => sum + column.width, 0);
        const widths = block.columns.map((column) => (column.width / total) * usable);
        const drawRow = (cells: string[], font: PDFFont) => {
          const wrapped = cells.map((cell, index) => wrap(cell, font, SIZE.text, widths[index]! - 6));
          const height = Math.max(...wrapped.map((lines) => lines.length)) * SIZE.text * 1.3 + 4;
          room(height);
          let x = PAGE.margin;
          wrapped.forEach((lines, index) => {
            lines.forEach((text, lineIndex) => {
              page.drawText(text, { x: x + 3, y: y - SIZE.text - lineIndex * SIZE.text * 1.3, size: SIZE.text, font });
            });
            x += widths[index]!;
          });
          y -= height;
          page.drawLine({ start: { x: PAGE.margin, y: y + 2 }, end: { x: PAGE.margin + usable, y: y + 2 }, thickness: 0.5, color: rgb(0.75, 0.75, 0.75) });
        };
        drawRow(block.columns.map((column) => column.label), bold);
        if (block.rows.length === 0) line(block.empty, regular, SIZE.text);
        for (const row of block.rows) drawRow(row, regular);
        if (block.total && block.rows.length > 0) drawRow(block.total, bold);
        y -= 4;
        break;
      }
    }
  }
  // Page numbers once the page count is known, so that a printed copy can be put back in order.
  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    each.drawText(text, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(text, 8), y: PAGE.margin / 2, size: 8, font: regular, color: MUTED });
  });
  return doc.save();
}
