import { fetchAssessments, isBackendUnreachable, type ApiClient, type AssessmentListItem } from '@assess/core';
import { sampleAssessmentItems } from './sample-assessments.ts';

/** What My Assessments shows: the viewer's assessments, or the built-in samples when the backend cannot be reached. */
export interface AssessmentListData {
  items: AssessmentListItem[];
  sample: boolean;
}

/**
 * My Assessments' read: the list (with the teacher's students' practice when asked), fresh when asked; only an
 * unreachable backend gives the sample assessments (decision 3), any other failure is the load error.
 */
export async function loadAssessmentList(
  api: ApiClient,
  options: { includePractice: boolean; fresh: boolean; signal: AbortSignal; failureText: string },
): Promise<AssessmentListData> {
  try {
    return { items: await fetchAssessments(api, options), sample: false };
  } catch (error) {
    if (isBackendUnreachable(error)) return { items: sampleAssessmentItems(), sample: true };
    if (!options.signal.aborted) console.error(options.failureText, error);
    throw error;
  }
}
