import { describe, expect, it } from 'vitest';
import { assessmentReportSchema, type AnswerResponse, type SubmissionDetail } from '../schemas/report.js';
import { SERVED_ANSWERS } from '../schemas/served-answers.test-data.js';
import { groupAnswerResponses } from './answer-groups.js';
import { reportEarnedMarks, reportTotalMarks, roundedPercentage, summariseAssessmentReport } from './report-detail.js';

/** The report as served, parsed with its one schema: what the report view reads. */
const served = assessmentReportSchema.parse(SERVED_ANSWERS.assessmentReport);

/** An answer as served, with the given question, part and marks. */
const answer = (question: string, part: string, earned: number, total: number, more: Partial<AnswerResponse> = {}): AnswerResponse => ({
  ...served.grading_details.answer_responses[0]!,
  question,
  question_part: part,
  marks_obtained_for_question: earned,
  total_marks_for_question: total,
  student_answer: null,
  correct_answer: null,
  analysis: null,
  ...more,
});

interface Totals { results?: number; summary?: number; grading?: number; exam?: number; assessment?: number }
interface Earned { results?: number; obtained?: number; grading?: number; answers?: number[] }

/** The served report with only the given totals and earned marks (null where left out, as the server sends an unknown one). */
function report(total: Totals, earned: Earned = {}): SubmissionDetail {
  return {
    ...served,
    assessment: { ...served.assessment, total_marks: total.assessment ?? null },
    results: {
      ...served.results,
      total_marks: total.results ?? null,
      total_earned_marks: earned.results ?? null,
      total_marks_obtained: earned.obtained ?? null,
      scoring_summary: { ...served.results.scoring_summary, total_marks: total.summary ?? null },
    },
    grading_details: {
      ...served.grading_details,
      total_marks: total.grading ?? null,
      total_marks_obtained: earned.grading ?? null,
      exam_details: { ...served.grading_details.exam_details, total_marks: total.exam ?? null },
      answer_responses: (earned.answers ?? []).map((marks, index) => answer(String(index + 1), '', marks, 5)),
    },
  };
}

describe('grouping answer responses', () => {
  const responses = [
    answer('1', 'a', 2, 2, { student_answer: 'x', correct_answer: 'x', analysis: 'Right' }),
    answer('2', '', 0, 3),
    answer('1', 'b', 1, 3),
    answer('', '', 5, 5),
  ];

  it('groups parts under their question in first-seen order and sums their marks', () => {
    const questions = groupAnswerResponses(responses);
    expect(questions.map((question) => [question.number, question.parts.length, question.earned, question.total, question.status, question.multiPart])).toEqual([
      ['1', 2, 3, 5, 'partial', true],
      ['2', 1, 0, 3, 'incorrect', false],
      ['3', 1, 5, 5, 'correct', false],
    ]);
    expect(questions[0]?.parts[0]).toEqual({ part: 'a', earned: 2, total: 2, status: 'correct', studentAnswer: 'x', correctAnswer: 'x', feedback: 'Right', suggested: null, suggestedConfidence: null, suggestedNeedsReview: false, saved: null, questionText: null, markPoints: [], answerPage: null });
    expect(groupAnswerResponses(undefined)).toEqual([]);
  });
});

describe('report detail fall-backs (spec 02 §9), applied by the view on the parsed answer', () => {
  it('takes the total marks from the first field that has one, finally 100', () => {
    expect(reportTotalMarks(report({ results: 40, assessment: 60 }))).toBe(40);
    expect(reportTotalMarks(report({ summary: 45, grading: 50 }))).toBe(45);
    expect(reportTotalMarks(report({ grading: 50, exam: 55 }))).toBe(50);
    expect(reportTotalMarks(report({ exam: 55, assessment: 60 }))).toBe(55);
    expect(reportTotalMarks(report({ assessment: 60 }))).toBe(60);
    expect(reportTotalMarks(report({ results: 0 }))).toBe(100);
    expect(reportTotalMarks(report({}))).toBe(100);
  });

  it('takes the earned marks from the results, the grading details, else the answers', () => {
    expect(reportEarnedMarks(report({}, { results: 30, obtained: 20 }))).toBe(30);
    expect(reportEarnedMarks(report({}, { obtained: 20 }))).toBe(20);
    expect(reportEarnedMarks(report({}, { grading: 0 }))).toBe(0);
    expect(reportEarnedMarks(report({}, { answers: [2, 1.5] }))).toBe(3.5);
  });

  it('rounds percentages', () => {
    expect(roundedPercentage(33, 40)).toBe(83);
    expect(roundedPercentage(1, 3)).toBe(33);
    expect(roundedPercentage(5, 0)).toBe(0);
  });

  it("summarises the report with type 'custom' by default and strengths from results or the top level", () => {
    const given = report({ results: 40 }, { results: 33 });
    const summary = summariseAssessmentReport({
      ...given,
      assessment: { ...given.assessment, title: 'Cells', type: '' },
      student: { id: 's', name: 'Ada' },
      submission: { submitted_at: '2025-01-05', graded_at: null },
      results: { ...given.results, teacher_feedback: 'Good effort', strength_areas: [], improvement_areas: [] },
      grading_details: { ...given.grading_details, exam_details: { total_marks: null, exam_period: 'Spring', subject: 'Biology' }, performance_summary: { overall_comment: '' } },
      strength_areas: ['cells', { description: 'enzymes' }],
      improvement_areas: [{ topic: 'osmosis' }],
    });
    expect(summary).toMatchObject({
      title: 'Cells',
      studentName: 'Ada',
      date: '2025-01-05',
      type: 'custom',
      period: 'Spring',
      subject: 'Biology',
      earned: 33,
      total: 40,
      percentage: 83,
      strengthAreas: ['cells', 'enzymes'],
      improvementAreas: ['osmosis'],
      overallComment: 'Good effort',
      questions: [],
      provisional: true,
    });
    const released = report({});
    expect(summariseAssessmentReport({ ...released, assessment: { ...released.assessment, title: '' }, review: { ...released.review, state: 'released' } })).toMatchObject({
      provisional: false,
      title: 'Untitled Assessment',
      total: 100,
    });
  });
});
