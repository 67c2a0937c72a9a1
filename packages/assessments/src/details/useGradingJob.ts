import { useEffect, useRef, useState } from 'react';
import { isBackendUnreachable, simulatedJob, type ApiClient, type Job } from '@assess/core';
import { fetchJob } from '../shared/assessments-api.ts';

/** The job status card polls this often (spec 02 §9), always fresh (decision 1). */
export const JOB_POLL_MS = 3000;

export const JOB_TEXTS = {
  checkFailed: 'Failed to check grading job status',
  failed: 'Grading failed. Please try again.',
  processing: 'This might take a few minutes...',
  pending: 'Your submission is queued for grading.',
  completed: 'Grading complete.',
} as const;

export function isActiveJob(job: Pick<Job, 'status'> | null | undefined): boolean {
  return job?.status === 'pending' || job?.status === 'processing';
}

/**
 * Polls one grading job every 3 s until it completes or fails; onCompleted runs once when it completes.
 * A failed check is shown and polling goes on, since the next check may succeed.
 */
export function useGradingJob(api: ApiClient, jobId: string | null, onCompleted: () => void) {
  const [state, setState] = useState<{ jobId: string | null; job: Job | null; error: string | null }>({ jobId: null, job: null, error: null });
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  });

  useEffect(() => {
    if (!jobId) return undefined;
    let stopped = false;
    const check = async () => {
      try {
        const next = await fetchJob(api, jobId);
        if (stopped) return;
        setState({ jobId, job: next, error: null });
        if (next.status === 'completed' || next.status === 'failed') {
          stop();
          if (next.status === 'completed') completed.current();
        }
      } catch (failure) {
        if (stopped) return;
        if (isBackendUnreachable(failure)) {
          // Spec 02 §7: an unreachable backend gives a simulated status, labelled as such, until it answers again.
          setState({ jobId, job: simulatedJob({ status: 'processing' }), error: null });
          return;
        }
        console.error(JOB_TEXTS.checkFailed, failure);
        setState((current) => ({ jobId, job: current.jobId === jobId ? current.job : null, error: JOB_TEXTS.checkFailed }));
      }
    };
    const timer = setInterval(() => void check(), JOB_POLL_MS);
    function stop() {
      stopped = true;
      clearInterval(timer);
    }
    void check();
    return stop;
  }, [api, jobId]);

  const current = state.jobId === jobId ? state : { job: null, error: null };
  const { job, error } = current;
  return { job, error };
}
