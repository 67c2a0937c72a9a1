import { useEffect, useRef } from 'react';
import { dataOf } from '@assess/core';
import { useResource } from '@assess/ui';

/** One check of a background job, for the job it was made for. */
export interface JobCheckOf {
  jobId: string;
}

export interface PollingJob<C extends JobCheckOf> {
  /** Names the job's reads in the resource cache (with the job's id). */
  name: string;
  /** The next check after `previous` (the last check made, possibly of another job), always fresh. */
  check: (jobId: string, previous: C | undefined, signal: AbortSignal) => Promise<C>;
  /** When to check again after `check` (none yet before the first answer); false stops. */
  nextCheckMs: (check: C | undefined) => number | false;
  completed: (check: C) => boolean;
}

/**
 * Follows one background job (none while `jobId` is null) with the checks of `job`; the last check of this job,
 * if any. onCompleted runs once when the job is seen completed; the latest callback is used, so callers need not
 * keep it stable.
 */
export function usePollingJob<C extends JobCheckOf>(job: PollingJob<C>, jobId: string | null, onCompleted: () => void): C | undefined {
  const last = useRef<C | undefined>(undefined);
  const { resource } = useResource(
    jobId ? `${job.name}:${jobId}` : null,
    async ({ signal }) => (last.current = await job.check(jobId ?? '', last.current, signal)),
    { poll: job.nextCheckMs },
  );
  const data = dataOf(resource);
  const check = jobId && data?.jobId === jobId ? data : undefined;

  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  });
  const done = check ? job.completed(check) : false;
  useEffect(() => {
    if (done) completed.current();
  }, [done, jobId]);

  return check;
}
