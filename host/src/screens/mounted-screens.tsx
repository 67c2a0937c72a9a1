import { dashboardPath } from '@assess/core';
import type { ComponentType } from 'react';
import { SUBMISSION_DETAIL_PATH } from '../routes/dashboard-screens.ts';

/** Loads a screen's module on first visit, so the public pages and sign-in never download the dashboards. */
export type ScreenLoader = () => Promise<ComponentType>;

/** The dashboard routes (relative to /dashboard) whose screens have arrived; the rest stay placeholders. */
export const MOUNTED_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  [dashboardPath('subscription')]: () => import('../pages/dashboard/Subscription/SubscriptionPage.tsx').then((module) => module.SubscriptionScreen),
  [dashboardPath('help')]: () => import('../pages/dashboard/Help/HelpPage.tsx').then((module) => module.HelpScreen),
  [dashboardPath('subscriptionSettings')]: () => import('../pages/dashboard/Subscription/SubscriptionPage.tsx').then((module) => module.SubscriptionSettingsScreen),
  [dashboardPath('assessments')]: () => import('./AssessmentListScreen.tsx').then((module) => module.AssessmentListScreen),
  [dashboardPath('submitAssessment')]: () => import('./SubmitAssessmentScreen.tsx').then((module) => module.SubmitAssessmentScreen),
  [dashboardPath('createAssessment')]: () => import('./CreateAssessmentScreen.tsx').then((module) => module.CreateAssessmentScreen),
  [SUBMISSION_DETAIL_PATH]: () => import('./AssessmentDetailsScreen.tsx').then((module) => module.SubmissionDetailRedirect),
  [dashboardPath('assessmentDetails')]: () => import('./AssessmentDetailsScreen.tsx').then((module) => module.AssessmentDetailsScreen),
  [dashboardPath('validation')]: () => import('./UploadValidateScreen.tsx').then((module) => module.UploadValidateScreen),
  [dashboardPath('files')]: () => import('./FilesScreen.tsx').then((module) => module.FilesScreen),
  [dashboardPath('analytics')]: () => import('./AnalyticsScreen.tsx').then((module) => module.AnalyticsScreen),
  [dashboardPath('management')]: () => import('./ManagementScreen.tsx').then((module) => module.ManagementScreen),
  [dashboardPath('classes')]: () => import('./ManagementScreen.tsx').then((module) => module.ManagementScreen),
  [dashboardPath('createClass')]: () => import('./ManagementScreen.tsx').then((module) => module.CreateClassScreen),
  [dashboardPath('classDetails')]: () => import('./ManagementScreen.tsx').then((module) => module.ClassDetailsScreen),
  [dashboardPath('reports')]: () => import('./ReportsScreen.tsx').then((module) => module.ReportsHomeScreen),
  [dashboardPath('studentReportsList')]: () => import('./ReportsScreen.tsx').then((module) => module.TeacherStudentsScreen),
  [dashboardPath('classReportsList')]: () => import('./ReportsScreen.tsx').then((module) => module.TeacherClassesScreen),
  [dashboardPath('studentReports')]: () => import('./ReportsScreen.tsx').then((module) => module.StudentReportsScreen),
  [dashboardPath('assessmentReport')]: () => import('./ReportsScreen.tsx').then((module) => module.ReportDetailScreen),
  [dashboardPath('teacherStudentsReport')]: () => import('./ReportsScreen.tsx').then((module) => module.TeacherStudentsScreen),
  [dashboardPath('classReport')]: () => import('./ReportsScreen.tsx').then((module) => module.ClassReportScreen),
};
