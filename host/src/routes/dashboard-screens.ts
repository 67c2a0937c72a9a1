import type { BreadcrumbItem } from '@assess/ui';

/** A dashboard route; until its screen arrives with its package it shows a placeholder (decision 19). */
export interface DashboardScreen {
  /** Relative to /dashboard. */
  path: string;
  title: string;
  /** The trail after Dashboard; defaults to the title alone. */
  breadcrumbs?: readonly BreadcrumbItem[];
}

const assessments = { label: 'Assessments', href: '/dashboard/assessments' };
const reports = { label: 'Reports', href: '/dashboard/reports' };
const classes = { label: 'Classes', href: '/dashboard/classes' };
const school = { label: 'School', href: '/dashboard/school' };
const settings = { label: 'Settings', href: '/dashboard/settings' };

/** Every /dashboard sub-route of spec 01 §2 and spec 02 §2, with its title. */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: 'profile', title: 'User Profile', breadcrumbs: [{ label: 'Profile' }] },
  { path: 'settings', title: 'Settings' },
  { path: 'settings/subscription', title: 'Subscription Settings', breadcrumbs: [settings, { label: 'Subscription' }] },
  { path: 'subscription', title: 'Subscription' },
  { path: 'help', title: 'Help & Support', breadcrumbs: [{ label: 'Help' }] },
  { path: 'school', title: 'School Management', breadcrumbs: [{ label: 'School' }] },
  { path: 'school/members', title: 'Member Management', breadcrumbs: [school, { label: 'Members' }] },
  { path: 'school/settings', title: 'School Settings', breadcrumbs: [school, { label: 'Settings' }] },
  { path: 'management', title: 'Management' },
  { path: 'classes', title: 'Class Management', breadcrumbs: [{ label: 'Classes' }] },
  { path: 'classes/create', title: 'Create Class', breadcrumbs: [classes, { label: 'Create' }] },
  { path: 'classes/:classId', title: 'Class Details', breadcrumbs: [classes, { label: 'Details' }] },
  { path: 'progress', title: 'Progress Tracking', breadcrumbs: [{ label: 'Progress' }] },
  { path: 'assessments', title: 'My Assessments', breadcrumbs: [{ label: 'Assessments' }] },
  { path: 'assessments/upload', title: 'Submit New Assessment', breadcrumbs: [assessments, { label: 'Submit New' }] },
  { path: 'assessments/create', title: 'Create Assessment', breadcrumbs: [assessments, { label: 'Create' }] },
  { path: 'assessments/detail/:assessmentId', title: 'Assessment Detail', breadcrumbs: [assessments, { label: 'Detail' }] },
  { path: 'assessments/:assessmentId', title: 'Assessment Details', breadcrumbs: [assessments, { label: 'Details' }] },
  { path: 'validation', title: 'Upload & Validate', breadcrumbs: [{ label: 'Validation' }] },
  { path: 'files', title: 'My Files', breadcrumbs: [{ label: 'Files' }] },
  { path: 'reports', title: 'My Reports', breadcrumbs: [{ label: 'Reports' }] },
  { path: 'reports/students', title: 'Student Reports', breadcrumbs: [reports, { label: 'Students' }] },
  { path: 'reports/classes', title: 'Class Reports', breadcrumbs: [reports, { label: 'Classes' }] },
  { path: 'reports/student/:studentId', title: 'Student Reports', breadcrumbs: [reports, { label: 'Student Reports' }] },
  { path: 'reports/assessment/:reportId', title: 'Assessment Report', breadcrumbs: [reports, { label: 'Assessment Report' }] },
  { path: 'reports/teacher/:teacherId/students', title: 'Students Report', breadcrumbs: [reports, { label: 'Students' }] },
  { path: 'reports/teacher/:teacherId/class/:classId', title: 'Class Report', breadcrumbs: [reports, { label: 'Class' }] },
  {
    path: 'reports/teacher/:teacherId/assessment/:assessmentId',
    title: 'Assessment Report',
    breadcrumbs: [reports, { label: 'Assessment' }],
  },
  { path: 'analytics', title: 'Analytics Dashboard', breadcrumbs: [{ label: 'Analytics' }] },
];
