import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';

/** Builds the PDFs the tests read: typed, multi-page, two-column and image-only (scanned) papers. */

const A4: [number, number] = [595, 842];

export async function typedPdf(pages: string[][], fontSize = 11): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage(A4);
    let y = A4[1] - 60;
    for (const line of lines) {
      page.drawText(line, { x: 50, y, size: fontSize, font });
      y -= fontSize * 1.6;
    }
  }
  return doc.save();
}

/**
 * A page laid out as a word processor does: a title, then each paragraph wrapped at the right margin (even
 * margins), with a blank line between paragraphs. Returns the PDF and the lines as drawn, to see where it wrapped.
 */
export async function wrappedPdf(title: string, paragraphs: readonly string[], fontSize = 10): Promise<{ pdf: Uint8Array; lines: string[] }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  const margin = 50;
  const width = A4[0] - 2 * margin;
  let y = A4[1] - margin;
  page.drawText(title, { x: margin, y, size: 14, font });
  y -= 28;
  const drawn: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    const flush = () => {
      page.drawText(line, { x: margin, y, size: fontSize, font });
      drawn.push(line);
      y -= fontSize * 1.4;
    };
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, fontSize) > width) {
        flush();
        line = word;
      } else line = next;
    }
    flush();
    y -= fontSize * 1.4;
  }
  return { pdf: await doc.save(), lines: drawn };
}

/** A page with a full-width title, then two columns side by side. */
export async function twoColumnPdf(title: string, left: string[], right: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  page.drawText(title, { x: 50, y: A4[1] - 50, size: 14, font });
  const rows = Math.max(left.length, right.length);
  for (let i = 0; i < rows; i++) {
    const y = A4[1] - 90 - i * 17;
    if (left[i]) page.drawText(left[i]!, { x: 50, y, size: 10, font });
    if (right[i]) page.drawText(right[i]!, { x: 320, y, size: 10, font });
  }
  return doc.save();
}

const run = promisify(execFile);

export async function hasPdftoppm(): Promise<boolean> {
  try {
    await run('pdftoppm', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/** Rasterises a typed PDF with pdftoppm and wraps the page images in a new PDF with no text layer. */
export async function scannedPdf(typed: Uint8Array, dpi = 200): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'grader-scan-'));
  try {
    await writeFile(join(dir, 'in.pdf'), typed);
    await run('pdftoppm', ['-png', '-r', String(dpi), join(dir, 'in.pdf'), join(dir, 'page')]);
    const source = await PDFDocument.load(typed);
    const doc = await PDFDocument.create();
    for (let i = 1; i <= source.getPageCount(); i++) {
      const digits = String(source.getPageCount()).length;
      const png = await readFile(join(dir, `page-${String(i).padStart(digits, '0')}.png`));
      const image = await doc.embedPng(png);
      const page = doc.addPage(A4);
      page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
    }
    return doc.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF whose trailer names a standard security handler it cannot open without a password. */
export function encryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4);
  return doc.save();
}

/**
 * A paper of `pages` pages holding no text, each showing the same image (one image object drawn on every page): grey
 * diagonal stripes, or one flat shade of white when `flat`.
 */
export async function repeatedImagePdf(pages: number, { flat = false } = {}): Promise<Uint8Array> {
  const png = new PNG({ width: 400, height: 500 });
  for (let pixel = 0; pixel < 400 * 500; pixel++) {
    const x = pixel % 400;
    const y = Math.floor(pixel / 400);
    const shade = flat || (x + y) % 40 < 20 ? 235 : 160;
    png.data.set([shade, shade, shade, 255], pixel * 4);
  }
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(PNG.sync.write(png));
  for (let index = 0; index < pages; index++) doc.addPage(A4).drawImage(image, { x: 40, y: 100, width: 400, height: 500 });
  return doc.save();
}
