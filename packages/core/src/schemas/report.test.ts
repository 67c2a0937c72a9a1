import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { answerResponseSchema, assessmentReportSchema, submissionDetailSchema } from './report.js';
import { SERVED_ANSWERS } from './served-answers.test-data.js';
import { markOverrideRequestSchema, releaseMarksRequestSchema } from './review.js';

describe('the report of a submission: one schema, what the server serves', () => {
  it('reads the report as served', () => {
    expect(assessmentReportSchema.parse(SERVED_ANSWERS.assessmentReport)).toEqual(SERVED_ANSWERS.assessmentReport);
  });

  it('refuses a report that lacks a field, rather than filling it in on the screen', () => {
    for (const field of Object.keys(assessmentReportSchema.shape)) {
      const { [field]: _left, ...lacking } = SERVED_ANSWERS.assessmentReport as Record<string, unknown>;
      expect(assessmentReportSchema.safeParse(lacking).success, field).toBe(false);
    }
  });

  it("declares the reviewer's fields of an answer as ones other readers' answers lack", () => {
    const answer = SERVED_ANSWERS.assessmentReport.grading_details.answer_responses[0];
    const reviewers = { ...answer, saved_marks_for_question: 3, saved_feedback: 'Nearly', suggested_marks_for_question: null, suggestion_confidence: null, suggestion_needs_review: false };
    expect(answerResponseSchema.safeParse(reviewers).success).toBe(true);
    const optional = Object.entries(answerResponseSchema.shape).filter(([, schema]) => schema instanceof z.ZodMiniOptional).map(([field]) => field);
    expect(optional.sort()).toEqual(['saved_feedback', 'saved_marks_for_question', 'suggested_marks_for_question', 'suggestion_confidence', 'suggestion_needs_review']);
  });

  it('reads the detail the review routes serve, which is the report without the report fields', () => {
    const { title: _t, subject: _s, score: _sc, completed_date: _c, feedback: _f, questions: _q, ...detail } = SERVED_ANSWERS.assessmentReport;
    expect(submissionDetailSchema.safeParse(detail).success).toBe(true);
    expect(Object.keys(submissionDetailSchema.shape).every((field) => field in assessmentReportSchema.shape)).toBe(true);
  });
});

describe('teacher review (decision 14)', () => {
  it('takes per-question marks and feedback', () => {
    const body = { marks: [{ question: '1', question_part: 'a', marks_obtained: 2, feedback: 'Good' }], teacher_feedback: 'Well done' };
    expect(markOverrideRequestSchema.parse(body)).toEqual(body);
    expect(markOverrideRequestSchema.safeParse({ marks: [] }).error?.issues[0]?.message).toBe('At least one mark is required');
    expect(markOverrideRequestSchema.safeParse({ marks: [{ question: '1', marks_obtained: -1 }] }).error?.issues[0]?.message).toBe('Marks cannot be negative');
  });

  it('releases with an empty body', () => {
    expect(releaseMarksRequestSchema.parse({})).toEqual({});
  });
});
