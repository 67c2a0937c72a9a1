import type { MarkingTask, PointEvidence, TaskGrade } from './grading/types.js';
import type { SchemeRead } from './structure/reading.js';
import { questionTopic } from './structure/topic.js';

/** One answer in the assessment detail response (spec 02 §3), with the evidence behind its mark. */
export interface AnswerResponse {
  question: string;
  question_part: string;
  /** The question's wording, as read from the question paper ('' when there was none). */
  question_text: string;
  marks_obtained_for_question: number;
  total_marks_for_question: number;
  student_answer: string;
  correct_answer: string;
  analysis: string;
  topic: string;
  status: 'correct' | 'partial' | 'incorrect';
  evidence: PointEvidence[];
  /** The page of the answer sheet the answer was read from (from 1), when known. */
  answer_page?: number | null;
}

/** A topic the student did well or badly in; `topic` and `description` are what the reports show. */
export interface TopicArea {
  topic: string;
  description: string;
  marks_obtained: number;
  total_marks: number;
  percentage: number;
}

export interface GradingResult {
  results: {
    total_earned_marks: number;
    total_marks_obtained: number;
    total_marks: number;
    scoring_summary: { total_marks: number; total_marks_obtained: number; percentage: number };
    teacher_feedback: string | null;
    strength_areas: TopicArea[];
    improvement_areas: TopicArea[];
  };
  grading_details: {
    total_marks_obtained: number;
    total_marks: number;
    exam_details: { total_marks: number; exam_period: string | null; subject: string | null };
    performance_summary: { overall_comment: string };
    answer_responses: AnswerResponse[];
  };
  strength_areas: TopicArea[];
  improvement_areas: TopicArea[];
  overall_comment: string;
  suggestions: string[];
  percentage: number;
  /**
   * How the marks were reached: the provider, whether a mark scheme was used, any caveats, and what was read of the
   * mark scheme ("Read as 2 questions, 5 marks", with its warnings; null when no mark scheme was used).
   */
  grading: { provider: string; mark_scheme_used: boolean; notes: string[]; scheme_read: SchemeRead | null };
}

export interface ResultContext {
  provider: string;
  markSchemeUsed: boolean;
  notes: string[];
  /** What was read of the mark scheme marked on; null or absent without one. */
  schemeRead?: SchemeRead | null;
  subject?: string;
  examPeriod?: string;
}

/** Per-question status from marks, as the specification defines it. */
export function statusOf(earned: number, total: number): AnswerResponse['status'] {
  if (total > 0 && earned === total) return 'correct';
  if (earned > 0 && earned < total) return 'partial';
  return 'incorrect';
}

const percent = (earned: number, total: number) => (total > 0 ? Math.round((earned / total) * 1000) / 10 : 0);

/** A topic's mark at or above this share is a strength; below it, an area to improve. */
const STRENGTH_PERCENT = 60;

function topicAreas(responses: AnswerResponse[]): { strengths: TopicArea[]; improvements: TopicArea[] } {
  const byTopic = new Map<string, { earned: number; total: number; missed: string[] }>();
  for (const r of responses) {
    const t = byTopic.get(r.topic) ?? { earned: 0, total: 0, missed: [] };
    t.earned += r.marks_obtained_for_question;
    t.total += r.total_marks_for_question;
    t.missed.push(...r.evidence.filter((e) => !e.met).map((e) => e.point));
    byTopic.set(r.topic, t);
  }
  const strengths: TopicArea[] = [];
  const improvements: TopicArea[] = [];
  for (const [topic, t] of byTopic) {
    const p = percent(t.earned, t.total);
    const area = { topic, marks_obtained: t.earned, total_marks: t.total, percentage: p };
    if (p >= STRENGTH_PERCENT) strengths.push({ ...area, description: `Secure understanding of ${topic} (${t.earned}/${t.total} marks).` });
    else
      improvements.push({
        ...area,
        description: `${topic}: ${t.earned}/${t.total} marks.${t.missed.length ? ` Points missed: ${t.missed.slice(0, 3).join('; ')}.` : ''}`,
      });
  }
  return { strengths: strengths.sort((a, b) => b.percentage - a.percentage), improvements: improvements.sort((a, b) => a.percentage - b.percentage) };
}

function overallComment(p: number, answered: number, total: number): string {
  const band =
    p >= 85 ? 'Excellent work: almost every mark point was met.' : p >= 70 ? 'Good work: most mark points were met.' : p >= 50 ? 'A fair attempt: about half of the mark points were met.' : p >= 25 ? 'Some understanding is shown, but many mark points were missed.' : 'Most mark points were missed; this material needs revisiting.';
  return `${band} Scored ${p}% overall, with ${answered} of ${total} questions answered.`;
}

/** Topic used for a question that names none: what it is about (its first words), else its number. */
export function topicOf(task: MarkingTask): string {
  return task.topic ?? questionTopic(task.question, task.questionText);
}

export function buildResult(tasks: readonly MarkingTask[], grades: readonly TaskGrade[], context: ResultContext): GradingResult {
  const responses: AnswerResponse[] = tasks.map((task, i) => {
    const g = grades[i]!;
    return {
      question: task.question,
      question_part: task.part,
      question_text: task.questionText,
      marks_obtained_for_question: g.marks,
      total_marks_for_question: g.available,
      student_answer: task.answer,
      correct_answer: task.reference ?? task.points.map((p) => p.text).join('; '),
      analysis: g.analysis,
      topic: topicOf(task),
      status: statusOf(g.marks, g.available),
      evidence: g.evidence,
    };
  });
  return resultFromResponses(responses, context);
}

/**
 * Whether a question was left blank, by the marks as they stand: no answer was read and it earned nothing. A question
 * that earned marks was answered, even when no text of it was read (a teacher marked what the grader could not read).
 */
function leftBlank(r: AnswerResponse): boolean {
  return r.student_answer.trim() === '' && r.marks_obtained_for_question === 0;
}

/** Everything a result derives from its answers' marks: totals, topics, the overall comment and suggestions. */
function resultFromResponses(responses: AnswerResponse[], context: ResultContext): GradingResult {
  const earned = responses.reduce((t, r) => t + r.marks_obtained_for_question, 0);
  const total = responses.reduce((t, r) => t + r.total_marks_for_question, 0);
  const p = percent(earned, total);
  const { strengths, improvements } = topicAreas(responses);
  const comment = overallComment(p, responses.filter((r) => !leftBlank(r)).length, responses.length) + (context.markSchemeUsed ? '' : ' No mark scheme was provided, so the marks are estimates from the question paper alone.');
  const suggestions = [
    ...improvements.map((a) => `Revise ${a.topic}, then try its practice questions again.`),
    ...responses.filter(leftBlank).map((r) => `Attempt every question: question ${r.question}${r.question_part} was left blank.`),
    ...(p < 85 ? ['Compare each answer with the mark points it missed and rewrite it in your own words.'] : ['Try harder questions on your strongest topics to stretch yourself.']),
  ];
  return {
    results: {
      total_earned_marks: earned,
      total_marks_obtained: earned,
      total_marks: total,
      scoring_summary: { total_marks: total, total_marks_obtained: earned, percentage: p },
      teacher_feedback: null,
      strength_areas: strengths,
      improvement_areas: improvements,
    },
    grading_details: {
      total_marks_obtained: earned,
      total_marks: total,
      exam_details: { total_marks: total, exam_period: context.examPeriod ?? null, subject: context.subject ?? null },
      performance_summary: { overall_comment: comment },
      answer_responses: responses,
    },
    strength_areas: strengths,
    improvement_areas: improvements,
    overall_comment: comment,
    suggestions,
    percentage: p,
    grading: { provider: context.provider, mark_scheme_used: context.markSchemeUsed, notes: context.notes, scheme_read: context.schemeRead ?? null },
  };
}

/** A mark that replaces the grader's for one question part, with its feedback (a teacher's released mark). */
export interface ReplacedMark {
  question: string;
  question_part: string;
  marks: number;
  analysis?: string | null;
}

/**
 * The result again with some marks replaced: the totals, percentage, topics, overall comment and suggestions are
 * derived from the new marks exactly as from the grader's, so that a released mark changes every sentence it
 * feeds ("Scored N% overall"), not only the totals.
 */
export function withMarks(result: GradingResult, marks: readonly ReplacedMark[]): GradingResult {
  const byKey = new Map(marks.map((mark) => [`${mark.question}|${mark.question_part}`, mark]));
  const responses = result.grading_details.answer_responses.map((response) => {
    const mark = byKey.get(`${response.question}|${response.question_part}`);
    if (!mark) return response;
    const marksObtained = Math.min(Math.max(mark.marks, 0), response.total_marks_for_question);
    const analysis = mark.analysis?.trim() ? mark.analysis : response.analysis;
    // The grader's "No answer was given" no longer holds once a teacher gives marks for what it could not read.
    const graderReadNoAnswer = response.student_answer.trim() === '' && marksObtained > 0 && analysis === response.analysis;
    return {
      ...response,
      marks_obtained_for_question: marksObtained,
      analysis: graderReadNoAnswer ? `Marked by your teacher: ${marksObtained} of ${response.total_marks_for_question} marks.` : analysis,
      status: statusOf(marksObtained, response.total_marks_for_question),
    };
  });
  const exam = result.grading_details.exam_details;
  return resultFromResponses(responses, {
    provider: result.grading.provider,
    markSchemeUsed: result.grading.mark_scheme_used,
    notes: result.grading.notes,
    // Results stored before the reading was recorded have none.
    schemeRead: result.grading.scheme_read ?? null,
    ...(exam.subject ? { subject: exam.subject } : {}),
    ...(exam.exam_period ? { examPeriod: exam.exam_period } : {}),
  });
}
