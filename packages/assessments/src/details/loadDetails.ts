// Assessment Details' reads: the assessment, the pending grading jobs of it, the class's submissions and the
// marks of one submission, each a plain function of the API client over core's endpoints.
import { fetchAssessment, fetchPendingGradingJobs, isBackendUnreachable, MissingError, simulatedPendingJobs, type ApiClient, type AssessmentDetail, type Job } from '@assess/core';

/** The assessment; an empty answer is a missing one. A failure is logged under `failureText`. */
export async function loadAssessmentDetail(
  api: ApiClient,
  assessmentId: string,
  options: { fresh: boolean; signal: AbortSignal; failureText: string },
): Promise<AssessmentDetail> {
  let assessment: AssessmentDetail | null;
  try {
    assessment = await fetchAssessment(api, assessmentId, options);
  } catch (error) {
    if (!options.signal.aborted) console.error(options.failureText, error);
    throw error;
  }
  if (!assessment) throw new MissingError();
  return assessment;
}

/** The pending grading jobs of one assessment, and whether the last read of them failed. */
export interface PendingJobs {
  jobs: Job[];
  failed: boolean;
}

/**
 * The viewer's pending grading jobs for one assessment. An unreachable backend gives simulated jobs, labelled as
 * sample data (spec 02 §7); another failure is logged under `failureText` and keeps the jobs read before.
 */
export async function loadPendingJobs(
  api: ApiClient,
  assessmentId: string,
  previous: PendingJobs | undefined,
  options: { fresh: boolean; signal: AbortSignal; failureText: string },
): Promise<PendingJobs> {
  try {
    const jobs = await fetchPendingGradingJobs(api, options);
    return { jobs: jobs.filter((job) => job.assessment_id === assessmentId), failed: false };
  } catch (error) {
    if (options.signal.aborted) throw error;
    if (isBackendUnreachable(error)) return { jobs: simulatedPendingJobs({ id: assessmentId, title: 'Sample assessment' }), failed: false };
    console.error(options.failureText, error);
    return { jobs: previous?.jobs ?? [], failed: true };
  }
}
