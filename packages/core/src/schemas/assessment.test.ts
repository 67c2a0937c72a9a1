import { describe, expect, it } from 'vitest';
import { assessmentDetailSchema, assessmentSummarySchema, assessmentListItemSchema, assessmentListSchema, sampleAssessmentSchema, subjectSchema } from './assessment.js';

describe('assessment list item', () => {
  it('applies the documented defaults to a bare item', () => {
    expect(assessmentListItemSchema.parse({ id: 'a1' })).toEqual({
      id: 'a1',
      title: 'Untitled Assessment',
      description: null,
      status: 'pending',
      created_at: null,
      subject: null,
      file_count: 0,
      student_assessment_id: null,
      creator_id: null,
      practice: false,
      student_name: null,
      author_name: null,
      attempts_allowed: null,
      attempts_used: null,
    });
  });

  it('falls back from id to assessment_id and from title to name', () => {
    const item = assessmentListItemSchema.parse({ assessment_id: 42, name: 'Algebra quiz', title: '' });
    expect(item.id).toBe('42');
    expect(item.title).toBe('Algebra quiz');
  });

  it('prefers id and title when both forms are present', () => {
    const item = assessmentListItemSchema.parse({ id: 'x', assessment_id: 'y', title: 'Title', name: 'Name' });
    expect(item).toMatchObject({ id: 'x', title: 'Title' });
  });

  it('keeps the subject as an object with a name, from an object, a string or subject_name', () => {
    expect(assessmentListItemSchema.parse({ id: '1', subject: { name: 'Biology', id: 's' } }).subject).toEqual({ name: 'Biology' });
    expect(assessmentListItemSchema.parse({ id: '1', subject: 'Chemistry' }).subject).toEqual({ name: 'Chemistry' });
    expect(assessmentListItemSchema.parse({ id: '1', subject_name: 'Physics' }).subject).toEqual({ name: 'Physics' });
  });

  it('reads a known status in any case and an unknown or missing one as pending', () => {
    expect(assessmentListItemSchema.parse({ id: '1', status: 'Graded' }).status).toBe('graded');
    expect(assessmentListItemSchema.parse({ id: '1', status: 'archived' }).status).toBe('pending');
    expect(assessmentListItemSchema.parse({ id: '1', status: null }).status).toBe('pending');
  });

  it("keeps the viewer's latest submission id, for Download Feedback", () => {
    expect(assessmentListItemSchema.parse({ id: 'a1', student_assessment_id: 'sa-9' }).student_assessment_id).toBe('sa-9');
  });

  it('reads file_count of the wrong type as 0 and keeps a real count', () => {
    expect(assessmentListItemSchema.parse({ id: '1', file_count: '3' }).file_count).toBe(0);
    expect(assessmentListItemSchema.parse({ id: '1', file_count: 3 }).file_count).toBe(3);
  });

  it('rejects an item without any id, and a list that is not an array', () => {
    expect(assessmentListItemSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(assessmentListSchema.safeParse({ items: [] }).success).toBe(false);
    expect(assessmentListSchema.parse([{ id: 1 }, { assessment_id: 2 }]).map((item) => item.id)).toEqual(['1', '2']);
  });
});

describe('assessment detail', () => {
  it('reads the detail fields with nulls for what is missing', () => {
    const detail = assessmentDetailSchema.parse({
      id: 'a',
      title: 'Cells',
      creator_id: 'u1',
      subject_id: 7,
      difficulty_level: 'medium',
      total_marks: 50,
      time_limit_minutes: 60,
      source: 'upload',
      is_self_created: true,
      question_paper_url: 'https://x/qp.pdf',
      mark_scheme_url: '',
    });
    expect(detail).toMatchObject({
      id: 'a',
      title: 'Cells',
      status: 'pending',
      creator_id: 'u1',
      subject_id: '7',
      total_marks: 50,
      time_limit_minutes: 60,
      is_self_created: true,
      question_paper_url: 'https://x/qp.pdf',
      mark_scheme_url: null,
      description: null,
    });
  });

  it("names the viewer's latest submission and its student when the answer carries one", () => {
    expect(assessmentDetailSchema.parse({ id: 'a', student_assessment_id: 'sa-1', student: { id: 'u2', name: 'Sam' } }).latest_submission).toEqual({
      student_assessment_id: 'sa-1',
      student_id: 'u2',
    });
    expect(assessmentDetailSchema.parse({ id: 'a', student_assessment_id: 5 }).latest_submission).toEqual({ student_assessment_id: '5', student_id: null });
    expect(assessmentDetailSchema.parse({ id: 'a' }).latest_submission).toBeNull();
  });

  it('uses the list fall-backs for id and title', () => {
    expect(assessmentDetailSchema.parse({ assessment_id: 'b', name: 'Named' })).toMatchObject({ id: 'b', title: 'Named', is_self_created: false });
    expect(assessmentDetailSchema.parse({ id: 'c' }).title).toBe('Untitled Assessment');
  });
});

describe('assessment summary', () => {
  it('reads recent items with their defaults and the counts', () => {
    const summary = assessmentSummarySchema.parse({ recent: [{ assessment_id: 'a', name: 'Quiz' }], total: 3, completed: 1, in_progress: 2 });
    expect(summary.recent[0]).toMatchObject({ id: 'a', title: 'Quiz', status: 'pending', file_count: 0 });
    expect(summary).toMatchObject({ total: 3, completed: 1, in_progress: 2 });
  });
});

describe('subject and sample assessment', () => {
  it('requires is_system_defined on a subject', () => {
    expect(subjectSchema.parse({ id: 's', name: 'Maths', is_system_defined: true }).is_system_defined).toBe(true);
    expect(subjectSchema.safeParse({ id: 's', name: 'Maths' }).success).toBe(false);
  });

  it('accepts sample data with beginner difficulty and an ungraded score of null', () => {
    const sample = {
      id: 's1',
      title: 'Sample',
      description: 'A sample',
      status: 'draft',
      createdAt: '2025-01-05T00:00:00Z',
      updatedAt: '2025-01-05T00:00:00Z',
      subject: 'Mathematics',
      difficulty: 'beginner',
      questions: 10,
      timeLimit: 30,
      score: null,
    };
    expect(sampleAssessmentSchema.parse(sample)).toEqual(sample);
    expect(sampleAssessmentSchema.safeParse({ ...sample, difficulty: 'medium' }).success).toBe(false);
    expect(sampleAssessmentSchema.safeParse({ ...sample, status: 'graded' }).success).toBe(false);
  });
});
