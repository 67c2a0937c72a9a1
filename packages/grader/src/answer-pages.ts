// Which page of the answer sheet each answer came from, so that a teacher reviewing a mark can open that page.
import { extractPdfText, type PdfInput } from './pdf/extract.js';
import { DEFAULT_OCR_LIMITS, unreadNotes, type OcrLimits } from './pdf/scan-limits.js';
import type { GradingResult } from './result.js';

/** A page of the answer sheet as read: its number (from 1) and its text. */
export interface AnswerPage {
  number: number;
  text: string;
}

/** An answer sheet's text, the notes on pages not read, and its pages (none when it was given as text). */
export interface AnswerSheet {
  text: string;
  notes: string[];
  pages: AnswerPage[];
}

/** Reads an answer sheet (a PDF, or text already read) keeping its pages. */
export async function readAnswerSheet(input: PdfInput | { text: string; notes?: string[] }, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<AnswerSheet> {
  if (typeof input === 'object' && input !== null && 'text' in input && typeof input.text === 'string') return { text: input.text, notes: input.notes ?? [], pages: [] };
  const { text, unread, pages } = await extractPdfText(input as PdfInput, { limits });
  return { text, notes: unreadNotes(unread, limits), pages: pages.map(({ number, text: pageText }) => ({ number, text: pageText })) };
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The page an answer was written on: the first page holding its longest line (the likeliest to be its own words
 * rather than a word that recurs); null for an empty answer, or one no page holds (text given without pages).
 */
export function pageOfAnswer(pages: readonly AnswerPage[], answer: string): number | null {
  const lines = answer.split('\n').map(normal).filter((line) => line.length > 0);
  if (lines.length === 0) return null;
  const longest = lines.reduce((best, line) => (line.length > best.length ? line : best));
  return pages.find((page) => normal(page.text).includes(longest))?.number ?? null;
}

/** The result with each answer's page of the answer sheet (`answer_page`). */
export function withAnswerPages(result: GradingResult, pages: readonly AnswerPage[]): GradingResult {
  for (const response of result.grading_details.answer_responses) response.answer_page = pageOfAnswer(pages, response.student_answer);
  return result;
}
