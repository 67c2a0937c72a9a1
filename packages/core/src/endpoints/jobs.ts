// Grading jobs (spec 01 §3, spec 02 §7): one student's or teacher's pending jobs, and one job's state.
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import { jobListSchema, jobSchema, type Job } from '../schemas/job.js';
import type { LoadOptions } from '../resource/resource.js';

export const PENDING_GRADING_JOBS_PATH = '/grading-jobs/pending';

/** GET /grading-jobs/pending: kept a minute; screens that list them map each with toListedJob. */
export async function fetchPendingGradingJobs(api: ApiClient, options: LoadOptions = {}): Promise<Job[]> {
  const raw = await api.get(PENDING_GRADING_JOBS_PATH, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.pendingJobs });
  return parseAnswer(jobListSchema, raw ?? []);
}

/** A job's state, always fresh: it is only read while polling (decision 1). */
export async function fetchGradingJob(api: ApiClient, jobId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<Job> {
  const raw = await api.get(`/assessments/grading-jobs/${encodeURIComponent(jobId)}`, { fresh: true, signal: options.signal });
  return parseAnswer(jobSchema, raw);
}
