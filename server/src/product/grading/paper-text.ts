// The text of a question paper or mark scheme, read once for all the papers marked against it. Every student's
// answers to an assessment are marked against the same question paper and mark scheme, and reading a PDF's text is
// most of a paper's marking time; an answer sheet is its student's own, so it is read each time and not kept.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { readDocument } from '@assess/grader';

/** Papers whose text is kept (a school's assessments in use at once), the least recently used dropped first. */
export const KEPT_PAPERS = 64;

const texts = new LRUCache<string, Promise<string>>({ max: KEPT_PAPERS });

/** The text of a question paper or mark scheme, from the bytes' hash when read before. */
export function paperText(bytes: Uint8Array): Promise<string> {
  const key = createHash('sha256').update(bytes).digest('base64');
  const known = texts.get(key);
  if (known) return known;
  const reading = readDocument(bytes);
  texts.set(key, reading);
  // A paper that could not be read is tried again next time (its error reaches this caller as before).
  reading.catch(() => texts.delete(key));
  return reading;
}
