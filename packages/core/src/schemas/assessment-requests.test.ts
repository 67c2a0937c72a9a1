import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTRUCTIONS_TO_STUDENTS,
  SUBMISSION_PURPOSE_POLICY,
  createComprehensiveRequestSchema,
  createSubjectRequestSchema,
  createWithFilesFieldsSchema,
  editAssessmentDetailsRequestSchema,
  sectionMarksMismatch,
  submitAndGradeFieldsSchema,
  toSubmitAndGradeFields,
} from './assessment-requests.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('submit-and-grade fields', () => {
  it('defaults purpose to submission and the weak-areas PDF to on', () => {
    expect(submitAndGradeFieldsSchema.parse({ title: 'Cells', subject_id: 's1' })).toEqual({
      title: 'Cells',
      subject_id: 's1',
      generate_weak_areas_pdf: true,
      purpose: 'submission',
    });
  });

  it("reads generate_weak_areas_pdf 'false' and purpose validation with a subject_name", () => {
    const fields = submitAndGradeFieldsSchema.parse({ title: 'Essay', subject_name: 'Philosophy', generate_weak_areas_pdf: 'false', purpose: 'validation' });
    expect(fields).toMatchObject({ generate_weak_areas_pdf: false, purpose: 'validation', subject_name: 'Philosophy' });
  });

  it('needs a title and a subject', () => {
    expect(messages(submitAndGradeFieldsSchema.safeParse({ title: '  ', subject_id: 's' }))).toEqual(['Assessment title is required']);
    expect(messages(submitAndGradeFieldsSchema.safeParse({ title: 'x' }))).toEqual(['Please select a subject']);
    expect(submitAndGradeFieldsSchema.safeParse({ title: 'x', subject_id: 's', purpose: 'grading' }).success).toBe(false);
  });

  it('builds the fields from the form choices', () => {
    const fields = toSubmitAndGradeFields({ title: ' Cells ', subjectId: 's1', subjectName: 'Biology', generateWeakAreasPdf: false, purpose: 'validation' });
    expect(fields).toEqual({ title: 'Cells', subject_id: 's1', subject_name: 'Biology', generate_weak_areas_pdf: 'false', purpose: 'validation' });
    expect(submitAndGradeFieldsSchema.parse(fields)).toMatchObject({ generate_weak_areas_pdf: false, purpose: 'validation' });
  });

  it('maps each purpose to its file limit, usage feature and job kind (decision 12)', () => {
    expect(SUBMISSION_PURPOSE_POLICY.submission).toEqual({ maxFileBytes: 20 * 1024 * 1024, usageFeature: 'assessment_submission', jobKind: 'assessment' });
    expect(SUBMISSION_PURPOSE_POLICY.validation).toEqual({ maxFileBytes: 10 * 1024 * 1024, usageFeature: 'validation', jobKind: 'validation' });
  });
});

const aiBody = {
  title: 'Forces',
  subject: { id: 's1', name: 'Physics', is_system_defined: true },
  class_info: { id: null, name: 'Year 10' },
  total_marks: 50,
  time_limit_minutes: 60,
  difficulty_level: 'medium',
  question_configuration: {
    use_file_upload: false,
    question_types: [
      { question_type: 'short_essay', question_count: 5, difficulty_level: 'medium', marks_per_section: 20, order: 1, section_label: 'Section A' },
      { question_type: 'single_choice', question_count: 5, difficulty_level: 'medium', marks_per_section: 30, order: 2, section_label: 'Section B' },
    ],
  },
  created_at: '2025-01-05T10:00:00.000Z',
};

describe('create-comprehensive (AI mode)', () => {
  it("fills in draft status, empty texts and the default instructions to students", () => {
    const body = createComprehensiveRequestSchema.parse(aiBody);
    expect(body.instructions_to_students).toBe('Answer all questions. Show your working clearly.');
    expect(DEFAULT_INSTRUCTIONS_TO_STUDENTS).toBe('Answer all questions. Show your working clearly.');
    expect(body).toMatchObject({ status: 'draft', description: '', instructions: '' });
  });

  it('needs the section marks to add up to the total marks', () => {
    const result = createComprehensiveRequestSchema.safeParse({ ...aiBody, total_marks: 60 });
    expect(messages(result)).toEqual(['Question marks (50) must equal total marks (60)']);
    expect(sectionMarksMismatch([{ marks_per_section: 10 }], 10)).toBeNull();
  });

  it('needs at least one section, positive marks and the wizard texts', () => {
    const noSections = { ...aiBody, question_configuration: { use_file_upload: false, question_types: [] } };
    expect(messages(createComprehensiveRequestSchema.safeParse(noSections))).toContain('At least one question type is required');
    expect(messages(createComprehensiveRequestSchema.safeParse({ ...aiBody, time_limit_minutes: 0 }))).toContain('Time limit must be greater than 0');
    expect(messages(createComprehensiveRequestSchema.safeParse({ ...aiBody, title: '' }))).toContain('Assessment title is required');
    expect(messages(createComprehensiveRequestSchema.safeParse({ ...aiBody, class_info: { id: null, name: ' ' } }))).toContain(
      'Class/Year group is required',
    );
  });
});

describe('create-comprehensive-with-files (file mode)', () => {
  it('reads the multipart text fields', () => {
    const fields = createWithFilesFieldsSchema.parse({
      title: 'Forces',
      total_marks: '50',
      time_limit_minutes: '60',
      difficulty_level: 'hard',
      created_at: '2025-01-05T10:00:00.000Z',
      subject_name: 'Physics',
      subject_is_system_defined: 'true',
      class_name: 'Year 11',
      use_file_upload: 'true',
      question_types: '[]',
    });
    expect(fields).toMatchObject({
      total_marks: 50,
      time_limit_minutes: 60,
      subject_is_system_defined: true,
      use_file_upload: 'true',
      question_types: '[]',
      status: 'draft',
      instructions_to_students: 'Answer all questions. Show your working clearly.',
    });
  });

  it('rejects total marks that are not above 0', () => {
    const result = createWithFilesFieldsSchema.safeParse({ title: 'x', total_marks: '0', time_limit_minutes: '5', difficulty_level: 'easy', created_at: 'now', subject_name: 'a', class_name: 'b' });
    expect(messages(result)).toEqual(['Total marks must be greater than 0']);
  });
});

describe('subjects and edit details', () => {
  it('creates a subject from a trimmed name', () => {
    expect(createSubjectRequestSchema.parse({ name: '  Astronomy ' })).toEqual({ name: 'Astronomy' });
    expect(createSubjectRequestSchema.safeParse({ name: ' ' }).success).toBe(false);
  });

  it('needs a title and total marks of at least 1 (decision 13)', () => {
    expect(editAssessmentDetailsRequestSchema.parse({ title: 'New', total_marks: 1 })).toEqual({ title: 'New', total_marks: 1 });
    expect(messages(editAssessmentDetailsRequestSchema.safeParse({ title: '', total_marks: 10 }))).toEqual(['Assessment title is required']);
    expect(messages(editAssessmentDetailsRequestSchema.safeParse({ title: 'x', total_marks: 0 }))).toEqual(['Total marks must be at least 1']);
  });
});
