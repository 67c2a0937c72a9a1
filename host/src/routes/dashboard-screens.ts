import { dashboardPath, routeTo, type RouteName } from '@assess/core';
import type { BreadcrumbItem } from '@assess/ui';

/** A dashboard route; until its screen arrives with its package it shows a placeholder (decision 19). */
export interface DashboardScreen {
  /** The route's name in core's route table. */
  route: RouteName;
  /** Relative to /dashboard. */
  path: string;
  title: string;
  /** The trail after Dashboard; defaults to the title alone. */
  breadcrumbs?: readonly BreadcrumbItem[];
}

const assessments = { label: 'Assessments', href: routeTo('assessments') };
const reports = { label: 'Reports', href: routeTo('reports') };
const classes = { label: 'Classes', href: routeTo('classes') };
const school = { label: 'School', href: routeTo('school') };
const settings = { label: 'Settings', href: routeTo('settings') };

/** A dashboard route by its name, with its pattern relative to /dashboard. */
const screen = (route: RouteName) => ({ route, path: dashboardPath(route) });

/**
 * The submission detail's address of spec 02 §2, relative to /dashboard: not a page of its own but another way in
 * to Assessment Details, which it opens (so it has no route name).
 */
export const SUBMISSION_DETAIL_PATH = 'assessments/detail/:assessmentId';

/** Every /dashboard sub-route of spec 01 §2 and spec 02 §2, with its title. */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { ...screen('profile'), title: 'User Profile', breadcrumbs: [{ label: 'Profile' }] },
  { ...screen('settings'), title: 'Settings' },
  { ...screen('subscriptionSettings'), title: 'Subscription Settings', breadcrumbs: [settings, { label: 'Subscription' }] },
  { ...screen('subscription'), title: 'Subscription' },
  { ...screen('help'), title: 'Help & Support', breadcrumbs: [{ label: 'Help' }] },
  { ...screen('school'), title: 'School Management', breadcrumbs: [{ label: 'School' }] },
  { ...screen('schoolMembers'), title: 'Member Management', breadcrumbs: [school, { label: 'Members' }] },
  { ...screen('schoolSettings'), title: 'School Settings', breadcrumbs: [school, { label: 'Settings' }] },
  { ...screen('management'), title: 'Management' },
  { ...screen('classes'), title: 'Class Management', breadcrumbs: [{ label: 'Classes' }] },
  { ...screen('createClass'), title: 'Create Class', breadcrumbs: [classes, { label: 'Create' }] },
  { ...screen('classDetails'), title: 'Class Details', breadcrumbs: [classes, { label: 'Details' }] },
  { ...screen('progress'), title: 'Progress Tracking', breadcrumbs: [{ label: 'Progress' }] },
  { ...screen('assessments'), title: 'My Assessments', breadcrumbs: [{ label: 'Assessments' }] },
  { ...screen('submitAssessment'), title: 'Submit New Assessment', breadcrumbs: [assessments, { label: 'Submit New' }] },
  { ...screen('createAssessment'), title: 'Create Assessment', breadcrumbs: [assessments, { label: 'Create' }] },
  { route: 'assessmentDetails', path: SUBMISSION_DETAIL_PATH, title: 'Assessment Detail', breadcrumbs: [assessments, { label: 'Detail' }] },
  { ...screen('assessmentDetails'), title: 'Assessment Details', breadcrumbs: [assessments, { label: 'Details' }] },
  { ...screen('validation'), title: 'Upload & Validate', breadcrumbs: [{ label: 'Validation' }] },
  { ...screen('files'), title: 'My Files', breadcrumbs: [{ label: 'Files' }] },
  { ...screen('reports'), title: 'My Reports', breadcrumbs: [{ label: 'Reports' }] },
  { ...screen('studentReportsList'), title: 'Student Reports', breadcrumbs: [reports, { label: 'Students' }] },
  { ...screen('classReportsList'), title: 'Class Reports', breadcrumbs: [reports, { label: 'Classes' }] },
  { ...screen('studentReports'), title: 'Student Reports', breadcrumbs: [reports, { label: 'Student Reports' }] },
  { ...screen('assessmentReport'), title: 'Assessment Report', breadcrumbs: [reports, { label: 'Assessment Report' }] },
  { ...screen('teacherStudentsReport'), title: 'Students Report', breadcrumbs: [reports, { label: 'Students' }] },
  { ...screen('classReport'), title: 'Class Report', breadcrumbs: [reports, { label: 'Class' }] },
  {
    ...screen('teacherAssessmentReport'),
    title: 'Assessment Report',
    breadcrumbs: [reports, { label: 'Assessment' }],
  },
  { ...screen('analytics'), title: 'Analytics Dashboard', breadcrumbs: [{ label: 'Analytics' }] },
];
