import { fetchGradingJob, isBackendUnreachable, simulatedJob, type ApiClient, type Job } from '@assess/core';
import { usePollingJob } from '../shared/usePollingJob.ts';
import { JOB_TEXTS } from './texts.ts';

/** The job status card polls this often (spec 02 §9), always fresh (decision 1). */
export const JOB_POLL_MS = 3000;

export function isActiveJob(job: Pick<Job, 'status'> | null | undefined): boolean {
  return job?.status === 'pending' || job?.status === 'processing';
}

/** One check of a tracked grading job: its state (the last one read when this check failed) and the failure. */
export interface JobCheck {
  jobId: string;
  job: Job | null;
  error: string | null;
}

/**
 * A check of one grading job after `previous`, always fresh. An unreachable backend gives a simulated status,
 * labelled as such (spec 02 §7); another failure is reported and keeps the job last read.
 */
export async function loadJobCheck(api: ApiClient, jobId: string, previous: JobCheck | undefined, options: { signal: AbortSignal }): Promise<JobCheck> {
  try {
    return { jobId, job: await fetchGradingJob(api, jobId, options), error: null };
  } catch (failure) {
    if (options.signal.aborted) throw failure;
    if (isBackendUnreachable(failure)) return { jobId, job: simulatedJob({ status: 'processing' }), error: null };
    console.error(JOB_TEXTS.checkFailed, failure);
    return { jobId, job: previous?.jobId === jobId ? previous.job : null, error: JOB_TEXTS.checkFailed };
  }
}

const finished = (job: Job | null | undefined) => job?.status === 'completed' || job?.status === 'failed';

/**
 * Polls one grading job every 3 s until it completes or fails; onCompleted runs once when it completes.
 * A failed check is shown and polling goes on, since the next check may succeed.
 */
export function useGradingJob(api: ApiClient, jobId: string | null, onCompleted: () => void) {
  const check = usePollingJob<JobCheck>(
    {
      name: 'grading-job',
      check: (id, previous, signal) => loadJobCheck(api, id, previous, { signal }),
      nextCheckMs: (last) => (finished(last?.job) ? false : JOB_POLL_MS),
      completed: (last) => last.job?.status === 'completed',
    },
    jobId,
    onCompleted,
  );
  return { job: check?.job ?? null, error: check?.error ?? null };
}
