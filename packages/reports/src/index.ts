// @assess/reports: the reports screens as one React component. Importing it defines no tag (see ./define).
export { Reports, REPORT_VIEWS, type ReportsProps, type ReportView } from './Reports.tsx';
export { REPORTS_TEXTS, REVIEW_LABELS } from './shared/texts.ts';
