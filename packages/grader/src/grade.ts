import { createOfflineProvider } from './grading/offline.js';
import { readAnswerSheet, withAnswerPages } from './answer-pages.js';
import type { GradingProvider, MarkingTask } from './grading/types.js';
import { extractPdfText, type PdfInput } from './pdf/extract.js';
import { DEFAULT_OCR_LIMITS, unreadNotes, type OcrLimits } from './pdf/scan-limits.js';
import { buildResult, type GradingResult } from './result.js';
import { matchAnswers, parseAnswers, parseMarkScheme, parseQuestionPaper, pointsTotal, type QuestionItem, type SchemeItem } from './structure/parse.js';
import { readMarkScheme, schemeItemsOf, schemeReadOf, type MarkSchemeReading } from './structure/reading.js';

/** A document given as a PDF (bytes or a stream) or as text already read (with what its reading noted). */
export type DocumentInput = PdfInput | ReadPaper;

/** A document's text, and notes for the teacher on what of it was not read. */
export interface ReadPaper {
  text: string;
  notes?: string[];
}

export interface SubmissionInput {
  questionPaper?: DocumentInput;
  markScheme?: DocumentInput;
  answers: DocumentInput;
  provider?: GradingProvider;
  subject?: string;
  examPeriod?: string;
  /** What text recognition may spend on each of the papers (DEFAULT_OCR_LIMITS unless given). */
  ocrLimits?: OcrLimits;
  /**
   * A mark scheme's reading a teacher confirmed: marking uses its questions, marks, points and alternatives exactly,
   * and the mark scheme's text is not read again. Its questions are the ones marked.
   */
  markSchemeReading?: MarkSchemeReading;
}

/** A document's text and the notes on the pages its reading left out (text recognition's limits). */
export async function readPaper(input: DocumentInput, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<Required<ReadPaper>> {
  if (typeof input === 'object' && input !== null && 'text' in input && typeof input.text === 'string') return { text: input.text, notes: input.notes ?? [] };
  const { text, unread } = await extractPdfText(input as PdfInput, { limits });
  return { text, notes: unreadNotes(unread, limits) };
}

export async function readDocument(input: DocumentInput, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<string> {
  return (await readPaper(input, limits)).text;
}

/**
 * Answer sheets often repeat the question above the answer ("1 (a) State the unit... Answer: ohm"): drop the
 * repeated wording and an "Answer:" label so only the student's own words are marked.
 */
export function ownWords(answer: string, questionText: string): string {
  let text = answer;
  const normal = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const line of questionText.split('\n').map((l) => l.trim()).filter((l) => l.length > 12)) {
    const at = normal(text).indexOf(normal(line));
    if (at < 0) continue;
    text = text
      .split('\n')
      .filter((l) => !(normal(line).includes(normal(l)) && normal(l).length >= 0.6 * normal(line).length))
      .join('\n');
  }
  return text.replace(/^\s*(?:answer|ans)\s*[:.\-–]\s*/gim, '').trim();
}

function findScheme(scheme: SchemeItem[], item: QuestionItem): SchemeItem | undefined {
  return scheme.find((s) => s.label === item.label) ?? scheme.find((s) => s.question === item.question && s.part === '' && item.part === '');
}

/** The questions to mark when a reading is confirmed: its own, worded as the question paper words them. */
function readingItems(scheme: readonly SchemeItem[], paper: readonly QuestionItem[]): QuestionItem[] {
  return scheme.map((s) => {
    const asked = paper.find((p) => p.label === s.label) ?? paper.find((p) => p.question === s.question && p.part === '');
    const item: QuestionItem = { label: s.label, question: s.question, part: s.part, text: asked?.text ?? '', context: asked?.context ?? '' };
    const topic = asked?.topic ?? s.topic;
    if (topic) item.topic = topic;
    return item;
  });
}

/**
 * Turns the parsed papers into marking tasks: one a question or part, with its marks, scheme and answer. With a
 * confirmed reading of the mark scheme, its questions, marks and points are marked, whatever the papers' text says.
 */
export function buildTasks(paperText: string | undefined, schemeText: string | undefined, answerText: string, reading?: MarkSchemeReading): { tasks: MarkingTask[]; notes: string[] } {
  const notes: string[] = [];
  const paper = paperText === undefined ? undefined : parseQuestionPaper(paperText);
  const scheme = reading ? { items: schemeItemsOf(reading) } : schemeText === undefined ? undefined : parseMarkScheme(schemeText);
  const answers = parseAnswers(answerText);
  // Without a question paper the mark scheme gives the questions, their marks and points; its words are the
  // answers, not the questions, so they are not shown as the question nor taken out of the student's answer.
  const fromPaper = Boolean(paper?.items.length);
  let items: QuestionItem[] = reading
    ? readingItems(scheme!.items, paper?.items ?? [])
    : fromPaper
      ? paper!.items
      : (scheme?.items ?? []).map((s) => ({ ...s, text: '', context: '' }));
  if (reading) {
    for (const asked of paper?.items ?? []) {
      if (!items.some((item) => item.label === asked.label || (item.question === asked.question && asked.part === ''))) {
        notes.push(`Question ${asked.label} of the question paper is not in the confirmed mark scheme, so it was not marked.`);
      }
    }
  }
  if (items.length === 0) {
    items = answers.map((a) => ({ label: a.label, question: a.question, part: a.part, text: '', context: '' }));
    notes.push('No questions were found in the question paper; the answers were marked by their own labels.');
  }
  if (items.length === 0) items = [{ label: '1', question: '1', part: '', text: '', context: '' }];
  if (!scheme) notes.push('No mark scheme was provided: marks are estimated from the question paper alone.');
  const matched = matchAnswers(items, answers, answerText);
  const tasks = items.map((item): MarkingTask => {
    const s = scheme ? findScheme(scheme.items, item) : undefined;
    if (scheme && !s) notes.push(`The mark scheme has no entry for question ${item.label}.`);
    const pointMarks = s ? pointsTotal(s.points) : 0;
    // A confirmed reading's marks stand; otherwise the question paper's marks come first.
    const marks = reading ? (s?.marks ?? (pointMarks || 1)) : (item.marks ?? s?.marks ?? (pointMarks || 1));
    const task: MarkingTask = {
      label: item.label,
      question: item.question,
      part: item.part,
      questionText: [item.context, item.text].filter(Boolean).join('\n'),
      marks,
      answer: ownWords(matched.get(item.label) ?? '', [item.context, item.text].filter(Boolean).join('\n')),
      points: s?.points ?? [],
    };
    if (s?.answer) task.reference = s.answer;
    const topic = item.topic ?? s?.topic;
    if (topic) task.topic = topic;
    return task;
  });
  return { tasks, notes };
}

/**
 * Reads a submission's papers, marks every question and part, and returns the result in the shape the API
 * stores. Without a mark scheme the marks are estimates from the question paper, and the result says so.
 */
export async function gradeSubmission(input: SubmissionInput): Promise<GradingResult> {
  const limits = input.ocrLimits ?? DEFAULT_OCR_LIMITS;
  // One after another: recognition has one worker, which a paper past its time limit stops.
  const paper = input.questionPaper ? await readPaper(input.questionPaper, limits) : undefined;
  // A confirmed reading stands for the mark scheme: its text is not read again.
  const reading = input.markSchemeReading;
  const scheme = input.markScheme && !reading ? await readPaper(input.markScheme, limits) : undefined;
  const answers = await readAnswerSheet(input.answers, limits);
  const schemeText = scheme?.text;
  const built = buildTasks(paper?.text, schemeText, answers.text, reading);
  const { tasks } = built;
  // What was not read comes first: it explains the marks below it.
  const notes = [
    ...(paper?.notes ?? []).map((note) => `Question paper: ${note}.`),
    ...(scheme?.notes ?? []).map((note) => `Mark scheme: ${note}.`),
    ...answers.notes.map((note) => `Answer sheet: ${note}.`),
    ...built.notes,
  ];
  const provider = input.provider ?? createOfflineProvider();
  const grades = await provider.grade(tasks);
  const schemeRead = reading ?? (schemeText !== undefined ? readMarkScheme({ text: schemeText }) : undefined);
  const context = { provider: provider.name, markSchemeUsed: schemeRead !== undefined, notes: [...notes], schemeRead: schemeRead ? schemeReadOf(schemeRead) : null } as Parameters<typeof buildResult>[2];
  if (input.subject) context.subject = input.subject;
  if (input.examPeriod) context.examPeriod = input.examPeriod;
  return withAnswerPages(buildResult(tasks, grades, context), answers.pages);
}
