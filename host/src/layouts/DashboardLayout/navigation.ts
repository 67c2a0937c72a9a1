import { routeTo } from '@assess/core';
import type { ComponentType } from 'react';
import { AnalyticsIcon, AssignmentIcon, DashboardIcon, FolderIcon, ReportIcon, UploadIcon } from '../../components/icons.tsx';

export interface DrawerLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
}

export interface DrawerGroup {
  /** Shown above the group's links; null for the top link. */
  heading: string | null;
  links: readonly DrawerLink[];
}

/** The dashboard drawer (spec 01 §2); the same for every role. */
export const DRAWER_GROUPS: readonly DrawerGroup[] = [
  { heading: null, links: [{ to: routeTo('dashboard'), label: 'Dashboard', icon: DashboardIcon }] },
  {
    heading: 'LEARNING',
    links: [
      { to: routeTo('assessments'), label: 'Assessments', icon: AssignmentIcon },
      { to: routeTo('validation'), label: 'Upload & Validate', icon: UploadIcon },
      { to: routeTo('files'), label: 'My Files', icon: FolderIcon },
    ],
  },
  {
    heading: 'ANALYTICS',
    links: [
      { to: routeTo('reports'), label: 'My Reports', icon: ReportIcon },
      { to: routeTo('analytics'), label: 'Analytics', icon: AnalyticsIcon },
    ],
  },
];
