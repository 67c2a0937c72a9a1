// @assess/analytics: the Analytics Dashboard as a React component. Importing it defines no tag (see ./define).
export { Analytics, type AnalyticsProps } from './Analytics/Analytics.tsx';
export { ANALYTICS_RANGES, ANALYTICS_TEXTS, DEFAULT_RANGE, DEFAULT_SUBJECT, type AnalyticsRange } from './Analytics/texts.ts';
export {
  OVERVIEW_PATH,
  classAnalyticsPath,
  loadAnalytics,
  loadClassProgress,
  loadSubjectProgress,
  loadTeacherRoster,
  studentAnalyticsPath,
  subjectProgressPath,
  type AnalyticsLoadResult,
} from './Analytics/loadAnalytics.ts';
export { ProgressChart, type ProgressChartProps } from './ProgressChart/ProgressChart.tsx';
