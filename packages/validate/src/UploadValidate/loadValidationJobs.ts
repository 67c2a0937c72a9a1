// The pending validation jobs as the screen shows them, and the jobs of this visit that have finished since: a job
// that leaves the pending list is read once more, so that a finished validation stays with a link to its result
// instead of disappearing.
import { fetchPendingValidationJobs, fetchValidationJob, type ApiClient, type ListedJob, type LoadOptions } from '@assess/core';

export interface ValidationJobs {
  /** Null until a list has arrived (a 401 leaves what is shown as it was). */
  pending: ListedJob[] | null;
  /** Jobs of this visit that have finished since they were listed, newest first. */
  finished: ListedJob[];
  /** Jobs of this visit, seen pending or sent from here: each is read once more when it leaves the list. */
  watched: string[];
}

export const NO_VALIDATION_JOBS: ValidationJobs = Object.freeze({ pending: null, finished: [], watched: [] });

const ended = (job: ListedJob | null): job is ListedJob => job !== null && (job.status === 'completed' || job.status === 'failed');

/** Reads the pending list, then each watched job that left it; `previous` is what the last read gave. */
export async function loadValidationJobs(api: ApiClient, previous: ValidationJobs, options: LoadOptions = {}): Promise<ValidationJobs> {
  const pending = await fetchPendingValidationJobs(api, options);
  if (!pending) return previous;
  const listed = new Set(pending.map((job) => job.job_id));
  const gone = previous.watched.filter((id) => !listed.has(id));
  const done = (await Promise.all(gone.map((id) => fetchValidationJob(api, id, { signal: options.signal })))).filter(ended);
  const finished = done.reduce((list, job) => [job, ...list.filter((other) => other.job_id !== job.job_id)], previous.finished);
  return { pending, finished, watched: [...listed] };
}

/** Whether a job is still running: the list then reads itself again now and then. */
export function hasRunningJob(jobs: ValidationJobs | undefined): boolean {
  return (jobs?.pending ?? []).some((job) => job.status === 'pending' || job.status === 'processing');
}
