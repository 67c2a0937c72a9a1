import { fetchGradingJob, type ApiClient, type Job } from '@assess/core';

/** One check of an assessment-creation job: where it stands, how many checks so far, and whether this one failed. */
export interface CreationCheck {
  jobId: string;
  status: Job['status'];
  errorMessage: string | null;
  checks: number;
  /** This check could not read the job; the status is the last one read. */
  trackError: boolean;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * The next check of a creation job after `previous` (none before the first), always fresh; each reads the job
 * `delayMs` after its turn (the first turn is when the job starts). A check that fails is logged under
 * `trackFailedText` and keeps the last status: tracking goes on.
 */
export async function loadCreationCheck(
  api: ApiClient,
  jobId: string,
  previous: CreationCheck | undefined,
  options: { signal: AbortSignal; delayMs: number; trackFailedText: string },
): Promise<CreationCheck> {
  const last = previous?.jobId === jobId ? previous : undefined;
  await wait(options.delayMs, options.signal);
  const checks = (last?.checks ?? 0) + 1;
  try {
    const job = await fetchGradingJob(api, jobId, { signal: options.signal });
    return { jobId, status: job.status, errorMessage: job.error_message ?? null, checks, trackError: false };
  } catch (error) {
    if (options.signal.aborted) throw error;
    console.error(options.trackFailedText, error);
    return { jobId, status: last?.status ?? 'pending', errorMessage: null, checks, trackError: true };
  }
}
