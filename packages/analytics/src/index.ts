// @assess/analytics: the Analytics Dashboard as a React component. Importing it defines no tag (see ./define).
export { Analytics, type AnalyticsProps } from './Analytics/Analytics.tsx';
export { ANALYTICS_RANGES, ANALYTICS_TEXTS, DEFAULT_RANGE, DEFAULT_SUBJECT, type AnalyticsRange } from './Analytics/texts.ts';
export { loadAnalytics, loadClassProgress, loadSubjectProgress, type AnalyticsView } from './Analytics/loadAnalytics.ts';
export { ProgressChart, type ProgressChartProps } from './ProgressChart/ProgressChart.tsx';
