// The grading job of a just-submitted assessment, kept in the browser's storage so that Assessment Details
// resumes tracking it (spec 02 §4); the details screen removes it when the user leaves.

const PREFIX = 'assess.grading-job.';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberGradingJob(assessmentId: string, jobId: string): void {
  storage()?.setItem(PREFIX + assessmentId, jobId);
}

export function storedGradingJob(assessmentId: string): string | null {
  return storage()?.getItem(PREFIX + assessmentId) ?? null;
}

export function forgetGradingJob(assessmentId: string): void {
  storage()?.removeItem(PREFIX + assessmentId);
}
