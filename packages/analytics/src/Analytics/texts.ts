// Every text of the Analytics Dashboard (spec 02 §2 and §8), in one place so that tests can assert them.

export const ANALYTICS_TEXTS = {
  title: 'Analytics Dashboard',
  rangeLabel: 'Period',
  refresh: 'Refresh',
  lastUpdated: 'Last updated',
  loadingTitle: 'Loading Analytics...',
  loadingDescription: 'Please wait while we analyze your performance data.',
  loadFailed: 'Failed to load analytics',
  sampleWarning: 'Unable to load live analytics data. Showing sample data.',
  tabsLabel: 'Analytics sections',
  overview: 'Overview',
  subjectProgress: 'Subject Progress',
  recommendations: 'Recommendations',
  totalReports: 'Total Reports',
  averageScore: 'Average Score',
  highestScore: 'Highest Score',
  improvement: 'Improvement',
  performanceBySubject: 'Performance by Subject',
  noPerformanceTitle: 'No Performance Data Available',
  noPerformanceDescription: 'Complete assessments to see your performance by subject',
  recentReports: 'Recent Reports',
  noRecentReportsTitle: 'No Recent Reports',
  noRecentReportsDescription: 'Your assessment results will appear here',
  strengthAreas: 'Strength Areas',
  improvementAreas: 'Improvement Areas',
  noDataAvailable: 'No data available',
  reportsCompleted: 'Reports Completed',
  lastUpdate: 'Last Update',
  progressOverTime: 'Progress Over Time',
  best: 'Best',
  trend: 'Trend',
  noProgressYetTitle: 'No progress data available yet',
  noProgressYetDescription: 'Complete assessments to see your progress',
  strengths: 'Strengths',
  areasToImprove: 'Areas to Improve',
  noProgressTitle: 'No Progress Data Available',
  takeAnAssessment: 'Take an Assessment',
  loadingProgress: 'Loading subject progress...',
  loadingRecommendations: 'Loading recommendations...',
  focusArea: 'Focus Area',
  needsAttention: 'needs attention',
  generalRecommendations: 'General Recommendations',
  topicRecommendations: 'Topic-Specific Recommendations',
  noRecommendationsTitle: 'No Recommendations Available',
  noRecommendationsDescription: 'Complete more assessments to get personalized recommendations',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  chartKeys: 'Use the left and right arrow keys to read each point; up and down to change line.',
  date: 'Date',
  score: 'Score',
  noneYet: 'None yet',
  // A teacher's analytics.
  viewing: 'Show analytics for',
  aStudent: 'A student',
  aClass: 'A class',
  student: 'Student',
  class: 'Class',
  chooseStudent: 'Choose a student',
  chooseClass: 'Choose a class',
  chooseSomeoneTitle: 'Choose a student or a class',
  chooseSomeoneDescription: 'Pick one of your students to see their analytics, or a class to see how it is doing as a whole.',
  noLinkedStudents: 'None of your students has linked an account yet.',
  noClasses: 'You have no classes yet.',
  classAverage: 'Class Average',
  classAverageOverTime: 'Class Average Over Time',
  students: 'Students',
  showEachStudent: "Show each student's line",
  openStudent: 'Open analytics',
  noClassDataTitle: 'No results in this period',
  noClassDataDescription: "The class's results will appear here once its students' assessments are graded.",
  classLoadFailed: 'Failed to load class analytics',
  listLoadFailed: 'Failed to load your students and classes',
  tryAgain: 'Try Again',
} as const;

export const ANALYTICS_RANGES = [
  { value: '7d', label: '7 Days' },
  { value: '30d', label: '30 Days' },
  { value: '90d', label: '90 Days' },
  { value: '1y', label: '1 Year' },
] as const;

export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]['value'];
export const DEFAULT_RANGE: AnalyticsRange = '30d';
/** Subject Progress opens on this subject when none was chosen (spec 02 §9). */
export const DEFAULT_SUBJECT = 'biology';
/** Panels fade in over this long (spec 02 §2). */
export const PANEL_FADE_MS = 500;

export function isAnalyticsRange(value: unknown): value is AnalyticsRange {
  return ANALYTICS_RANGES.some((range) => range.value === value);
}
