// The one place the server calls the grader: reading papers, marking, weak-areas PDFs and generation.
import {
  createWeakAreasPdf,
  generateAssessment as generate,
  gradeSubmission,
  type GeneratedAssessment,
  type GenerateConfig,
  type GradingResult,
} from '@assess/grader';

export type { GeneratedAssessment, GenerateConfig, GradingResult };

export interface SubmissionPdfs {
  questionPaper?: Uint8Array;
  markScheme?: Uint8Array;
  answers: Uint8Array;
  subject?: string;
}

/** Marks a submission with the configured provider (the built-in offline grader unless one is configured). */
export async function gradePdfs(input: SubmissionPdfs): Promise<GradingResult> {
  return gradeSubmission({
    answers: input.answers,
    ...(input.questionPaper ? { questionPaper: input.questionPaper } : {}),
    ...(input.markScheme ? { markScheme: input.markScheme } : {}),
    ...(input.subject ? { subject: input.subject } : {}),
  });
}

export async function weakAreasPdf(result: GradingResult, student: { name: string; id: string }, title: string, subject?: string): Promise<Uint8Array> {
  return createWeakAreasPdf(result, student, { title, ...(subject ? { subject } : {}) });
}

/** Questions and mark scheme for an assessment (AI mode), from the AI provider when configured, else the question bank. */
export async function generateQuestions(config: GenerateConfig): Promise<GeneratedAssessment> {
  return generate(config);
}
