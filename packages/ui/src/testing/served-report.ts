// The report of one submission as the server serves it (assessmentReportSchema's type), for the screen packages'
// tests: a whole answer, so that the screens parse it with the one schema they read it with in use.
import type { AnswerResponse, AssessmentReport } from '@assess/core';

type ServedAnswer = AssessmentReport['grading_details']['answer_responses'][number];

/** One answered question or part as served: its marks, with its status from them, and the given fields. */
export function servedAnswer(question: string, earned: number, total: number, more: Partial<AnswerResponse> = {}): ServedAnswer {
  return {
    question,
    question_part: '',
    question_text: null,
    mark_points: [],
    answer_page: null,
    topic: null,
    marks_obtained_for_question: earned,
    total_marks_for_question: total,
    student_answer: null,
    correct_answer: null,
    analysis: null,
    overridden: false,
    status: total > 0 && earned === total ? 'correct' : earned > 0 ? 'partial' : 'incorrect',
    ...more,
  };
}

/** One answered question as served to the student's teacher: with nothing saved or suggested yet, unless given. */
export function reviewersAnswer(question: string, earned: number, total: number, more: Partial<AnswerResponse> = {}): ServedAnswer {
  return servedAnswer(question, earned, total, {
    saved_marks_for_question: null,
    saved_feedback: null,
    suggested_marks_for_question: null,
    suggestion_confidence: null,
    suggestion_needs_review: false,
    ...more,
  });
}

/**
 * A graded submission's report as served: out of `total`, with `obtained` marks (the released ones, or the
 * grader's), the given answers, provisional at marks version 1; `more` replaces whole fields.
 */
export function servedReport(total: number, obtained: number, answers: ServedAnswer[], more: Partial<AssessmentReport> = {}): AssessmentReport {
  const percentage = total > 0 ? Math.round((obtained * 1000) / total) / 10 : null;
  return {
    id: 'sa-1',
    student_assessment_id: 'sa-1',
    assessment_id: 'as-1',
    status: 'graded',
    purpose: 'submission',
    assessment: { id: 'as-1', title: 'Cells Quiz', type: 'custom', total_marks: total },
    student: { id: 'stu-1', name: 'Pia Pupil' },
    submission: { submitted_at: '2025-01-05T10:00:00.000Z', graded_at: '2025-01-05T10:05:00.000Z' },
    results: {
      total_earned_marks: obtained,
      total_marks_obtained: obtained,
      total_marks: total,
      percentage,
      scoring_summary: { total_marks: total, total_marks_obtained: obtained, percentage },
      teacher_feedback: null,
      strength_areas: [],
      improvement_areas: [],
    },
    grading_details: {
      total_marks_obtained: obtained,
      total_marks: total,
      exam_details: { total_marks: total, exam_period: null, subject: 'Biology' },
      performance_summary: { overall_comment: '' },
      answer_responses: answers,
    },
    strength_areas: [],
    improvement_areas: [],
    suggestions: [],
    grading_notes: [],
    scheme_read: null,
    review: { state: 'provisional', released_at: null, released_by: null, label: 'AI grade, awaiting teacher review', version: 1 },
    title: 'Cells Quiz',
    subject: 'Biology',
    score: percentage,
    completed_date: '2025-01-05T10:05:00.000Z',
    feedback: null,
    questions: answers.map((answer) => {
      const number = `${answer.question}${answer.question_part}`;
      return { id: number, number, topic: answer.topic, score: answer.marks_obtained_for_question, max_score: answer.total_marks_for_question };
    }),
    ...more,
  };
}
