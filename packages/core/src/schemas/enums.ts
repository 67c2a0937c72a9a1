import { z } from 'zod/mini';

/**
 * The product's vocabularies (spec 02 §3 and §4). Each comes as a readonly list for pickers and loops,
 * a zod enum for parsing, and a type.
 */

/** Question types of a create-wizard section. multiple_choice is the type of a newly added section (spec 02 §9). */
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'multiple_select',
  'fill_in_the_blanks',
  'short_essay',
  'long_essay',
  'short_answer',
  'essay',
  'true_false',
] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES).check(z.meta({ id: 'QuestionType', description: 'Type of the questions in a section' }));
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const DIFFICULTY_LEVELS = ['easy', 'medium', 'hard'] as const;
export const difficultyLevelSchema = z.enum(DIFFICULTY_LEVELS).check(z.meta({ id: 'DifficultyLevel', description: 'Difficulty of an assessment or a section' }));
export type DifficultyLevel = z.infer<typeof difficultyLevelSchema>;

/** The difficulty names the built-in sample assessments use. */
export const SAMPLE_DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const sampleDifficultySchema = z.enum(SAMPLE_DIFFICULTY_LEVELS);
export type SampleDifficulty = z.infer<typeof sampleDifficultySchema>;

export const FILE_TYPES = [
  'question_paper',
  'mark_scheme',
  'answer_sheet',
  'student_answer',
  'graded_answer',
  'resource',
  'generated_question_paper',
  'generated_mark_scheme',
  'generated_solutions',
  'generated_assessment_bundle',
] as const;
export const fileTypeSchema = z.enum(FILE_TYPES).check(z.meta({ id: 'FileType', description: 'What a stored file is' }));
export type FileType = z.infer<typeof fileTypeSchema>;

export const FILE_TYPE_LABELS: Readonly<Record<FileType, string>> = {
  question_paper: 'Question Paper',
  mark_scheme: 'Mark Scheme',
  answer_sheet: 'Answer Sheet',
  student_answer: 'Student Answer',
  graded_answer: 'Graded Answer',
  resource: 'Resource',
  generated_question_paper: 'AI Question Paper',
  generated_mark_scheme: 'AI Mark Scheme',
  generated_solutions: 'AI Solutions',
  generated_assessment_bundle: 'AI Assessment Bundle',
};

/** The file types a user may pick in the upload dialog; the generated ones come only from the AI. */
export const UPLOAD_FILE_TYPES = ['question_paper', 'mark_scheme', 'student_answer', 'graded_answer', 'resource'] as const satisfies readonly FileType[];

export const ENTITY_TYPES = ['assessment', 'question', 'student_assessment', 'resource'] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES).check(z.meta({ id: 'EntityType', description: 'What a stored file belongs to' }));
export type EntityType = z.infer<typeof entityTypeSchema>;

export const UPLOAD_ENTITY_TYPES = ['assessment', 'student_assessment', 'resource'] as const satisfies readonly EntityType[];

export const VISIBILITIES = ['private', 'public', 'shared'] as const;
export const visibilitySchema = z.enum(VISIBILITIES).check(z.meta({ id: 'Visibility', description: 'Who may read a stored file' }));
export type Visibility = z.infer<typeof visibilitySchema>;

export const YEAR_GROUPS = ['Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13'] as const;
export type YearGroup = (typeof YEAR_GROUPS)[number];

/** Every assessment status the screens show (spec 02 §4, spec 01 §4). */
/** 'set' and 'released' are a teacher's assessment set for a class: before any submission, and once every submission's marks are released. */
export const ASSESSMENT_STATUSES = ['pending', 'graded', 'rejected', 'draft', 'set', 'submitted', 'released', 'in_progress', 'completed', 'not_started'] as const;
export const assessmentStatusSchema = z.enum(ASSESSMENT_STATUSES).check(z.meta({ id: 'AssessmentStatus', description: 'State of an assessment' }));
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;

/** The statuses the built-in sample assessments carry. */
export const SAMPLE_ASSESSMENT_STATUSES = ['draft', 'in_progress', 'completed'] as const satisfies readonly AssessmentStatus[];

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES).check(z.meta({ id: 'JobStatus', description: 'State of a grading, validation or creation job' }));
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Report statuses; they arrive in any letter case. */
export const REPORT_STATUSES = ['pending', 'processing', 'submitted', 'graded', 'completed', 'failed', 'rejected'] as const;
export const reportStatusSchema = z.pipe(z.transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)), z.enum(REPORT_STATUSES)).check(z.meta({ id: 'ReportStatus', description: 'State of a student report (case-insensitive on input)' }));
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The report statuses counted as Pending on the reports home. */
export const PENDING_REPORT_STATUSES = ['pending', 'processing', 'submitted'] as const satisfies readonly ReportStatus[];

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES).check(z.meta({ id: 'InvitationStatus', description: 'State of a student invitation' }));
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const USAGE_FEATURES = ['validation', 'assessment', 'assessment_submission'] as const;
export const usageFeatureSchema = z.enum(USAGE_FEATURES).check(z.meta({ id: 'UsageFeature', description: 'A feature with its own usage limit' }));
export type UsageFeature = z.infer<typeof usageFeatureSchema>;

/** Kinds of AI-generated assessment files (My Files, AI Generated filters). */
export const GENERATED_ASSESSMENT_TYPES = ['weak_areas_focused', 'general'] as const;
export const generatedAssessmentTypeSchema = z.enum(GENERATED_ASSESSMENT_TYPES).check(z.meta({ id: 'GeneratedAssessmentType' }));
export type GeneratedAssessmentType = z.infer<typeof generatedAssessmentTypeSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS).check(z.meta({ id: 'SortOrder' }));
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** The analytics range toggle: 7 Days, 30 Days, 90 Days, 1 Year. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_LABELS: Readonly<Record<AnalyticsRange, string>> = { '7d': '7 Days', '30d': '30 Days', '90d': '90 Days', '1y': '1 Year' };

/** Review state of a student's marks (decision 14): provisional AI marks until a teacher releases them. */
export const MARK_REVIEW_STATES = ['provisional', 'released'] as const;
export const markReviewStateSchema = z.enum(MARK_REVIEW_STATES).check(z.meta({ id: 'MarkReviewState' }));
export type MarkReviewState = z.infer<typeof markReviewStateSchema>;
