// What text recognition may spend on one paper, and how the pages it did not read are told to a teacher.
import { createHash } from 'node:crypto';
import type { RawImage } from './ocr.js';

export interface OcrLimits {
  /** Pages without a text layer recognised in a paper; the pages after them are not read. */
  pages: number;
  /** Time a paper's reading may take, milliseconds; the pages not read by then are not read. */
  milliseconds: number;
}

/** A paper of a hundred scanned pages cannot keep a grading thread for minutes. */
export const DEFAULT_OCR_LIMITS: OcrLimits = { pages: 40, milliseconds: 60_000 };

/** A page not read, and which limit stopped it. */
export interface UnreadPage {
  page: number;
  reason: 'pages' | 'time';
}

/** "41-120" for a run of pages, "7" for one. */
function ranges(pages: number[]): string[] {
  const runs: string[] = [];
  for (let at = 0; at < pages.length; ) {
    let end = at;
    while (end + 1 < pages.length && pages[end + 1] === pages[end]! + 1) end += 1;
    runs.push(end === at ? String(pages[at]) : `${pages[at]}-${pages[end]}`);
    at = end + 1;
  }
  return runs;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The sentences a teacher reads about the pages not read, one a limit: "pages 41-120 not read: over the limit of ...". */
export function unreadNotes(unread: readonly UnreadPage[], limits: OcrLimits): string[] {
  const notes: string[] = [];
  for (const reason of ['pages', 'time'] as const) {
    const pages = unread.filter((entry) => entry.reason === reason).map((entry) => entry.page);
    if (pages.length === 0) continue;
    const which = `${pages.length === 1 ? 'page' : 'pages'} ${ranges(pages).join(', ')} not read`;
    notes.push(
      reason === 'pages'
        ? `${which}: over the limit of ${counted(limits.pages, 'scanned page')} a paper`
        : `${which}: over the limit of ${counted(limits.milliseconds / 1000, 'second')} of reading a paper`,
    );
  }
  return notes;
}

/**
 * Whether an image is one flat shade (a blank scan, a white page): at most this much difference between its
 * lightest and darkest sampled pixel. Such an image holds no text, so it is not recognised.
 */
const FLAT_SPREAD = 24;
const SAMPLES = 20_000;

export function isFlat(image: RawImage): boolean {
  const pixels = image.width * image.height;
  const step = Math.max(1, Math.floor(pixels / SAMPLES));
  let lightest = 0;
  let darkest = 255;
  for (let pixel = 0; pixel < pixels; pixel += step) {
    for (let channel = 0; channel < Math.min(3, image.channels); channel++) {
      const value = image.data[pixel * image.channels + channel] ?? 0;
      if (value > lightest) lightest = value;
      if (value < darkest) darkest = value;
    }
    if (lightest - darkest > FLAT_SPREAD) return false;
  }
  return true;
}

/** The identity of an image's pixels: a page image seen before in the paper is not recognised again. */
export function imageKey(image: RawImage): string {
  return createHash('sha256').update(`${image.width}x${image.height}x${image.channels}:`).update(image.data).digest('base64');
}
