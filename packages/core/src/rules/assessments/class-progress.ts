/**
 * A teacher's page of an assessment they set is about the class: where the class stands, not a student's own
 * "draft" and "Submit Assessment". One rule for which page that is, and one reading of the class's figures.
 */

/** Where the assessment came from: created (uploaded files or AI questions) to be set, or one person's own Submit New. */
export interface AssessmentSource {
  source?: string | null;
}

/**
 * Whether the assessment was created to be set for students (the Create wizard's upload or AI questions), as
 * against a paper someone submitted for themselves (Submit New, Upload & Validate), which is that person's own.
 */
export function isSetAssessment(assessment: AssessmentSource): boolean {
  return assessment.source === 'upload' || assessment.source === 'ai_generated';
}

/** What a class's submission tells of its state: marked once it has marks, and whether they are released. */
export interface ClassSubmissionState {
  marks_obtained: number | null;
  review_status: string;
  /** Whose it is: a student who made several attempts counts once, by their latest (the rows come oldest first). */
  student_user_id?: string;
}

export interface ClassSubmissionCounts {
  submitted: number;
  marked: number;
  released: number;
}

/** How many of the class have submitted, been marked and had their marks released; each student counted once. */
export function classSubmissionCounts(submissions: readonly ClassSubmissionState[]): ClassSubmissionCounts {
  const latest = new Map<string, ClassSubmissionState>();
  submissions.forEach((row, index) => latest.set(row.student_user_id ?? `#${index}`, row));
  const rows = [...latest.values()];
  return {
    submitted: rows.length,
    marked: rows.filter((row) => row.marks_obtained !== null).length,
    released: rows.filter((row) => row.review_status === 'released').length,
  };
}

export const NO_CLASS_SUBMISSIONS = 'No submissions yet';

/** '3 submitted · 2 marked · 1 released', or 'No submissions yet'. */
export function classProgressText(counts: ClassSubmissionCounts): string {
  if (counts.submitted === 0) return NO_CLASS_SUBMISSIONS;
  return `${counts.submitted} submitted · ${counts.marked} marked · ${counts.released} released`;
}
