import { describe, expect, it } from 'vitest';
import { assessmentDetailResponseSchema } from '../schemas/report.js';
import { groupAnswerResponses } from './answer-groups.js';
import { reportEarnedMarks, reportTotalMarks, roundedPercentage, summariseAssessmentReport } from './report-detail.js';

const read = (value: unknown) => assessmentDetailResponseSchema.parse(value);

describe('grouping answer responses', () => {
  const responses = read({
    grading_details: {
      answer_responses: [
        { question: 1, question_part: 'a', marks_obtained_for_question: 2, total_marks_for_question: 2, student_answer: 'x', correct_answer: 'x', analysis: 'Right' },
        { question: 2, marks_obtained_for_question: 0, total_marks_for_question: 3 },
        { question: '1', question_part: 'b', marks_obtained_for_question: 1, total_marks_for_question: 3 },
        { marks_obtained_for_question: 5, total_marks_for_question: 5 },
      ],
    },
  }).grading_details?.answer_responses;

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

describe('report detail fall-backs', () => {
  it('takes the total marks from the first field that has one, finally 100', () => {
    expect(reportTotalMarks(read({ results: { total_marks: 40 }, assessment: { total_marks: 60 } }))).toBe(40);
    expect(reportTotalMarks(read({ results: { scoring_summary: { total_marks: 45 } }, grading_details: { total_marks: 50 } }))).toBe(45);
    expect(reportTotalMarks(read({ grading_details: { total_marks: 50, exam_details: { total_marks: 55 } } }))).toBe(50);
    expect(reportTotalMarks(read({ grading_details: { exam_details: { total_marks: 55 } }, assessment: { total_marks: 60 } }))).toBe(55);
    expect(reportTotalMarks(read({ assessment: { total_marks: 60 } }))).toBe(60);
    expect(reportTotalMarks(read({ results: { total_marks: 0 } }))).toBe(100);
    expect(reportTotalMarks(read({}))).toBe(100);
  });

  it('takes the earned marks from the results, the grading details, else the answers', () => {
    expect(reportEarnedMarks(read({ results: { total_earned_marks: 30, total_marks_obtained: 20 } }))).toBe(30);
    expect(reportEarnedMarks(read({ results: { total_marks_obtained: 20 } }))).toBe(20);
    expect(reportEarnedMarks(read({ grading_details: { total_marks_obtained: 0 } }))).toBe(0);
    expect(
      reportEarnedMarks(read({ grading_details: { answer_responses: [{ marks_obtained_for_question: 2 }, { marks_obtained_for_question: 1.5 }] } })),
    ).toBe(3.5);
  });

  it('rounds percentages', () => {
    expect(roundedPercentage(33, 40)).toBe(83);
    expect(roundedPercentage(1, 3)).toBe(33);
    expect(roundedPercentage(5, 0)).toBe(0);
  });

  it("summarises the report with type 'custom' by default and strengths from results or the top level", () => {
    const summary = summariseAssessmentReport(
      read({
        assessment: { title: 'Cells' },
        student: { id: 's', name: 'Ada' },
        submission: { submitted_at: '2025-01-05' },
        results: { total_earned_marks: 33, total_marks: 40, teacher_feedback: 'Good effort', improvement_areas: [] },
        grading_details: { exam_details: { exam_period: 'Spring', subject: 'Biology' } },
        strength_areas: ['cells', { description: 'enzymes' }],
        improvement_areas: [{ topic: 'osmosis' }],
      }),
    );
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
    expect(summariseAssessmentReport(read({ review: { state: 'released' } }))).toMatchObject({ provisional: false, title: 'Untitled Assessment', total: 100 });
  });
});
