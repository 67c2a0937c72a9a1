import type { MarkPoint } from '../structure/mark-points.js';

/** One question or part to mark, with everything a marker needs. */
export interface MarkingTask {
  label: string;
  question: string;
  part: string;
  /** The question's wording (with its stem). */
  questionText: string;
  topic?: string;
  /** Marks available. */
  marks: number;
  answer: string;
  /** The mark scheme's answer, when there is a mark scheme. */
  reference?: string;
  /** The mark scheme's points; empty when the scheme gives one answer or there is no scheme. */
  points: MarkPoint[];
}

export interface PointEvidence {
  point: string;
  met: boolean;
  /** How sure the marker is that the point was met (0 to 1). */
  confidence: number;
  /** The marks the point earned (0 when missed, or when met beyond a cap or without its method mark). */
  marks?: number;
}

export interface TaskGrade {
  label: string;
  marks: number;
  available: number;
  verdict: 'correct' | 'partial' | 'contradictory' | 'incorrect' | 'unanswered';
  evidence: PointEvidence[];
  /** What was right and what was missing, in a sentence or two for the student. */
  analysis: string;
}

/** A marker: the built-in offline grader or a language model behind an OpenAI-compatible API. */
export interface GradingProvider {
  readonly name: string;
  grade(tasks: readonly MarkingTask[]): Promise<TaskGrade[]>;
}
