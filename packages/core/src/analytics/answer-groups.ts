import type { AnswerResponse } from '../schemas/report.js';
import { questionStatus } from './question-status.js';
import type { QuestionStatus } from './question-status.js';

export interface ReportQuestionPart {
  part: string | null;
  earned: number;
  total: number;
  status: QuestionStatus;
  studentAnswer: string | null;
  correctAnswer: string | null;
  feedback: string | null;
  /** The mark suggested from the teacher's marks on the class's other answers (teachers only), or null. */
  suggested: number | null;
  /** How sure that suggestion is (0 to 1) and whether it needs the teacher's eye (teachers only). */
  suggestedConfidence: number | null;
  suggestedNeedsReview: boolean;
  /** The marks and feedback the teacher saved, released or not (teachers only), or null. */
  saved: { marks: number; feedback: string | null } | null;
  /** The question's words, as read from the question paper, or null. */
  questionText: string | null;
  /** The mark scheme's points for the answer, each met or missed. */
  markPoints: { point: string; met: boolean }[];
  /** The page of the answer sheet the answer was read from (from 1), or null. */
  answerPage: number | null;
}

export interface ReportQuestion {
  /** The question's number or label, as the card title 'Question {number}' shows it. */
  number: string;
  parts: ReportQuestionPart[];
  /** More than one part: the card lists its parts; otherwise it shows the answer directly. */
  multiPart: boolean;
  earned: number;
  total: number;
  status: QuestionStatus;
}

/**
 * Groups answer responses into questions by their question number or label, in the order they first
 * appear. A question's marks are the sums of its parts. A response without a question is a question of its own.
 */
export function groupAnswerResponses(responses: readonly AnswerResponse[] | null | undefined): ReportQuestion[] {
  const groups = new Map<string, { number: string; parts: ReportQuestionPart[] }>();
  for (const [index, response] of (responses ?? []).entries()) {
    const label = response.question === '' ? null : response.question;
    const key = label ?? `#${index}`;
    let group = groups.get(key);
    if (!group) {
      group = { number: label ?? String(groups.size + 1), parts: [] };
      groups.set(key, group);
    }
    const earned = response.marks_obtained_for_question;
    const total = response.total_marks_for_question;
    group.parts.push({
      part: response.question_part,
      earned,
      total,
      status: questionStatus(earned, total),
      studentAnswer: response.student_answer,
      correctAnswer: response.correct_answer,
      feedback: response.analysis,
      suggested: response.suggested_marks_for_question ?? null,
      suggestedConfidence: response.suggestion_confidence ?? null,
      suggestedNeedsReview: response.suggestion_needs_review === true,
      saved: typeof response.saved_marks_for_question === 'number' ? { marks: response.saved_marks_for_question, feedback: response.saved_feedback ?? null } : null,
      questionText: response.question_text,
      markPoints: response.mark_points,
      answerPage: response.answer_page,
    });
  }
  return [...groups.values()].map(({ number, parts }) => {
    const earned = parts.reduce((sum, part) => sum + part.earned, 0);
    const total = parts.reduce((sum, part) => sum + part.total, 0);
    return { number, parts, multiPart: parts.length > 1, earned, total, status: questionStatus(earned, total) };
  });
}
