import { z } from 'zod/mini';
import { JOB_STATUSES, jobStatusSchema } from './enums.js';
import { UNTITLED_ASSESSMENT } from './assessment.js';
import { firstText, idText, maybe, maybeId, maybeText, oneOf } from './lenient.js';

/** POST /assessments/submit-and-grade answers with the job that grades the submission. */
export const submitAndGradeResponseSchema = z.object({ job_id: z.string(), assessment_id: z.nullable(z.string()), message: z.string() }).check(z.meta({ id: 'SubmitAndGradeResponse', description: 'The grading job started for a submission' }));
export type SubmitAndGradeResponse = z.infer<typeof submitAndGradeResponseSchema>;

/** How a job is listed: a graded submission or a validation (decision 12). */
export const JOB_KINDS = ['assessment', 'validation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const jobOut = z.object({
  job_id: z.string().check(z.minLength(1)),
  status: jobStatusSchema,
  created_at: z.nullable(z.string()),
  assessment_id: z.nullable(z.string()),
  student_assessment_id: z.nullable(z.string()),
  assessment: z.nullable(z.object({ id: z.nullable(z.string()), title: z.nullable(z.string()) })),
  student_assessment: z.nullable(z.object({ id: z.string() })),
  subject: z.nullable(z.string()).check(z.describe('subject name')),
  file_name: z.nullable(z.string()),
  error_message: z.nullable(z.string()),
  job_type: z.nullable(z.string()).check(z.describe('grading, validation or assessment_creation')),
  assessment_creation_result: z.nullable(z.looseObject({ assessment_title: z.nullable(z.string()) })),
}).check(z.meta({ id: 'Job', description: 'A grading, validation or assessment-creation job' }));

/**
 * A job as GET /assessments/grading-jobs/{jobId} and GET /grading-jobs/pending give it. A status the product
 * does not know reads as pending, so that polling goes on.
 */
export const jobSchema = z.pipe(z.pipe(z.object({
  job_id: maybeId(),
  id: maybeId(),
  status: maybeText(),
  created_at: maybeText(),
  assessment_id: maybeId(),
  student_assessment_id: maybeId(),
  assessment: maybe(z.object({ id: maybeId(), title: maybeText() })),
  student_assessment: maybe(z.object({ id: maybeId() })),
  subject: maybe(z.union([z.string(), z.object({ name: maybeText() })])),
  subject_name: maybeText(),
  file_name: maybeText(),
  error_message: maybeText(),
  job_type: maybeText(),
  assessment_creation_result: maybe(z.looseObject({ assessment_title: maybeText() })),
}), z.transform((raw) => {
  const studentAssessmentId = idText(raw.student_assessment?.id, raw.student_assessment_id);
  return {
    job_id: idText(raw.job_id, raw.id) ?? '',
    status: oneOf(JOB_STATUSES, raw.status, 'pending'),
    created_at: raw.created_at ?? null,
    assessment_id: idText(raw.assessment_id, raw.assessment?.id) ?? null,
    student_assessment_id: studentAssessmentId ?? null,
    assessment: raw.assessment ? { id: idText(raw.assessment.id, raw.assessment_id) ?? null, title: raw.assessment.title ?? null } : null,
    student_assessment: studentAssessmentId === undefined ? null : { id: studentAssessmentId },
    subject: firstText(typeof raw.subject === 'string' ? raw.subject : raw.subject?.name, raw.subject_name) ?? null,
    file_name: raw.file_name ?? null,
    error_message: raw.error_message ?? null,
    job_type: raw.job_type ?? null,
    assessment_creation_result: raw.assessment_creation_result
      ? { ...raw.assessment_creation_result, assessment_title: raw.assessment_creation_result.assessment_title ?? null }
      : null,
  };
})), jobOut);
export type Job = z.output<typeof jobSchema>;

export const jobListSchema = z.array(jobSchema);

export interface ListedJob extends Job {
  file_name: string;
  type: JobKind;
}

/**
 * The mapped form of a pending grading job (spec 01 §3): file_name is the job's file name, else its assessment's
 * title, else 'Untitled Assessment'; type is validation for validation jobs, otherwise assessment.
 */
export function toListedJob(job: Job): ListedJob {
  return {
    ...job,
    file_name: firstText(job.file_name, job.assessment?.title) ?? UNTITLED_ASSESSMENT,
    type: job.job_type?.toLowerCase() === 'validation' ? 'validation' : 'assessment',
  };
}

const pendingJobOut = z.object({ job_id: z.string().check(z.minLength(1)), file_name: z.string(), status: jobStatusSchema, created_at: z.nullable(z.string()) }).check(z.meta({ id: 'PendingJob', description: 'A job still running, as the reports home lists it' }));

/** A pending job on the reports home: job_id, file_name (default 'Untitled Assessment'), status, created_at. */
export const pendingJobSchema = z.pipe(z.pipe(z.object({ job_id: maybeId(), id: maybeId(), file_name: maybeText(), assessment: maybe(z.object({ title: maybeText() })), status: maybeText(), created_at: maybeText() }), z.transform((raw) => ({
  job_id: idText(raw.job_id, raw.id) ?? '',
  file_name: firstText(raw.file_name, raw.assessment?.title) ?? UNTITLED_ASSESSMENT,
  status: oneOf(JOB_STATUSES, raw.status, 'pending'),
  created_at: raw.created_at ?? null,
}))), pendingJobOut);
export type PendingJob = z.output<typeof pendingJobSchema>;
