import { jobSchema, type Job } from '../../schemas/job.js';

/**
 * Simulated jobs (spec 02 §7): when the backend cannot be reached, a submission answers with a simulated job
 * and job lists with simulated jobs, so that the screen shows what would happen rather than a blank. They are
 * sample data, never the user's: decision 3 allows them only when the backend is unreachable, and screens label
 * them on screen (isSimulatedJob tells them apart by their id).
 */
export const SIMULATED_JOB_ID_PREFIX = 'sample-job-';

export const SIMULATED_JOB_TEXTS = {
  label: 'Sample data',
  submission:
    'The server could not be reached, so nothing was sent. The job shown is a simulated example; your form is kept so that you can submit again once the connection is back.',
  status: 'The server could not be reached: this job status is simulated sample data, not your job. Checking again every few seconds.',
  pendingJobs: 'The server could not be reached: these jobs are simulated sample data, not yours.',
} as const;

export function isSimulatedJob(job: { job_id: string } | null | undefined): boolean {
  return job?.job_id.startsWith(SIMULATED_JOB_ID_PREFIX) ?? false;
}

interface SimulatedJobOptions {
  jobId?: string;
  status?: Job['status'];
  title?: string;
  subject?: string;
  assessmentId?: string | null;
  now?: Date;
}

/** One simulated job, shaped as the backend would give it; it claims no assessment unless told one. */
export function simulatedJob({ jobId, status = 'pending', title = 'Sample assessment', subject = 'Mathematics', assessmentId = null, now = new Date() }: SimulatedJobOptions = {}): Job {
  return jobSchema.parse({
    job_id: jobId ?? `${SIMULATED_JOB_ID_PREFIX}${now.getTime()}`,
    status,
    created_at: now.toISOString(),
    assessment: { id: assessmentId, title },
    subject,
  });
}

/** The simulated pending-jobs list: one job queued and one being graded. */
export function simulatedPendingJobs(assessment: { id: string | null; title: string } = { id: null, title: 'Sample assessment' }, now: Date = new Date()): Job[] {
  return [
    simulatedJob({ jobId: `${SIMULATED_JOB_ID_PREFIX}queued`, status: 'pending', title: assessment.title, assessmentId: assessment.id, now }),
    simulatedJob({ jobId: `${SIMULATED_JOB_ID_PREFIX}grading`, status: 'processing', title: assessment.title, assessmentId: assessment.id, now }),
  ];
}
