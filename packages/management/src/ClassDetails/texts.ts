// The class page's words.
export const CLASS_DETAILS_TEXTS = {
  back: 'Back to Management',
  loading: 'Loading class...',
  students: 'Students',
  noStudents: 'No students in this class yet. Use Add Students to put some in.',
  assessments: 'Assessments',
  noAssessments: 'No assessments assigned to this class yet.',
  assign: 'Assign Assessment',
  export: 'Export CSV',
  exportFailed: 'Failed to export class list',
  report: 'View Class Report',
  refresh: 'Refresh',
  submittedCount: (submitted: number, total: number) => `${submitted} of ${total} submitted`,
  submitted: 'Submitted',
  notSubmitted: 'Not submitted',
  noAccount: 'No linked account',
  remove: 'Unassign',
  removed: (title: string) => `${title} is no longer assigned to the class`,
  removeFailed: 'Failed to unassign assessment',
} as const;

export const ASSIGN_TEXTS = {
  title: (name: string) => `Assign an Assessment to ${name}`,
  label: 'Assessment',
  placeholder: 'Choose an assessment',
  intro: 'Every student of the class sees the assessment in My Assessments and can submit answers for it.',
  none: 'You have no assessments to assign yet. Create one under Assessments first.',
  submit: 'Assign',
  loadFailed: 'Failed to load assessments. Please try again.',
  failed: 'Failed to assign assessment',
  assigned: (title: string) => `${title} assigned to the class`,
} as const;

export const CLASS_DETAILS_LOAD_FAILED = 'Failed to fetch data';
