import { describe, expect, it } from 'vitest';
import { dashboardAssessmentItemSchema, dashboardOverviewSchema, insightSchema } from './dashboard.js';

describe('dashboard assessment item', () => {
  it("defaults the title to 'Untitled Assessment' and the status to not_started", () => {
    expect(dashboardAssessmentItemSchema.parse({ id: 'a' })).toEqual({
      id: 'a',
      title: 'Untitled Assessment',
      status: 'not_started',
      score: null,
      total_marks: null,
      created_at: null,
      subject_name: null,
    });
  });

  it('gives the score as a rounded percentage', () => {
    expect(dashboardAssessmentItemSchema.parse({ id: 'a', percentage: 72.6 }).score).toBe(73);
    expect(dashboardAssessmentItemSchema.parse({ id: 'a', score: 37, total_marks: 50 }).score).toBe(74);
    expect(dashboardAssessmentItemSchema.parse({ id: 'a', score: 88.4 }).score).toBe(88);
  });

  it('keeps total marks, creation date and subject name', () => {
    const item = dashboardAssessmentItemSchema.parse({ id: 1, status: 'in_progress', total_marks: 40, created_at: '2025-01-05', subject: { name: 'Biology' } });
    expect(item).toMatchObject({ id: '1', status: 'in_progress', total_marks: 40, created_at: '2025-01-05', subject_name: 'Biology' });
  });
});

describe('dashboard overview', () => {
  it('reads an empty answer as zeros and empty lists', () => {
    expect(dashboardOverviewSchema.parse({})).toEqual({
      completed_assessments: 0,
      in_progress_assessments: 0,
      average_score: 0,
      study_streak: 0,
      subject_progress: [],
      performance_by_subject: [],
      recent_reports: [],
      strengths_by_subject: {},
      weaknesses_by_subject: {},
      recommendations: null,
    });
  });

  it('keeps subject performance, recent reports and topics by subject', () => {
    const overview = dashboardOverviewSchema.parse({
      completed_assessments: 3,
      in_progress_assessments: 1,
      average_score: 71.5,
      study_streak: 4,
      subject_progress: [{ subject_name: 'Biology', reports: 2 }, { other: true }],
      performance_by_subject: [{ subject: 'Biology', subject_id: 9, average_score: 80 }, { average_score: 10 }],
      recent_reports: [
        { id: 'r1', assessment_id: 'a1', title: 'Cells', subject: 'Biology', score: 80, date: '2025-01-05' },
        { id: 'r2', title: 'Atoms', subject: 'Chemistry', score: 60, date: '2025-01-04' },
      ],
      strengths_by_subject: { Biology: ['cells'] },
      weaknesses_by_subject: { Biology: [{ topic: 'genetics' }] },
    });
    expect(overview.subject_progress).toEqual([{ subject_name: 'Biology', reports: 2 }]);
    expect(overview.performance_by_subject).toEqual([{ subject: 'Biology', subject_id: '9', average_score: 80 }]);
    expect(overview.recent_reports).toEqual([
      { id: 'r1', assessment_id: 'a1', title: 'Cells', subject: 'Biology', score: 80, date: '2025-01-05' },
      { id: 'r2', assessment_id: null, title: 'Atoms', subject: 'Chemistry', score: 60, date: '2025-01-04' },
    ]);
    expect(overview.weaknesses_by_subject).toEqual({ Biology: [{ topic: 'genetics' }] });
  });
});

describe('insight', () => {
  it('needs a string title and a string description', () => {
    expect(insightSchema.safeParse({ title: 'Streak', description: '4 days' }).success).toBe(true);
    expect(insightSchema.safeParse({ title: 'Streak', description: 4 }).success).toBe(false);
    expect(insightSchema.safeParse({ title: null, description: 'x' }).success).toBe(false);
  });
});
