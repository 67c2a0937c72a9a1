import { extractImages, getDocumentProxy } from 'unpdf';
import { PdfReadError } from './errors.js';
import { readingOrder, type PositionedText } from './layout.js';
import { recogniseText } from './ocr.js';

export type PdfInput = Uint8Array | ArrayBuffer | AsyncIterable<Uint8Array | string>;

export interface ExtractedPage {
  number: number;
  text: string;
  /** 'text' when the page has a text layer, 'ocr' when its text was recognised from the page images. */
  source: 'text' | 'ocr';
}

export interface ExtractedPdf {
  text: string;
  pages: ExtractedPage[];
}

export interface ExtractOptions {
  /** Recognise text on pages without a text layer (default true). */
  ocr?: boolean;
}

async function toBytes(input: PdfInput): Promise<Uint8Array> {
  if (input instanceof ArrayBuffer) return new Uint8Array(input.slice(0));
  if (input instanceof Uint8Array) return new Uint8Array(input);
  const chunks: Uint8Array[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Fewer visible characters than this on a page means it is a scan (or blank) rather than typed text. */
const MIN_TEXT_LAYER_CHARS = 8;

async function openDocument(bytes: Uint8Array) {
  if (bytes.length === 0) throw new PdfReadError('empty');
  try {
    return await getDocumentProxy(bytes, { verbosity: 0 } as never);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new PdfReadError('encrypted', error);
    throw new PdfReadError('corrupt', error);
  }
}

/**
 * Reads the text of a PDF in reading order, page by page. Pages without a text layer go through OCR.
 * Throws PdfReadError for encrypted, corrupt or empty files.
 */
export async function extractPdfText(input: PdfInput, options: ExtractOptions = {}): Promise<ExtractedPdf> {
  const pdf = await openDocument(await toBytes(input));
  try {
    const pages: ExtractedPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { width } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]) });
      }
      const text = readingOrder(items, width);
      if (text.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS || options.ocr === false) {
        pages.push({ number, text, source: 'text' });
        continue;
      }
      const images = await extractImages(pdf, number);
      const recognised: string[] = [];
      for (const image of images) {
        if (image.width < 32 || image.height < 32) continue;
        recognised.push(await recogniseText(image));
      }
      const ocrText = recognised.join('\n').trim();
      pages.push(ocrText ? { number, text: ocrText, source: 'ocr' } : { number, text, source: 'text' });
    }
    if (pages.every((p) => p.text.trim() === '')) throw new PdfReadError('empty');
    return { text: pages.map((p) => p.text).join('\n\n'), pages };
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError('corrupt', error);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
