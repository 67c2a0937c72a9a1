import { extractImages, getDocumentProxy } from 'unpdf';
import { PdfReadError } from './errors.js';
import { readingOrder, type PositionedText } from './layout.js';
import { recogniseText, stopOcr, type RawImage } from './ocr.js';
import { DEFAULT_OCR_LIMITS, imageKey, isFlat, type OcrLimits, type UnreadPage } from './scan-limits.js';

export type PdfInput = Uint8Array | ArrayBuffer | AsyncIterable<Uint8Array | string>;

export interface ExtractedPage {
  number: number;
  text: string;
  /** 'text' when the page has a text layer, 'ocr' when its text was recognised from the page images. */
  source: 'text' | 'ocr';
}

export interface ExtractedPdf {
  text: string;
  /** The pages read, in order. */
  pages: ExtractedPage[];
  /** The pages not read because text recognition reached a limit (see scan-limits.ts). */
  unread: UnreadPage[];
}

export interface ExtractOptions {
  /** Recognise text on pages without a text layer (default true). */
  ocr?: boolean;
  /** What text recognition may spend on this paper (DEFAULT_OCR_LIMITS unless given). */
  limits?: OcrLimits;
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

/** The text of one image, or undefined when the paper's time ran out first (the recognition is then stopped). */
async function recogniseBefore(image: RawImage, deadline: number): Promise<string | undefined> {
  const left = deadline - performance.now();
  if (left <= 0) return undefined;
  const recognition = recogniseText(image);
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, left, undefined)));
  try {
    const text = await Promise.race([recognition, timeUp]);
    if (text === undefined) {
      // Ending the recognition's worker is the one way to stop it; the next paper starts a new one.
      recognition.catch(() => undefined);
      await stopOcr();
    }
    return text;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads the text of a PDF in reading order, page by page. Pages without a text layer go through OCR, within the
 * paper's limits: at most `limits.pages` of them, all within `limits.milliseconds`; the pages past a limit are not
 * read and are listed in `unread`. An image of one flat shade is not recognised, nor an image seen before in the
 * paper (its text is reused), so that a paper of blank or repeated images costs little.
 * Throws PdfReadError for encrypted, corrupt or empty files.
 */
export async function extractPdfText(input: PdfInput, options: ExtractOptions = {}): Promise<ExtractedPdf> {
  const limits = options.limits ?? DEFAULT_OCR_LIMITS;
  const deadline = performance.now() + limits.milliseconds;
  const pdf = await openDocument(await toBytes(input));
  try {
    const pages: ExtractedPage[] = [];
    const unread: UnreadPage[] = [];
    const textOfImage = new Map<string, string>();
    let scannedPages = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      if (performance.now() > deadline) {
        unread.push({ page: number, reason: 'time' });
        continue;
      }
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
      if (scannedPages >= limits.pages) {
        unread.push({ page: number, reason: 'pages' });
        continue;
      }
      scannedPages += 1;
      const images = await extractImages(pdf, number);
      const recognised: string[] = [];
      let timeUp = false;
      for (const image of images) {
        if (image.width < 32 || image.height < 32 || isFlat(image)) continue;
        const key = imageKey(image);
        let imageText = textOfImage.get(key);
        if (imageText === undefined) {
          imageText = await recogniseBefore(image, deadline);
          if (imageText === undefined) {
            timeUp = true;
            break;
          }
          textOfImage.set(key, imageText);
        }
        recognised.push(imageText);
      }
      if (timeUp) {
        unread.push({ page: number, reason: 'time' });
        continue;
      }
      const ocrText = recognised.join('\n').trim();
      pages.push(ocrText ? { number, text: ocrText, source: 'ocr' } : { number, text, source: 'text' });
    }
    // A paper with pages left unread is not called empty: the pages read may be blank, and the result says which were not.
    if (unread.length === 0 && pages.every((p) => p.text.trim() === '')) throw new PdfReadError('empty');
    return { text: pages.map((p) => p.text).join('\n\n'), pages, unread };
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError('corrupt', error);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
