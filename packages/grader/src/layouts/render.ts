// Draws a layout's pages as a typed PDF: text placed where the layout puts it (table cells, a marks margin, two
// columns, several pages), wrapped inside its cell as a word processor wraps it, so the PDF is a real layout and
// its reading goes through the same text extraction as a teacher's upload. Also turns a typed PDF into a scan.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { scannedPdf } from '../testing/pdfs.js';

/** Text placed at `x` (points from the left edge), wrapped within `width`. */
export interface Cell {
  x: number;
  width: number;
  text: string;
  bold?: boolean;
}

/** A line of text across the page (wrapped at the margins), cells side by side on one row, or a blank gap. */
export type Row = string | Cell[] | { gap: number } | { heading: string };

/** A page: rows down the page, or a heading row then two columns side by side. */
export type Page = { rows: Row[] } | { title?: string; columns: [Row[], Row[]] };

const A4: [number, number] = [595, 842];
const MARGIN = 50;
const SIZE = 10;
const LEADING = SIZE * 1.45;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, width: number, font: PDFFont): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, SIZE) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** Draws the rows from `top` within [left, left + width]; returns the y below them. */
function drawRows(page: PDFPage, rows: Row[], top: number, left: number, width: number, fonts: Fonts): number {
  let y = top;
  for (const row of rows) {
    if (typeof row === 'object' && 'gap' in row) {
      y -= row.gap;
      continue;
    }
    if (typeof row === 'object' && 'heading' in row) {
      page.drawText(row.heading, { x: left, y, size: SIZE + 3, font: fonts.bold });
      y -= LEADING * 1.6;
      continue;
    }
    const cells: Cell[] = typeof row === 'string' ? [{ x: 0, width, text: row }] : row;
    let height = 1;
    for (const cell of cells) {
      const font = cell.bold ? fonts.bold : fonts.regular;
      const lines = wrap(cell.text, cell.width, font);
      lines.forEach((line, i) => page.drawText(line, { x: left + cell.x, y: y - i * LEADING, size: SIZE, font }));
      height = Math.max(height, lines.length);
    }
    y -= height * LEADING + 3;
  }
  return y;
}

/** The typed PDF of a layout's pages. */
export async function layoutPdf(pages: readonly Page[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const width = A4[0] - 2 * MARGIN;
  for (const spec of pages) {
    const page = doc.addPage(A4);
    const top = A4[1] - MARGIN;
    if ('rows' in spec) drawRows(page, spec.rows, top, MARGIN, width, fonts);
    else {
      let y = top;
      if (spec.title) y = drawRows(page, [{ heading: spec.title }], y, MARGIN, width, fonts);
      const column = (width - 30) / 2;
      drawRows(page, spec.columns[0], y, MARGIN, column, fonts);
      drawRows(page, spec.columns[1], y, MARGIN + column + 30, column, fonts);
    }
  }
  return doc.save();
}

/** An answer sheet: a title, then each answer as a paragraph. */
export function answerSheet(title: string, answers: readonly string[]): Page[] {
  return [{ rows: [{ heading: title }, ...answers.flatMap((a): Row[] => [a, { gap: 4 }])] }];
}

/** The layout's typed PDF rendered to page images and wrapped in a PDF with no text layer, as a scanner gives it. */
export async function scanOf(typed: Uint8Array): Promise<Uint8Array> {
  return scannedPdf(typed, 200);
}
