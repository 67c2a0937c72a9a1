// The one place the server calls the grader: reading papers, marking, weak-areas PDFs and generation.
import {
  chatConfigFromEnv,
  createOfflineProvider,
  createProvider,
  createWeakAreasPdf,
  extractPdfText,
  warmUp,
  generateAssessment as generate,
  gradeSubmission,
  proposeMarkSchemeReading,
  readMarkScheme,
  readingFromQuestions,
  type ConfirmedQuestion,
  type GeneratedAssessment,
  type MarkSchemeReading,
  type GenerateConfig,
  buildResult,
  withMarks,
  type GradingProvider,
  type MarkingTask,
  type TaskGrade,
  type GradingResult,
  type ChatConfig,
  type OcrLimits,
} from '@assess/grader';
import type { GraderConfig } from '../../config/index.js';
import { paperText } from './paper-text.js';
import { textPdf } from './text-pdf.js';

export type { GeneratedAssessment, GenerateConfig, GradingResult, MarkSchemeReading };
export { withMarks };

export interface SubmissionPdfs {
  questionPaper?: Uint8Array;
  markScheme?: Uint8Array;
  answers: Uint8Array;
  subject?: string;
  /** The mark scheme's reading its teacher confirmed: marked against as it stands, the scheme's text not read. */
  markSchemeReading?: MarkSchemeReading;
}

/** The marker and the generation provider built from the server's configuration. */
export interface Grader {
  provider: GradingProvider;
  /** The AI provider's settings for generation, or null for the question bank. */
  chat: ChatConfig | null;
  /** The configuration it was built from: a worker thread builds the same grader from it. */
  config: GraderConfig;
}

export function createGrader(config: GraderConfig): Grader {
  if (config.provider === 'offline') return { provider: createOfflineProvider(), chat: null, config };
  return { provider: createProvider(config.settings), chat: chatConfigFromEnv(config.settings) ?? null, config };
}

/**
 * Loads the grader's model, word tables and PDF reader now (seconds of work that blocks the process), so that a
 * worker process does it before it takes jobs and its first paper is marked as fast as the rest.
 */
export async function warmUpGrader(): Promise<void> {
  warmUp();
  await extractPdfText(await textPdf('Warm-up', 'The circuit is complete.'));
}

/** Text recognition's limits for each paper, from the server's settings. */
function ocrLimits(config: GraderConfig): OcrLimits {
  return { pages: config.ocr.pagesPerPaper, milliseconds: config.ocr.secondsPerPaper * 1000 };
}

/**
 * Marks a submission with the configured provider (the built-in offline grader unless one is configured); the
 * question paper's and mark scheme's text is read once for every submission marked against them.
 */
export async function gradePdfs(grader: Grader, input: SubmissionPdfs): Promise<GradingResult> {
  const limits = ocrLimits(grader.config);
  const questionPaper = input.questionPaper && (await paperText(input.questionPaper, limits));
  const markScheme = input.markScheme && !input.markSchemeReading && (await paperText(input.markScheme, limits));
  return gradeSubmission({
    provider: grader.provider,
    answers: input.answers,
    ocrLimits: limits,
    ...(questionPaper !== undefined ? { questionPaper } : {}),
    ...(markScheme ? { markScheme } : {}),
    ...(input.markSchemeReading ? { markSchemeReading: input.markSchemeReading } : {}),
    ...(input.subject ? { subject: input.subject } : {}),
  });
}

/**
 * What the built-in reader reads of a mark scheme PDF, page by page (scanned pages within the OCR limits), with each
 * question's wording from the question paper when there is one.
 */
export async function readMarkSchemePdf(grader: Grader, bytes: Uint8Array, questionPaper?: Uint8Array): Promise<MarkSchemeReading> {
  const limits = ocrLimits(grader.config);
  const { pages } = await extractPdfText(bytes, { limits });
  const paper = questionPaper && (await paperText(questionPaper, limits)).text;
  return readMarkScheme({ pages: pages.map(({ number, text }) => ({ number, text })) }, paper ? { questionPaper: paper } : {});
}

/**
 * A stored reading read again from its pages' text with today's reader (text parsing only, no PDF or OCR): the
 * read-out then shows what marking without a confirmed reading uses, after the reader has improved. Each question
 * keeps the wording from the question paper it had.
 */
export function currentReaderReading(stored: MarkSchemeReading): MarkSchemeReading {
  const again = readMarkScheme({ pages: stored.pages });
  for (const question of again.questions) question.text ||= stored.questions.find((old) => old.label === question.label)?.text ?? '';
  return again;
}

/**
 * A reading corrected by its teacher (source teacher): the questions, marks, points and alternatives as confirmed,
 * with what the read-out does not show carried over from the reading it corrects.
 */
export function correctedReading(before: MarkSchemeReading, questions: readonly ConfirmedQuestion[]): MarkSchemeReading {
  return readingFromQuestions('teacher', questions, before);
}

/** The configured model provider's reading of the pages the reader read; null when no provider is configured. */
export async function proposeReading(grader: Grader, reader: MarkSchemeReading): Promise<MarkSchemeReading | null> {
  return grader.chat ? proposeMarkSchemeReading(grader.chat, reader.pages, reader) : null;
}

/** A student's weak-areas PDF; it names the student by name only (an account id is no reader's business). */
export async function weakAreasPdf(result: GradingResult, student: { name: string }, title: string, subject?: string): Promise<Uint8Array> {
  return createWeakAreasPdf(result, { name: student.name }, { title, ...(subject ? { subject } : {}) });
}

/** A grading result assembled from marks already decided (demo history), in the grader's own result shape. */
export function resultFromMarks(tasks: readonly MarkingTask[], grades: readonly TaskGrade[], subject: string): GradingResult {
  return buildResult(tasks, grades, { provider: 'offline', markSchemeUsed: true, notes: [], subject });
}

export type { MarkingTask, TaskGrade };

/** Questions and mark scheme for an assessment (AI mode), from the AI provider when configured, else the question bank. */
export async function generateQuestions(grader: Grader, config: GenerateConfig): Promise<GeneratedAssessment> {
  return generate(config, { chat: grader.chat });
}
