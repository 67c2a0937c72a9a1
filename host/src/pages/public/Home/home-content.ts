import type { ComponentType } from 'react';
import { AnalyticsIcon, AssignmentIcon, BoltIcon, FolderIcon, GroupIcon, ShieldIcon } from '../../../components/icons.tsx';

/** The claims of spec 01 §1, shown under the hero. */
export const HOME_CLAIMS = [
  { value: '10K+', label: 'Students' },
  { value: '95%', label: 'Faster Grading' },
  { value: '99.9%', label: 'Uptime' },
] as const;

export interface FeatureCard {
  title: string;
  description: string;
  icon: ComponentType<{ size?: number }>;
}

export const HOME_FEATURES: readonly FeatureCard[] = [
  {
    title: 'AI-Assisted Grading',
    description:
      'Upload answer papers as PDF. Every question is marked against your mark scheme, with written feedback for each answer.',
    icon: BoltIcon,
  },
  {
    title: 'Teacher Review & Override',
    description:
      'AI grades stay provisional until a teacher has reviewed them. Change any mark or comment, then release results to students.',
    icon: AssignmentIcon,
  },
  {
    title: 'Reports & Analytics',
    description:
      'See performance by subject, strengths and areas to improve, and progress over time, for a student or a whole class.',
    icon: AnalyticsIcon,
  },
  {
    title: 'Upload & Validate',
    description: 'Check a paper before it counts: upload it, follow the grading job and read the result in minutes.',
    icon: FolderIcon,
  },
  {
    title: 'Classes & Students',
    description: 'Organise classes, invite students with a code and give every teacher a clear view of their groups.',
    icon: GroupIcon,
  },
  {
    title: 'Private by Design',
    description: 'Role-based access, FERPA and GDPR aligned data handling, and student data used only for education.',
    icon: ShieldIcon,
  },
];

export const HOME_STEPS = [
  { title: 'Create an assessment', text: 'Add the question paper and mark scheme, or let the AI draft questions for you.' },
  { title: 'Collect answer papers', text: 'Students submit their work as PDF from any device, in the browser or your LMS.' },
  { title: 'Review and release', text: 'Check the AI marks and feedback, adjust what you disagree with, and release grades.' },
] as const;
