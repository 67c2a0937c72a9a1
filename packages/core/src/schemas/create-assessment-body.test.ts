import { describe, expect, it } from 'vitest';
import { createAssessmentDefaults } from '../rules/forms/create-assessment-defaults.js';
import { createComprehensiveRequestSchema, createWithFilesFieldsSchema } from './assessment-requests.js';
import { toCreateComprehensiveBody, toCreateWithFilesFields } from './create-assessment-body.js';

const choices = {
  subject: { id: 's1', name: 'Physics', is_system_defined: true },
  classInfo: { id: null, name: 'Year 10' },
  createdAt: '2025-01-05T10:00:00.000Z',
};

describe('create bodies from the wizard draft', () => {
  it('builds a valid AI-mode body from the default draft', () => {
    const draft = { ...createAssessmentDefaults(), title: ' Forces ' };
    const body = toCreateComprehensiveBody(draft, choices);
    expect(body).toMatchObject({
      title: 'Forces',
      total_marks: 50,
      time_limit_minutes: 60,
      difficulty_level: 'medium',
      instructions_to_students: 'Answer all questions. Show your working clearly.',
      status: 'draft',
      class_info: { id: null, name: 'Year 10' },
    });
    expect(body.question_configuration.question_types.map((section) => [section.section_label, section.order, section.marks_per_section])).toEqual([
      ['Section A', 1, 20],
      ['Section B', 2, 30],
    ]);
    expect(createComprehensiveRequestSchema.safeParse(body).success).toBe(true);
  });

  it('builds the file-mode fields with use_file_upload true and an empty question_types list', () => {
    const fields = toCreateWithFilesFields({ ...createAssessmentDefaults(), title: 'Forces', mode: 'files' }, choices);
    expect(fields).toMatchObject({ use_file_upload: 'true', question_types: '[]', subject_id: 's1', subject_name: 'Physics', class_name: 'Year 10', status: 'draft' });
    expect(fields).not.toHaveProperty('class_id');
    expect(createWithFilesFieldsSchema.safeParse(fields).success).toBe(true);
  });
});
