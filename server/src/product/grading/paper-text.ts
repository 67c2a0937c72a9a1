// The text of a question paper or mark scheme, read once for all the papers marked against it. Every student's
// answers to an assessment are marked against the same question paper and mark scheme, and reading a PDF's text is
// most of a paper's marking time; an answer sheet is its student's own, so it is read each time and not kept.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { DEFAULT_OCR_LIMITS, readPaper, type OcrLimits, type ReadPaper } from '@assess/grader';

/** Papers whose text is kept (a school's assessments in use at once), the least recently used dropped first. */
export const KEPT_PAPERS = 64;

const texts = new LRUCache<string, Promise<Required<ReadPaper>>>({ max: KEPT_PAPERS });

/**
 * The text of a question paper or mark scheme (with the notes on pages its reading left out), from the bytes' hash
 * and the limits when read before.
 */
export function paperText(bytes: Uint8Array, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<Required<ReadPaper>> {
  const key = `${createHash('sha256').update(bytes).digest('base64')} ${limits.pages} ${limits.milliseconds}`;
  const known = texts.get(key);
  if (known) return known;
  const reading = readPaper(bytes, limits);
  texts.set(key, reading);
  // A paper that could not be read is tried again next time (its error reaches this caller as before).
  reading.catch(() => texts.delete(key));
  return reading;
}
