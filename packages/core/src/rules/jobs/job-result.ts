import { routeTo } from '../../routes/routes.js';
import type { Job } from '../../schemas/job.js';

/** Query names that open one submission's marks on its assessment's details: a teacher needs both, a student only the submission. */
export const SUBMISSION_PARAM = 'submission';
export const STUDENT_PARAM = 'student';

/** The details route for one student's submission of an assessment. */
export function submissionDetailsPath(assessmentId: string, studentAssessmentId: string, studentId?: string): string {
  return routeTo('assessmentDetails', { assessmentId }, { [SUBMISSION_PARAM]: studentAssessmentId, [STUDENT_PARAM]: studentId });
}

/** Where a finished grading or validation job's result is read: its submission's marks; null until it has one. */
export function jobResultPath(job: Pick<Job, 'status' | 'assessment_id' | 'student_assessment_id'>): string | null {
  if (job.status !== 'completed' || !job.assessment_id || !job.student_assessment_id) return null;
  return submissionDetailsPath(job.assessment_id, job.student_assessment_id);
}
