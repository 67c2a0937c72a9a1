// Every text of the reports screens: the specification's verbatim (spec 02 §2, §8), then the screens it leaves out.

export const REPORTS_TEXTS = {
  // Reports home (spec 02 §2)
  homeTitle: 'My Reports',
  refresh: 'Refresh',
  createAssessment: 'Create Assessment',
  totalReports: 'Total Reports',
  completed: 'Completed',
  pending: 'Pending',
  averageScore: 'Average Score',
  /** A self-check: the student's own paper, which counts in no result. */
  practice: 'Practice',
  notAvailable: 'N/A',
  myReportsTab: 'My Reports',
  pendingJobsTab: 'Pending Jobs',
  progressTab: 'Progress',
  progressHeading: 'Progress Report',
  searchPlaceholder: 'Search reports...',
  refreshing: 'Refreshing reports...',
  noReports: 'No Reports Found',
  noReportsSearching: 'No reports match your search criteria.',
  noReportsYet: "You haven't completed any assessments yet.",
  // A page the viewer may not see, or that is not there for them
  notFoundTitle: 'Report not found',
  notFoundText: 'There is no report here that you can open. It may belong to someone else, or the link may be wrong.',
  notAllowedTitle: 'For teachers and administrators',
  notAllowedText: "Reports of students and classes are for the teachers and administrators who manage them. Your own results are in My Reports.",
  backToMyReports: 'Go to My Reports',
  noPendingJobs: 'No Pending Jobs',
  noPendingJobsText: 'All your assessments have been processed successfully.',
  downloadReport: 'Download Report',
  loadingReports: 'Loading reports...',
  // Teacher home
  overviewTab: 'Overview',
  studentsTab: 'Students',
  classesTab: 'Classes',
  analyticsTab: 'Analytics',
  viewStudents: 'View Students',
  viewClasses: 'View Classes',
  viewAnalytics: 'View Analytics',
  /** A class's completion, counted as the class page counts it ("2 of 3 submitted"). */
  submittedOf: (made: number, due: number) => `${made} of ${due} submitted`,
  // Student Reports (spec 02 §2)
  studentReportsTitle: 'Student Reports',
  refreshReports: 'Refresh Reports',
  assessmentsTab: 'Assessments',
  selectAssessment: 'Select an assessment to view its details',
  noFeedback: 'No feedback available.',
  exportReport: 'Export Report',
  exportProgress: 'Export Progress Report',
  noProgress: 'No progress data available for this student.',
  noImprovementAreas: 'No specific areas for improvement identified.',
  subjectPerformance: 'Subject Performance',
  areasForImprovement: 'Areas for Improvement',
  // Assessment report detail (spec 02 §2)
  print: 'Print',
  share: 'Share',
  downloadPdf: 'Download PDF',
  linkCopied: 'Link copied to clipboard!',
  summaryTab: 'Summary',
  questionsTab: 'Questions',
  feedbackTab: 'Feedback',
  strongAreas: 'Strong Areas',
  showLess: 'Show Less',
  noQuestionsMatch: 'No questions match the selected filter.',
  noQuestions: 'No question breakdown available for this assessment.',
  overallAssessment: 'Overall Assessment',
  suggestions: 'Suggestions for Improvement',
  noSuggestions: 'No specific suggestions available.',
  gradingNotes: 'Notes from the grader',
  detailsNotFound: 'Assessment details not found.',
  yourAnswer: 'Your Answer',
  correctAnswer: 'Correct Answer',
  feedback: 'Feedback',
  // Errors (spec 02 §8)
  loadReportsFailed: 'Failed to load reports. Please try again.',
  loadPendingJobsFailed: 'Failed to load pending jobs',
  refreshFailed: 'Failed to refresh reports',
  loadStudentReportsFailed: 'Failed to load student reports',
  loadDetailsFailed: 'Failed to load assessment details',
  loadProgressFailed: 'Failed to load progress report',
  loadAssessmentReportFailed: 'Failed to load assessment report',
  exportFailed: 'Failed to export report',
  noToken: 'No authentication token available',
  studentIdRequired: 'Student ID is required',
  retry: 'Retry',
  // The teacher screens the specification leaves out
  studentsTitle: 'Students',
  searchStudents: 'Search students...',
  noStudents: 'No students yet',
  noStudentsText: 'Add students in Management to see their reports here.',
  noStudentsMatch: 'No students match your search.',
  classesTitle: 'Classes',
  noClasses: 'No classes yet',
  noClassesText: 'Create a class in Management to see its report here.',
  classReportTitle: 'Class Report',
  noClassAssessments: 'No graded assessments in this class yet.',
  distribution: 'Distribution of marks',
  questionAverages: 'Average per question',
  belowThreshold: 'Students below the threshold',
  threshold: 'Threshold (%)',
  noneBelow: 'No student is below the threshold.',
  loadStudentsFailed: 'Failed to load students',
  loadClassesFailed: 'Failed to load classes',
  loadClassReportFailed: 'Failed to load the class report',
  classNotFound: 'Class not found.',
  // Review (decision 14)
  reviewHistory: 'History of changes',
  noHistory: 'No changes yet: these are the AI grader’s marks.',
  studentSees: 'What the student sees',
} as const;

/** The label of marks a teacher has not released yet, and of released ones (decision 14). */
/** The review state in each reader's words: the student's "by your teacher", the teacher's own "to the student". */
export const REVIEW_LABELS = {
  provisional: 'AI grade, awaiting teacher review',
  released: 'Released by your teacher',
  releasedToStudent: 'Released to the student',
} as const;

export function reviewLabel(provisional: boolean, teacher: boolean): string {
  if (provisional) return REVIEW_LABELS.provisional;
  return teacher ? REVIEW_LABELS.releasedToStudent : REVIEW_LABELS.released;
}

/** 'Score: 82%' on a graded report card, the percentage rounded to a whole number (spec 02 §2). */
export const scoreText = (percentage: number) => `Score: ${Math.round(percentage)}%`;

/** The '+N more' toggle of a Summary list (spec 02 §2). */
export const moreText = (hidden: number) => `+${hidden} more`;

/** Summary lists show this many items until expanded (spec 02 §9). */
export const SUMMARY_ITEMS_SHOWN = 3;

/** Refresh shows its busy state for about a second (spec 02 §2, refresh indicator 1000 ms). */
export const REFRESH_INDICATOR_MS = 1000;

/** The class report lists students below this percentage until the teacher changes it. */
export const DEFAULT_THRESHOLD = 50;

export const TREND_TEXT: Record<string, string> = { improving: '↑ Improving', declining: '↓ Declining', stable: '→ Stable' };

export const HISTORY_FAILED = 'Failed to load the history of changes';
