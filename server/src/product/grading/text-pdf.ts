import { embedDocumentFonts, printable } from '@assess/grader';
import { PDFDocument } from 'pdf-lib';

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;
const SIZE = 10;
const LINE = 14;

function wrap(line: string, width: number, measure: (text: string) => number): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (measure(next) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}

/** A plain PDF of a title and text (generated question papers and mark schemes), laid out in the grader's readable form. */
export async function textPdf(title: string, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular: font, bold } = await embedDocumentFonts(doc);
  doc.setTitle(title);
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  page.drawText(printable(title, bold), { x: MARGIN, y, size: 14, font: bold });
  y -= 28;
  const width = PAGE[0] - 2 * MARGIN;
  for (const raw of text.split('\n')) {
    for (const line of wrap(printable(raw, font), width, (t) => font.widthOfTextAtSize(t, SIZE))) {
      if (y < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      if (line) page.drawText(line, { x: MARGIN, y, size: SIZE, font });
      y -= LINE;
    }
  }
  return doc.save();
}
