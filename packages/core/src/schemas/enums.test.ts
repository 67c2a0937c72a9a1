import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_LABELS,
  ASSESSMENT_STATUSES,
  DIFFICULTY_LEVELS,
  ENTITY_TYPES,
  FILE_TYPES,
  FILE_TYPE_LABELS,
  GENERATED_ASSESSMENT_TYPES,
  INVITATION_STATUSES,
  JOB_STATUSES,
  PENDING_REPORT_STATUSES,
  QUESTION_TYPES,
  REPORT_STATUSES,
  SAMPLE_ASSESSMENT_STATUSES,
  SAMPLE_DIFFICULTY_LEVELS,
  UPLOAD_ENTITY_TYPES,
  UPLOAD_FILE_TYPES,
  USAGE_FEATURES,
  VISIBILITIES,
  YEAR_GROUPS,
  questionTypeSchema,
  reportStatusSchema,
} from './enums.js';
import { fileTypeLabel } from './file.js';

describe('enumerations', () => {
  it('lists the question types of spec 02 §3 and the new-section type multiple_choice', () => {
    expect([...QUESTION_TYPES].sort()).toEqual(
      ['single_choice', 'multiple_choice', 'multiple_select', 'fill_in_the_blanks', 'short_essay', 'long_essay', 'short_answer', 'essay', 'true_false'].sort(),
    );
    expect(questionTypeSchema.safeParse('matching').success).toBe(false);
  });

  it('has the difficulties easy, medium, hard and the sample names beginner, intermediate, advanced', () => {
    expect(DIFFICULTY_LEVELS).toEqual(['easy', 'medium', 'hard']);
    expect(SAMPLE_DIFFICULTY_LEVELS).toEqual(['beginner', 'intermediate', 'advanced']);
  });

  it('labels every file type for display', () => {
    expect(FILE_TYPES).toHaveLength(10);
    expect(Object.keys(FILE_TYPE_LABELS).sort()).toEqual([...FILE_TYPES].sort());
    expect(FILE_TYPES.map((type) => FILE_TYPE_LABELS[type])).toEqual([
      'Question Paper',
      'Mark Scheme',
      'Answer Sheet',
      'Student Answer',
      'Graded Answer',
      'Resource',
      'AI Question Paper',
      'AI Mark Scheme',
      'AI Solutions',
      'AI Assessment Bundle',
    ]);
    expect(fileTypeLabel('generated_assessment_bundle')).toBe('AI Assessment Bundle');
    expect(fileTypeLabel('lesson_plan')).toBe('lesson_plan');
    expect(fileTypeLabel('toString')).toBe('toString');
  });

  it('offers only five file types and three entity types in the upload dialog', () => {
    expect(UPLOAD_FILE_TYPES).toEqual(['question_paper', 'mark_scheme', 'student_answer', 'graded_answer', 'resource']);
    expect(ENTITY_TYPES).toEqual(['assessment', 'question', 'student_assessment', 'resource']);
    expect(UPLOAD_ENTITY_TYPES).toEqual(['assessment', 'student_assessment', 'resource']);
  });

  it('has visibilities, year groups Year 8 to Year 13, invitation states and usage features', () => {
    expect(VISIBILITIES).toEqual(['private', 'public', 'shared']);
    expect(YEAR_GROUPS).toEqual(['Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13']);
    expect(INVITATION_STATUSES).toEqual(['pending', 'accepted', 'expired']);
    expect(USAGE_FEATURES).toEqual(['validation', 'assessment', 'assessment_submission']);
    expect(GENERATED_ASSESSMENT_TYPES).toEqual(['weak_areas_focused', 'general']);
  });

  it('has the assessment, job and report statuses', () => {
    expect([...ASSESSMENT_STATUSES].sort()).toEqual(['completed', 'draft', 'graded', 'in_progress', 'not_started', 'pending', 'rejected', 'released', 'set', 'submitted']);
    expect(SAMPLE_ASSESSMENT_STATUSES).toEqual(['draft', 'in_progress', 'completed']);
    expect(JOB_STATUSES).toEqual(['pending', 'processing', 'completed', 'failed']);
    expect(REPORT_STATUSES).toEqual(['pending', 'processing', 'submitted', 'graded', 'completed', 'failed', 'rejected']);
    expect(PENDING_REPORT_STATUSES).toEqual(['pending', 'processing', 'submitted']);
  });

  it('reads report statuses in any letter case', () => {
    expect(reportStatusSchema.parse('GRADED')).toBe('graded');
    expect(reportStatusSchema.parse('Processing')).toBe('processing');
    expect(reportStatusSchema.safeParse('archived').success).toBe(false);
  });

  it('labels the analytics ranges', () => {
    expect(ANALYTICS_RANGE_LABELS).toEqual({ '7d': '7 Days', '30d': '30 Days', '90d': '90 Days', '1y': '1 Year' });
  });
});
