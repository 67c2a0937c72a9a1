import type { ComponentType } from 'react';

/** Loads a screen's module on first visit, so the public pages and sign-in never download the dashboards. */
export type ScreenLoader = () => Promise<ComponentType>;

/** The dashboard routes (relative to /dashboard) whose screens have arrived; the rest stay placeholders. */
export const MOUNTED_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  subscription: () => import('../pages/dashboard/Subscription/SubscriptionPage.tsx').then((module) => module.SubscriptionScreen),
  'settings/subscription': () => import('../pages/dashboard/Subscription/SubscriptionPage.tsx').then((module) => module.SubscriptionSettingsScreen),
  assessments: () => import('./AssessmentListScreen.tsx').then((module) => module.AssessmentListScreen),
  'assessments/upload': () => import('./SubmitAssessmentScreen.tsx').then((module) => module.SubmitAssessmentScreen),
  'assessments/create': () => import('./CreateAssessmentScreen.tsx').then((module) => module.CreateAssessmentScreen),
  'assessments/detail/:assessmentId': () => import('./AssessmentDetailsScreen.tsx').then((module) => module.SubmissionDetailRedirect),
  'assessments/:assessmentId': () => import('./AssessmentDetailsScreen.tsx').then((module) => module.AssessmentDetailsScreen),
  validation: () => import('./UploadValidateScreen.tsx').then((module) => module.UploadValidateScreen),
  files: () => import('./FilesScreen.tsx').then((module) => module.FilesScreen),
  analytics: () => import('./AnalyticsScreen.tsx').then((module) => module.AnalyticsScreen),
  management: () => import('./ManagementScreen.tsx').then((module) => module.ManagementScreen),
  classes: () => import('./ManagementScreen.tsx').then((module) => module.ManagementScreen),
  'classes/create': () => import('./ManagementScreen.tsx').then((module) => module.CreateClassScreen),
  'classes/:classId': () => import('./ManagementScreen.tsx').then((module) => module.ClassDetailsScreen),
  reports: () => import('./ReportsScreen.tsx').then((module) => module.ReportsHomeScreen),
  'reports/students': () => import('./ReportsScreen.tsx').then((module) => module.TeacherStudentsScreen),
  'reports/classes': () => import('./ReportsScreen.tsx').then((module) => module.TeacherClassesScreen),
  'reports/student/:studentId': () => import('./ReportsScreen.tsx').then((module) => module.StudentReportsScreen),
  'reports/assessment/:reportId': () => import('./ReportsScreen.tsx').then((module) => module.ReportDetailScreen),
  'reports/teacher/:teacherId/students': () => import('./ReportsScreen.tsx').then((module) => module.TeacherStudentsScreen),
  'reports/teacher/:teacherId/class/:classId': () => import('./ReportsScreen.tsx').then((module) => module.ClassReportScreen),
};
