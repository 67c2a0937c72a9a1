// The reading of a mark scheme that a teacher is shown before anyone is marked on it: its questions, their marks
// and mark points, the page each was read from, the total written on the scheme, and warnings where the reading is
// unsure. The same shape holds the built-in reader's reading, a model provider's proposal and the version a teacher
// confirms; marking against a reading uses its questions, marks and points exactly.
import { formatPart } from './labels.js';
import { pointsTotal, type MarkPoint } from './mark-points.js';
import { parseMarkScheme, parseQuestionPaper, type SchemeItem } from './parse.js';

/** Who produced a reading: the built-in reader, a model provider's proposal, or a teacher who confirmed it. */
export type ReadingSource = 'reader' | 'provider' | 'teacher';

export type ReadingWarningCode = 'total_mismatch' | 'no_marks' | 'question_total_mismatch';

export interface ReadingWarning {
  code: ReadingWarningCode;
  /** The question it is about; null for the whole scheme. */
  label: string | null;
  /** What to show the teacher. */
  message: string;
}

export interface ReadQuestion {
  /** As the grader labels items: "1", "2(a)(ii)". */
  label: string;
  question: string;
  part: string;
  /** The question's (or part's) wording when known, else ''. */
  text: string;
  /** The scheme's answer as written for this question (what feedback shows as the expected answer). */
  answer: string;
  /** The marks the question is worth as read; null when no marks were found (its points then count 1 each). */
  marks: number | null;
  /** The marks the scheme states for the question as a whole, if it states any. */
  statedMarks: number | null;
  /** 1-based page of the mark scheme it was read from, when known. */
  page: number | null;
  points: MarkPoint[];
  topic?: string;
}

export interface ReadingPage {
  number: number;
  text: string;
}

export interface MarkSchemeReading {
  source: ReadingSource;
  questions: ReadQuestion[];
  /** What marking uses: each question's marks, or its points' marks where none were found. */
  totalMarks: number;
  /** The total written on the scheme, if any. */
  statedTotal: number | null;
  warnings: ReadingWarning[];
  pages: ReadingPage[];
}

/** A mark scheme's text as one piece, or page by page as the PDF reader gives it. */
export type ReadingInput = { text: string } | { pages: readonly ReadingPage[] };

/** What a graded result says of the scheme it was marked on: "Read as 2 questions, 5 marks", and any warnings. */
export interface SchemeRead {
  questions: number;
  total_marks: number;
  stated_total: number | null;
  warnings: ReadingWarning[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Marks are compared to a hundredth, so that half marks added in floating point still agree. */
const sameMarks = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The marks a question counts for in marking: its own, else its points', else 1. */
export function questionMarks(question: Pick<ReadQuestion, 'marks' | 'points'>): number {
  return question.marks ?? (pointsTotal(question.points) || 1);
}

/**
 * Where a reading is unsure: the total on the scheme differs from the sum read, a question has no marks, or a
 * question's stated marks differ from what its points add up to (caps such as "any two from" applied).
 */
export function readingWarnings(questions: readonly ReadQuestion[], statedTotal: number | null): ReadingWarning[] {
  const warnings: ReadingWarning[] = [];
  const total = questions.reduce((sum, question) => sum + questionMarks(question), 0);
  if (statedTotal !== null && !sameMarks(statedTotal, total)) {
    warnings.push({
      code: 'total_mismatch',
      label: null,
      message: `The mark scheme states a total of ${plural(statedTotal, 'mark')}, but the questions read add up to ${total}. Check each question's marks before anyone is marked.`,
    });
  }
  for (const question of questions) {
    if (question.marks === null) {
      const count = question.points.length;
      const counted = count > 1 ? `its ${count} points count 1 mark each` : count === 1 ? 'its point counts 1 mark' : 'it counts as 1 mark';
      warnings.push({ code: 'no_marks', label: question.label, message: `No marks were found for question ${question.label}: ${counted} until you set its marks.` });
      continue;
    }
    const points = pointsTotal(question.points);
    if (question.statedMarks !== null && question.points.length > 0 && !sameMarks(question.statedMarks, points)) {
      warnings.push({
        code: 'question_total_mismatch',
        label: question.label,
        message: `Question ${question.label} states ${plural(question.statedMarks, 'mark')}, but its mark points add up to ${points}.`,
      });
    }
  }
  return warnings;
}

/** A reading from its questions: the total marking uses and the warnings follow from them. */
export function buildReading(source: ReadingSource, questions: ReadQuestion[], statedTotal: number | null, pages: readonly ReadingPage[]): MarkSchemeReading {
  return {
    source,
    questions,
    totalMarks: questions.reduce((sum, question) => sum + questionMarks(question), 0),
    statedTotal,
    warnings: readingWarnings(questions, statedTotal),
    pages: pages.map((page) => ({ number: page.number, text: page.text })),
  };
}

/** Words of a text, lower case, for finding a point's wording on a page whatever its spacing and notation. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/**
 * The page a question was read from: the first page, from the previous question's on, that holds the opening words
 * of its first point (or of its answer); a scheme is read in page order, so later questions sit on later pages.
 */
function pageOf(item: SchemeItem, pages: readonly { number: number; words: string }[], from: number): number | null {
  const opening = words(item.points[0]?.text ?? item.answer).split(' ').slice(0, 6).join(' ');
  if (!opening) return null;
  const found = pages.find((page) => page.number >= from && page.words.includes(opening)) ?? pages.find((page) => page.words.includes(opening));
  return found?.number ?? null;
}

export interface ReadingOptions {
  /** The question paper's text: each question read is shown with its wording from the paper. */
  questionPaper?: string;
}

/**
 * Reads a mark scheme (its text, or its pages) into the questions, marks and points marking will use; with the
 * question paper, each question carries its wording from the paper (the same label, else the whole question).
 */
export function readMarkScheme(input: ReadingInput, options: ReadingOptions = {}): MarkSchemeReading {
  const asked = options.questionPaper ? parseQuestionPaper(options.questionPaper).items : [];
  const pages = 'pages' in input ? input.pages.filter((page) => page.text.trim() !== '') : [];
  const text = 'pages' in input ? pages.map((page) => page.text).join('\n\n') : input.text;
  const parsed = parseMarkScheme(text);
  const pageWords = pages.map((page) => ({ number: page.number, words: words(page.text) }));
  let from = pages[0]?.number ?? 1;
  const questions = parsed.items.map((item): ReadQuestion => {
    const page = pages.length === 1 ? pages[0]!.number : pageOf(item, pageWords, from);
    if (page !== null) from = page;
    const question: ReadQuestion = {
      label: item.label,
      question: item.question,
      part: item.part,
      text: (asked.find((q) => q.label === item.label) ?? asked.find((q) => q.question === item.question && q.part === ''))?.text ?? '',
      answer: item.answer,
      marks: item.marks ?? null,
      statedMarks: item.statedMarks ?? null,
      page,
      points: item.points,
    };
    if (item.topic) question.topic = item.topic;
    return question;
  });
  return buildReading('reader', questions, parsed.statedTotal ?? null, 'pages' in input ? input.pages : [{ number: 1, text }]);
}

/** "1(a)(ii)", "Q2 b", "Question 3" → the question number and its part as the grader writes it. */
export function splitLabel(label: string): { question: string; part: string } {
  const match = /^\s*(?:q(?:uestion)?\.?\s*)?(\d+)\s*(.*)$/i.exec(label);
  if (!match) return { question: label.trim(), part: '' };
  const parts = (match[2] ?? '').match(/[a-z]+/gi) ?? [];
  return { question: match[1]!, part: formatPart(parts.map((part) => part.toLowerCase())) };
}

/** A point as confirmed: its text, marks and the other wordings accepted for it. */
export interface ConfirmedPoint {
  text: string;
  marks: number;
  alternatives: string[];
}

/** A question as confirmed (or proposed): label, marks, points; text and page when known. */
export interface ConfirmedQuestion {
  label: string;
  text?: string;
  marks: number | null;
  statedMarks?: number | null;
  page?: number | null;
  points: ConfirmedPoint[];
}

const sameText = (a: string, b: string) => words(a) === words(b);
const samePoints = (a: readonly MarkPoint[], b: readonly MarkPoint[]) => a.length === b.length && a.every((point, i) => sameText(point.text, b[i]!.text));

/**
 * The points of a corrected question. A point kept as it was read keeps what the read-out does not show (rejected
 * wordings, method and accuracy marks, error carried forward); a question worth less than its points together
 * earns at most its marks from them (the "any two from" of a scheme).
 */
function confirmedPoints(question: ConfirmedQuestion, before: ReadQuestion | undefined): MarkPoint[] {
  const points = question.points.map((point): MarkPoint => {
    const same = before?.points.find((old) => sameText(old.text, point.text));
    const kept: MarkPoint = { text: point.text.trim(), marks: point.marks, alternatives: point.alternatives.map((a) => a.trim()).filter(Boolean) };
    if (same?.rejected?.length) kept.rejected = [...same.rejected];
    if (same?.kind) kept.kind = same.kind;
    if (same?.carriedForward) kept.carriedForward = true;
    return kept;
  });
  const sum = points.reduce((total, point) => total + point.marks, 0);
  if (question.marks !== null && points.length > 0 && question.marks < sum && !sameMarks(question.marks, sum)) {
    const cap = { id: 1, max: question.marks };
    for (const point of points) point.group = cap;
  }
  return points;
}

/**
 * A reading from questions a teacher confirmed (source teacher) or a provider proposed (source provider): their
 * labels, marks, points and alternatives as given; topics, answers, stated marks and pages carried over from the
 * reading they correct where a question keeps its label.
 */
export function readingFromQuestions(
  source: Exclude<ReadingSource, 'reader'>,
  questions: readonly ConfirmedQuestion[],
  before?: Pick<MarkSchemeReading, 'questions' | 'statedTotal' | 'pages'>,
  statedTotal: number | null = before?.statedTotal ?? null,
): MarkSchemeReading {
  const read = questions.map((question): ReadQuestion => {
    const old = before?.questions.find((candidate) => candidate.label.toLowerCase() === question.label.trim().toLowerCase());
    const { question: number, part } = old ?? splitLabel(question.label);
    const points = confirmedPoints(question, old);
    const result: ReadQuestion = {
      label: old?.label ?? question.label.trim(),
      question: number,
      part,
      text: question.text?.trim() || old?.text || '',
      // The scheme's own wording stays the expected answer while the points are as read; corrected points replace it.
      answer: old && samePoints(old.points, points) ? old.answer : points.map((point) => point.text).join('; '),
      marks: question.marks,
      statedMarks: question.statedMarks !== undefined ? question.statedMarks : (old?.statedMarks ?? null),
      page: question.page !== undefined ? question.page : (old?.page ?? null),
      points,
    };
    if (old?.topic) result.topic = old.topic;
    return result;
  });
  return buildReading(source, read, statedTotal, before?.pages ?? []);
}

/** The mark-scheme items marking uses from a reading: each question with its marks and points as they stand. */
export function schemeItemsOf(reading: Pick<MarkSchemeReading, 'questions'>): SchemeItem[] {
  return reading.questions.map((question) => {
    const item: SchemeItem = {
      label: question.label,
      question: question.question,
      part: question.part,
      text: question.answer,
      context: '',
      answer: question.answer,
      points: question.points,
      marks: questionMarks(question),
    };
    if (question.topic) item.topic = question.topic;
    return item;
  });
}

/** What a result says of the reading it was marked on. */
export function schemeReadOf(reading: Pick<MarkSchemeReading, 'questions' | 'totalMarks' | 'statedTotal' | 'warnings'>): SchemeRead {
  return { questions: reading.questions.length, total_marks: reading.totalMarks, stated_total: reading.statedTotal, warnings: reading.warnings };
}
