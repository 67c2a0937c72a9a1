import { z } from 'zod/mini';
import { difficultyLevelSchema, questionTypeSchema } from './enums.js';
import { questionMarksMismatchMessage } from '../rules/forms/create-assessment.js';
import { SUBMISSION_MAX_FILE_BYTES } from '../rules/forms/submit-assessment.js';
import { VALIDATION_MAX_FILE_BYTES } from '../rules/forms/upload-validate.js';
import type { UsageFeature } from './enums.js';
import type { JobKind } from './job.js';

/** What a submission to POST /assessments/submit-and-grade is for (decision 12). */
export const SUBMISSION_PURPOSES = ['submission', 'validation'] as const;
export const submissionPurposeSchema = z.enum(SUBMISSION_PURPOSES).check(z.meta({ id: 'SubmissionPurpose', description: 'submission (Submit New) or validation (Upload & Validate)' }));
export type SubmissionPurpose = z.infer<typeof submissionPurposeSchema>;


/** Per purpose: the largest file (spec 02 §9: 20 MB or 10 MB, PDF), the usage feature it counts against and how its job is listed. */
export const SUBMISSION_PURPOSE_POLICY: Readonly<Record<SubmissionPurpose, { maxFileBytes: number; usageFeature: UsageFeature; jobKind: JobKind }>> = {
  submission: { maxFileBytes: SUBMISSION_MAX_FILE_BYTES, usageFeature: 'assessment_submission', jobKind: 'assessment' },
  validation: { maxFileBytes: VALIDATION_MAX_FILE_BYTES, usageFeature: 'validation', jobKind: 'validation' },
};

/** The file fields of a submission; only the student's answer is required. Only the first file of each is used. */
export const SUBMISSION_FILE_FIELDS = ['question_paper', 'mark_scheme', 'student_answer'] as const;
export type SubmissionFileField = (typeof SUBMISSION_FILE_FIELDS)[number];

/**
 * The text fields of the submit-and-grade form. Upload & Validate may send subject_name instead of subject_id
 * for a custom subject; one of them is needed.
 */
export const submitAndGradeFieldsSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Assessment title is required')),
  description: z.optional(z.string()),
  subject_id: z.optional(z.string()),
  subject_name: z.optional(z.string()),
  generate_weak_areas_pdf: z._default(z.stringbool(), true).check(z.describe("'true' or 'false'")),
  purpose: z._default(submissionPurposeSchema, 'submission'),
  assessment_id: z.optional(z.string()).check(z.describe("An assessment set for the student's class: the answers are submitted for it")),
}).check(z.refine((fields) => Boolean(fields.subject_id?.trim() || fields.subject_name?.trim()), { message: 'Please select a subject', path: ['subject_id'] }), z.meta({ id: 'SubmitAndGradeFields', description: 'Text fields of POST /assessments/submit-and-grade (multipart, with the PDF files question_paper, mark_scheme and student_answer)' }));
export type SubmitAndGradeFields = z.output<typeof submitAndGradeFieldsSchema>;

export interface SubmissionChoices {
  title: string;
  description?: string;
  subjectId?: string | null;
  /** Upload & Validate sends the subject's name as well, or only it for a custom subject. */
  subjectName?: string | null;
  generateWeakAreasPdf: boolean;
  purpose: SubmissionPurpose;
  /** Submits the answers for this existing assessment (one set for the student's class). */
  assessmentId?: string | null;
}

/** The text fields of a submit-and-grade form; the caller appends the first file of each slot. */
export function toSubmitAndGradeFields(choices: SubmissionChoices): Record<string, string> {
  const fields: Record<string, string> = {
    title: choices.title.trim(),
    generate_weak_areas_pdf: choices.generateWeakAreasPdf ? 'true' : 'false',
    purpose: choices.purpose,
  };
  if (choices.description) fields.description = choices.description;
  if (choices.subjectId) fields.subject_id = choices.subjectId;
  if (choices.subjectName) fields.subject_name = choices.subjectName;
  if (choices.assessmentId) fields.assessment_id = choices.assessmentId;
  return fields;
}

export const DEFAULT_INSTRUCTIONS_TO_STUDENTS = 'Answer all questions. Show your working clearly.';

const positiveInt = (message: string) => z.int().check(z.gt(0, message));

export const questionSectionConfigSchema = z.object({
  question_type: questionTypeSchema,
  question_count: positiveInt('Question count must be greater than 0'),
  difficulty_level: difficultyLevelSchema,
  marks_per_section: positiveInt('Section marks must be greater than 0'),
  order: z.int().check(z.gte(1)),
  section_label: z.string(),
}).check(z.meta({ id: 'QuestionSectionConfig', description: 'One section of AI-generated questions' }));
export type QuestionSectionConfig = z.infer<typeof questionSectionConfigSchema>;

const subjectChoiceSchema = z.object({ id: z.nullable(z.string()), name: z.string().check(z.trim(), z.minLength(1, 'Subject is required')), is_system_defined: z._default(z.boolean(), false) }).check(z.meta({ id: 'SubjectChoice', description: 'The chosen subject; id is null for a subject typed in' }));

const classInfoSchema = z.object({ id: z.nullable(z.string()), name: z.string().check(z.trim(), z.minLength(1, 'Class/Year group is required')) }).check(z.meta({ id: 'ClassInfo', description: 'The chosen class or year group; id is null for a custom one' }));

const assessmentBasics = {
  title: z.string().check(z.trim(), z.minLength(1, 'Assessment title is required')),
  description: z._default(z.string(), ''),
  total_marks: positiveInt('Total marks must be greater than 0'),
  time_limit_minutes: positiveInt('Time limit must be greater than 0'),
  difficulty_level: difficultyLevelSchema,
  instructions: z._default(z.string(), ''),
  instructions_to_students: z._default(z.string(), DEFAULT_INSTRUCTIONS_TO_STUDENTS),
  status: z._default(z.literal('draft'), 'draft'),
  created_at: z.string(),
};

/** The marks of all sections must add up to the total (spec 02 §5). */
export function sectionMarksMismatch(sections: readonly { marks_per_section: number }[], totalMarks: number): string | null {
  const sum = sections.reduce((total, section) => total + section.marks_per_section, 0);
  return sum === totalMarks ? null : questionMarksMismatchMessage(sum, totalMarks);
}

/** POST /assessments/create-comprehensive and create-comprehensive-async (AI mode, JSON). */
export const createComprehensiveRequestSchema = z.object({
  ...assessmentBasics,
  subject: subjectChoiceSchema,
  class_info: classInfoSchema,
  question_configuration: z.object({
    use_file_upload: z.literal(false),
    question_types: z.array(questionSectionConfigSchema).check(z.minLength(1, 'At least one question type is required')),
  }),
}).check(z.superRefine((body, ctx) => {
  const mismatch = sectionMarksMismatch(body.question_configuration.question_types, body.total_marks);
  if (mismatch) ctx.addIssue({ code: 'custom', message: mismatch, path: ['question_configuration', 'question_types'] });
}), z.meta({ id: 'CreateComprehensiveRequest', description: 'Create an assessment with AI-generated questions' }));
export type CreateComprehensiveRequest = z.input<typeof createComprehensiveRequestSchema>;
export type CreateComprehensiveBody = z.output<typeof createComprehensiveRequestSchema>;

const formInt = (message: string) => z.coerce.number<string | number>().check(z.int(), z.gt(0, message));

/** The text fields of POST /assessments/create-comprehensive-with-files (multipart, with question_paper and mark_scheme PDFs). */
export const createWithFilesFieldsSchema = z.object({
  ...assessmentBasics,
  total_marks: formInt('Total marks must be greater than 0'),
  time_limit_minutes: formInt('Time limit must be greater than 0'),
  subject_id: z.optional(z.string()),
  subject_name: z.string().check(z.trim(), z.minLength(1, 'Subject is required')),
  subject_is_system_defined: z._default(z.stringbool(), false),
  class_id: z.optional(z.string()),
  class_name: z.string().check(z.trim(), z.minLength(1, 'Class/Year group is required')),
  use_file_upload: z._default(z.literal('true'), 'true'),
  question_types: z._default(z.string(), '[]').check(z.describe('a JSON list, empty when the questions come from files')),
}).check(z.meta({ id: 'CreateWithFilesFields', description: 'Text fields of POST /assessments/create-comprehensive-with-files' }));
export type CreateWithFilesFields = z.output<typeof createWithFilesFieldsSchema>;

/** The answer to a create call; a job_id means the assessment is still being generated and is polled. */
export const createAssessmentResponseSchema = z
  .looseObject({
    id: z.optional(z.string()),
    assessment_id: z.optional(z.string()),
    job_id: z.optional(z.string()),
    message: z.optional(z.string()),
  }).check(z.meta({ id: 'CreateAssessmentResponse', description: 'The created assessment, or the job creating it' }));
export type CreateAssessmentResponse = z.infer<typeof createAssessmentResponseSchema>;

/** POST /subjects. */
export const createSubjectRequestSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Subject name is required')) }).check(z.meta({ id: 'CreateSubjectRequest', description: 'A new subject, by name' }));
export type CreateSubjectRequest = z.infer<typeof createSubjectRequestSchema>;

/** PATCH /assessments/{id} from Edit Details (decision 13): a title and total marks of at least 1. */
export const editAssessmentDetailsRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Assessment title is required')),
  description: z.optional(z.string()),
  /** Left out, the total stays: once a submission is marked it is fixed, and a paper marked out of its scheme has none. */
  total_marks: z.optional(z.int().check(z.gte(1, 'Total marks must be at least 1'))),
  time_limit_minutes: z.optional(z.nullable(z.int().check(z.gte(1)))),
  difficulty_level: z.optional(difficultyLevelSchema),
  subject_id: z.optional(z.nullable(z.string())),
  version: z.optional(z.int().check(z.describe('the version the editor opened; a save from an older copy is refused with 409'))),
}).check(z.meta({ id: 'EditAssessmentDetailsRequest', description: "Change an assessment's details (creator only)" }));
export type EditAssessmentDetailsRequest = z.infer<typeof editAssessmentDetailsRequestSchema>;
