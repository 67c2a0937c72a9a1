import { z } from 'zod';
import { ASSESSMENT_STATUSES, SAMPLE_ASSESSMENT_STATUSES, assessmentStatusSchema, sampleDifficultySchema } from './enums.js';
import { firstNumber, firstText, idText, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, oneOf } from './lenient.js';

/** The title shown for an assessment that has none (spec 02 §3, spec 01 §3). */
export const UNTITLED_ASSESSMENT = 'Untitled Assessment';

export const subjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    is_system_defined: z.boolean().describe('true for system subjects, false for user-created ones'),
  })
  .meta({ id: 'Subject', description: 'A subject assessments belong to' });
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.array(subjectSchema).meta({ id: 'SubjectList' });

const subjectNameSchema = z.object({ name: z.string() }).meta({ id: 'SubjectName', description: 'The subject of an assessment, by name' });

/** Reads a subject given as an object with a name, or as its name. */
const maybeSubjectRef = () => maybe(z.union([z.object({ name: maybeText() }), z.string()]));
function subjectName(subject: { name?: string | null | undefined } | string | null | undefined): string | undefined {
  return typeof subject === 'string' ? firstText(subject) : firstText(subject?.name);
}

const assessmentListItemOut = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    description: z.string().nullable(),
    status: assessmentStatusSchema,
    created_at: z.string().nullable(),
    subject: subjectNameSchema.nullable(),
    file_count: z.number().int().min(0),
    student_assessment_id: z.string().nullable().describe("the viewer's latest submission of it, whose feedback Download Feedback fetches"),
  })
  .meta({ id: 'AssessmentListItem', description: 'An assessment in the My Assessments list' });

/**
 * An assessment in the list (spec 02 §3): id falls back to assessment_id, title to name and then
 * 'Untitled Assessment', status defaults to pending (also for a status the product does not know),
 * file_count to 0.
 */
export const assessmentListItemSchema = z
  .object({
    id: maybeId(),
    assessment_id: maybeId(),
    title: maybeText(),
    name: maybeText(),
    description: maybeText(),
    status: maybeText(),
    created_at: maybeText(),
    subject: maybeSubjectRef(),
    subject_name: maybeText(),
    file_count: maybeNumber(),
    student_assessment_id: maybeId(),
  })
  .transform((raw) => {
    const subject = subjectName(raw.subject) ?? firstText(raw.subject_name);
    return {
      id: idText(raw.id, raw.assessment_id) ?? '',
      title: firstText(raw.title, raw.name) ?? UNTITLED_ASSESSMENT,
      description: raw.description ?? null,
      status: oneOf(ASSESSMENT_STATUSES, raw.status, 'pending'),
      created_at: raw.created_at ?? null,
      subject: subject === undefined ? null : { name: subject },
      file_count: raw.file_count ?? 0,
      student_assessment_id: idText(raw.student_assessment_id) ?? null,
    };
  })
  .pipe(assessmentListItemOut);
export type AssessmentListItem = z.output<typeof assessmentListItemSchema>;

/** GET /assessments/ answers an array; anything else is an invalid response (spec 02 §7). */
export const assessmentListSchema = z.array(assessmentListItemSchema);

const assessmentDetailOut = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    description: z.string().nullable(),
    status: assessmentStatusSchema,
    created_at: z.string().nullable(),
    creator_id: z.string().nullable(),
    subject_id: z.string().nullable(),
    subject: subjectNameSchema.nullable(),
    difficulty_level: z.string().nullable().describe('easy, medium or hard (beginner, intermediate or advanced in sample data)'),
    total_marks: z.number().nullable(),
    time_limit_minutes: z.number().nullable(),
    source: z.string().nullable(),
    is_self_created: z.boolean(),
    question_paper_url: z.string().nullable(),
    mark_scheme_url: z.string().nullable(),
    latest_submission: z
      .object({ student_assessment_id: z.string(), student_id: z.string().nullable() })
      .nullable()
      .describe("the viewer's latest submission of it (a teacher's: their students' latest), whose marks the screen shows"),
  })
  .meta({ id: 'AssessmentDetail', description: 'One assessment as the details screen shows it' });

/** One assessment (GET /assessments/{id}), with the same id, title and status fall-backs as the list. */
export const assessmentDetailSchema = z
  .object({
    id: maybeId(),
    assessment_id: maybeId(),
    title: maybeText(),
    name: maybeText(),
    description: maybeText(),
    status: maybeText(),
    created_at: maybeText(),
    creator_id: maybeId(),
    subject_id: maybeId(),
    subject: maybeSubjectRef(),
    subject_name: maybeText(),
    difficulty_level: maybeText(),
    total_marks: maybeNumber(),
    time_limit_minutes: maybeNumber(),
    source: maybeText(),
    is_self_created: maybeBoolean(),
    question_paper_url: maybeText(),
    mark_scheme_url: maybeText(),
    student_assessment_id: maybeId(),
    student: maybe(z.object({ id: maybeId() })),
  })
  .transform((raw) => {
    const subject = subjectName(raw.subject) ?? firstText(raw.subject_name);
    const submissionId = idText(raw.student_assessment_id);
    return {
      id: idText(raw.id, raw.assessment_id) ?? '',
      title: firstText(raw.title, raw.name) ?? UNTITLED_ASSESSMENT,
      description: raw.description ?? null,
      status: oneOf(ASSESSMENT_STATUSES, raw.status, 'pending'),
      created_at: raw.created_at ?? null,
      creator_id: idText(raw.creator_id) ?? null,
      subject_id: idText(raw.subject_id) ?? null,
      subject: subject === undefined ? null : { name: subject },
      difficulty_level: raw.difficulty_level ?? null,
      total_marks: firstNumber(raw.total_marks) ?? null,
      time_limit_minutes: firstNumber(raw.time_limit_minutes) ?? null,
      source: raw.source ?? null,
      is_self_created: raw.is_self_created ?? false,
      question_paper_url: firstText(raw.question_paper_url) ?? null,
      mark_scheme_url: firstText(raw.mark_scheme_url) ?? null,
      latest_submission: submissionId ? { student_assessment_id: submissionId, student_id: idText(raw.student?.id) ?? null } : null,
    };
  })
  .pipe(assessmentDetailOut);
export type AssessmentDetail = z.output<typeof assessmentDetailSchema>;

/** A built-in sample assessment, shown (and labelled) only when the backend cannot be reached (decision 3). */
export const sampleAssessmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SAMPLE_ASSESSMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  subject: z.string(),
  difficulty: sampleDifficultySchema,
  questions: z.number().int().min(0).describe('number of questions'),
  timeLimit: z.number().min(0).describe('minutes'),
  score: z.number().nullable().describe('null while ungraded'),
});
export type SampleAssessment = z.infer<typeof sampleAssessmentSchema>;

/** The dashboard summary the assessment list paths give (sample data when the backend cannot be reached). */
export const assessmentSummarySchema = z
  .object({
    recent: z.array(assessmentListItemSchema),
    total: z.number().int().min(0),
    completed: z.number().int().min(0),
    in_progress: z.number().int().min(0),
  })
  .meta({ id: 'AssessmentSummary', description: 'Counts of assessments and the most recent ones' });
export type AssessmentSummary = z.output<typeof assessmentSummarySchema>;
