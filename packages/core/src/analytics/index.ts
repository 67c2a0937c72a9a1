// @assess/core/analytics: the pure transformations of analytics answers that other code uses.
export type { ReportQuestion, ReportQuestionPart } from './answer-groups.js';
export type { ClassProgress } from './class-progress.js';
export { recentReportsShown } from './dashboard.js';
export { analyticsOverviewStats } from './overview-stats.js';
export { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview } from './overview.js';
export type { QuestionStatus } from './question-status.js';
export { DEFAULT_GENERAL_RECOMMENDATIONS, recommendationsOrDefault } from './recommendations.js';
export { type AssessmentReportSummary, roundedPercentage, summariseAssessmentReport } from './report-detail.js';
export { reportsHomeCountedText, reportsHomeStats } from './reports-home.js';
export {
  emptySubjectProgress,
  progressChartStats,
  subjectLastUpdate,
  subjectOverallScore,
} from './subject-progress.js';
export { topicGroups, topicText } from './topics.js';
