import { describe, expect, it } from 'vitest';
import { assessmentDetailResponseSchema, studentAssessmentReportSchema } from './report.js';
import { markOverrideRequestSchema, releaseMarksRequestSchema } from './review.js';

describe('report reads', () => {
  it('reads a student assessment report with questions', () => {
    const report = studentAssessmentReportSchema.parse({ title: 'Cells', score: 80, questions: [{ id: 'q1', number: 1, topic: 'osmosis', score: 2, max_score: 4 }] });
    expect(report.questions?.[0]).toMatchObject({ number: 1, topic: 'osmosis', score: 2, max_score: 4 });
  });

  it('reads an assessment detail response and tolerates missing parts', () => {
    const detail = assessmentDetailResponseSchema.parse({
      id: 'sa1',
      assessment: { title: 'Cells', type: 'exam', total_marks: 40 },
      grading_details: { answer_responses: [{ question: 1, question_part: 'a', marks_obtained_for_question: 2, total_marks_for_question: 2 }] },
      results: 'not an object',
    });
    expect(detail.results).toBeUndefined();
    expect(detail.grading_details?.answer_responses?.[0]).toMatchObject({ question: 1, question_part: 'a' });
    expect(assessmentDetailResponseSchema.parse({})).toEqual({});
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
