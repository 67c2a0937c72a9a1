import { z } from 'zod/mini';
import { ASSESSMENT_STATUSES, SAMPLE_ASSESSMENT_STATUSES, assessmentStatusSchema, sampleDifficultySchema } from './enums.js';
import { firstNumber, firstText, idText, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, oneOf } from './lenient.js';

/** The title shown for an assessment that has none (spec 02 §3, spec 01 §3). */
export const UNTITLED_ASSESSMENT = 'Untitled Assessment';

export const subjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_system_defined: z.boolean().check(z.describe('true for system subjects, false for user-created ones')),
}).check(z.meta({ id: 'Subject', description: 'A subject assessments belong to' }));
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.array(subjectSchema).check(z.meta({ id: 'SubjectList' }));

const subjectNameSchema = z.object({ name: z.string() }).check(z.meta({ id: 'SubjectName', description: 'The subject of an assessment, by name' }));

/** Reads a subject given as an object with a name, or as its name. */
const maybeSubjectRef = () => maybe(z.union([z.object({ name: maybeText() }), z.string()]));
function subjectName(subject: { name?: string | null | undefined } | string | null | undefined): string | undefined {
  return typeof subject === 'string' ? firstText(subject) : firstText(subject?.name);
}

const assessmentListItemOut = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.nullable(z.string()),
  status: assessmentStatusSchema,
  created_at: z.nullable(z.string()),
  subject: z.nullable(subjectNameSchema),
  file_count: z.int().check(z.gte(0)),
  student_assessment_id: z.nullable(z.string()).check(z.describe("the viewer's latest submission of it, whose feedback Download Feedback fetches")),
  creator_id: z.nullable(z.string()).check(z.describe('who created it: the one who may edit or delete it')),
  practice: z.boolean().check(z.describe('that submission is practice (a self-check): it counts in no result')),
  student_name: z.nullable(z.string()).check(z.describe("whose submission it is, when not the viewer's own")),
  author_name: z.nullable(z.string()).check(z.describe("who set it, when not the viewer")),
  attempts_allowed: z.nullable(z.int()).check(z.describe('how many times a student may submit it, when someone else set it for them')),
  attempts_used: z.nullable(z.int()).check(z.describe("the viewer's attempts at it so far (failed gradings not counted)")),
}).check(z.meta({ id: 'AssessmentListItem', description: 'An assessment in the My Assessments list' }));

/** What the list and the detail answers share, each field optional: the product reads old and new answers alike. */
const assessmentInputSchema = z.object({
  id: maybeId(),
  assessment_id: maybeId(),
  title: maybeText(),
  name: maybeText(),
  description: maybeText(),
  status: maybeText(),
  created_at: maybeText(),
  subject: maybeSubjectRef(),
  subject_name: maybeText(),
});
type AssessmentInput = z.output<typeof assessmentInputSchema>;

/**
 * The fall-backs of spec 02 §3 that the list and the detail share: id falls back to assessment_id, title to
 * name and then 'Untitled Assessment', status to pending (also for a status the product does not know).
 */
function assessmentCommon(raw: AssessmentInput) {
  const subject = subjectName(raw.subject) ?? firstText(raw.subject_name);
  return {
    id: idText(raw.id, raw.assessment_id) ?? '',
    title: firstText(raw.title, raw.name) ?? UNTITLED_ASSESSMENT,
    description: raw.description ?? null,
    status: oneOf(ASSESSMENT_STATUSES, raw.status, 'pending'),
    created_at: raw.created_at ?? null,
    subject: subject === undefined ? null : { name: subject },
  };
}

/**
 * An assessment in the list (spec 02 §3): id falls back to assessment_id, title to name and then
 * 'Untitled Assessment', status defaults to pending (also for a status the product does not know),
 * file_count to 0.
 */
export const assessmentListItemSchema = z.pipe(z.pipe(z.extend(assessmentInputSchema, {
  file_count: maybeNumber(),
  student_assessment_id: maybeId(),
  creator_id: maybeId(),
  practice: maybeBoolean(),
  student_name: maybeText(),
  author_name: maybeText(),
  attempts_allowed: maybeNumber(),
  attempts_used: maybeNumber(),
}), z.transform((raw) => {
  const { subject, ...common } = assessmentCommon(raw);
  return {
    ...common,
    subject,
    file_count: raw.file_count ?? 0,
    student_assessment_id: idText(raw.student_assessment_id) ?? null,
    creator_id: idText(raw.creator_id) ?? null,
    practice: raw.practice ?? false,
    student_name: firstText(raw.student_name) ?? null,
    author_name: firstText(raw.author_name) ?? null,
    attempts_allowed: raw.attempts_allowed ?? null,
    attempts_used: raw.attempts_used ?? null,
  };
})), assessmentListItemOut);
export type AssessmentListItem = z.output<typeof assessmentListItemSchema>;

/** GET /assessments/ answers an array; anything else is an invalid response (spec 02 §7). */
export const assessmentListSchema = z.array(assessmentListItemSchema);

const assessmentDetailOut = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.nullable(z.string()),
  status: assessmentStatusSchema,
  created_at: z.nullable(z.string()),
  creator_id: z.nullable(z.string()),
  subject_id: z.nullable(z.string()),
  subject: z.nullable(subjectNameSchema),
  difficulty_level: z.nullable(z.string()).check(z.describe('easy, medium or hard (beginner, intermediate or advanced in sample data)')),
  total_marks: z.nullable(z.number()),
  time_limit_minutes: z.nullable(z.number()),
  source: z.nullable(z.string()),
  is_self_created: z.boolean(),
  question_paper_url: z.nullable(z.string()),
  mark_scheme_url: z.nullable(z.string()),
  attempts_allowed: z.nullable(z.int()).check(z.describe('how many times each student may submit it')),
  attempts_used: z.nullable(z.int()).check(z.describe("the viewer's own attempts at it so far, on an assessment someone else set")),
  latest_submission: z.nullable(z
    .object({ student_assessment_id: z.string(), student_id: z.nullable(z.string()) })).check(z.describe("the viewer's latest submission of it (a teacher's: their students' latest), whose marks the screen shows")),
  version: z.nullable(z.number()).check(z.describe('the version Edit Details sends back, so a save from a stale copy is refused')),
  archived_at: z.nullable(z.string()).check(z.describe('when its teacher deleted it: archived, its students’ work kept')),
  total_marks_fixed: z.boolean().check(z.describe('some submission has been marked: Total Marks can no longer change')),
}).check(z.meta({ id: 'AssessmentDetail', description: 'One assessment as the details screen shows it' }));

/** One assessment (GET /assessments/{id}), with the same id, title and status fall-backs as the list. */
export const assessmentDetailSchema = z.pipe(z.pipe(z.extend(assessmentInputSchema, {
  creator_id: maybeId(),
  subject_id: maybeId(),
  difficulty_level: maybeText(),
  total_marks: maybeNumber(),
  time_limit_minutes: maybeNumber(),
  source: maybeText(),
  is_self_created: maybeBoolean(),
  question_paper_url: maybeText(),
  mark_scheme_url: maybeText(),
  student_assessment_id: maybeId(),
  student: maybe(z.object({ id: maybeId() })),
  attempts_allowed: maybeNumber(),
  attempts_used: maybeNumber(),
  version: maybeNumber(),
  archived_at: maybeText(),
  total_marks_fixed: maybeBoolean(),
}), z.transform((raw) => {
  const { subject, ...common } = assessmentCommon(raw);
  const submissionId = idText(raw.student_assessment_id);
  return {
    ...common,
    creator_id: idText(raw.creator_id) ?? null,
    subject_id: idText(raw.subject_id) ?? null,
    subject,
    difficulty_level: raw.difficulty_level ?? null,
    total_marks: firstNumber(raw.total_marks) ?? null,
    time_limit_minutes: firstNumber(raw.time_limit_minutes) ?? null,
    source: raw.source ?? null,
    is_self_created: raw.is_self_created ?? false,
    question_paper_url: firstText(raw.question_paper_url) ?? null,
    mark_scheme_url: firstText(raw.mark_scheme_url) ?? null,
    attempts_allowed: raw.attempts_allowed ?? null,
    attempts_used: raw.attempts_used ?? null,
    latest_submission: submissionId ? { student_assessment_id: submissionId, student_id: idText(raw.student?.id) ?? null } : null,
    version: firstNumber(raw.version) ?? null,
    archived_at: firstText(raw.archived_at) ?? null,
    total_marks_fixed: raw.total_marks_fixed ?? false,
  };
})), assessmentDetailOut);
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
  questions: z.int().check(z.gte(0), z.describe('number of questions')),
  timeLimit: z.number().check(z.gte(0), z.describe('minutes')),
  score: z.nullable(z.number()).check(z.describe('null while ungraded')),
});
export type SampleAssessment = z.infer<typeof sampleAssessmentSchema>;

/** The dashboard summary the assessment list paths give (sample data when the backend cannot be reached). */
export const assessmentSummarySchema = z.object({
  recent: z.array(assessmentListItemSchema),
  total: z.int().check(z.gte(0)),
  completed: z.int().check(z.gte(0)),
  in_progress: z.int().check(z.gte(0)),
}).check(z.meta({ id: 'AssessmentSummary', description: 'Counts of assessments and the most recent ones' }));
export type AssessmentSummary = z.output<typeof assessmentSummarySchema>;
