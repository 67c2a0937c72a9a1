// The one place the server calls the grader: reading papers, marking, weak-areas PDFs and generation.
import {
  chatConfigFromEnv,
  createOfflineProvider,
  createProvider,
  createWeakAreasPdf,
  generateAssessment as generate,
  gradeSubmission,
  type GeneratedAssessment,
  type GenerateConfig,
  buildResult,
  type GradingProvider,
  type MarkingTask,
  type TaskGrade,
  type GradingResult,
  type ChatConfig,
} from '@assess/grader';
import type { GraderConfig } from '../../config/index.js';

export type { GeneratedAssessment, GenerateConfig, GradingResult };

export interface SubmissionPdfs {
  questionPaper?: Uint8Array;
  markScheme?: Uint8Array;
  answers: Uint8Array;
  subject?: string;
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

/** Marks a submission with the configured provider (the built-in offline grader unless one is configured). */
export async function gradePdfs(grader: Grader, input: SubmissionPdfs): Promise<GradingResult> {
  return gradeSubmission({
    provider: grader.provider,
    answers: input.answers,
    ...(input.questionPaper ? { questionPaper: input.questionPaper } : {}),
    ...(input.markScheme ? { markScheme: input.markScheme } : {}),
    ...(input.subject ? { subject: input.subject } : {}),
  });
}

export async function weakAreasPdf(result: GradingResult, student: { name: string; id: string }, title: string, subject?: string): Promise<Uint8Array> {
  return createWeakAreasPdf(result, student, { title, ...(subject ? { subject } : {}) });
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
