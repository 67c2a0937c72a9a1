/**
 * The main button on Assessment Details (spec 02 §2): 'Submit Assessment' for a draft, 'View Submission'
 * while pending, otherwise 'View Details'.
 */
export function assessmentActionLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase();
  // A draft, or an assessment set for the student's class that they have not answered yet.
  if (value === 'draft' || value === 'not_started') return 'Submit Assessment';
  if (value === 'pending') return 'View Submission';
  return 'View Details';
}

/** My Files' count line (spec 02 §2): '1 file(s) found', or '3 AI-generated assessment file(s) found'. */
export function filesFoundText(count: number, aiGenerated: boolean): string {
  return `${count} ${aiGenerated ? 'AI-generated assessment ' : ''}file(s) found`;
}

export interface SearchableReport {
  assessment_title?: string | null;
  subject_name?: string | null;
}

/**
 * The reports search (spec 02 §2): a case-insensitive substring of the assessment title or the subject
 * name; a blank search matches everything.
 */
export function reportMatchesSearch(report: SearchableReport, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [report.assessment_title, report.subject_name].some((text) => (text ?? '').toLowerCase().includes(wanted));
}
