/** Feature categories, the eight integrations and integration support (spec 01 §1). */
export const FEATURE_CATEGORIES = [
  {
    title: 'Assessment & Grading',
    items: [
      'AI marking of PDF answer papers against your mark scheme',
      'Question-by-question feedback for every student',
      'Teacher review and override of every AI grade before release',
      'Create assessments from files or with AI-generated questions',
    ],
  },
  {
    title: 'Analytics & Reports',
    items: [
      'Performance by subject and progress over time',
      'Strength and improvement areas with recommendations',
      'Student, class and assessment reports',
      'Printable and shareable report pages',
    ],
  },
  {
    title: 'Classes & Collaboration',
    items: [
      'Classes, year groups and student records',
      'Student invitations by code',
      'A file library for papers, mark schemes and resources',
      'Role-based access for admins, teachers and students',
    ],
  },
  {
    title: 'Security & Privacy',
    items: [
      'FERPA, GDPR, COPPA and CCPA aligned data handling',
      'Encrypted connections and short-lived sign-in tokens',
      'Student data used only for education',
      'Data export and deletion on request',
    ],
  },
] as const;

export interface Integration {
  name: string;
  kind: 'Learning management system' | 'Classroom' | 'Single sign-on' | 'Video meetings';
}

export const INTEGRATIONS: readonly Integration[] = [
  { name: 'Canvas', kind: 'Learning management system' },
  { name: 'Moodle', kind: 'Learning management system' },
  { name: 'Blackboard', kind: 'Learning management system' },
  { name: 'Schoology', kind: 'Learning management system' },
  { name: 'Google Classroom', kind: 'Classroom' },
  { name: 'Clever', kind: 'Single sign-on' },
  { name: 'ClassLink', kind: 'Single sign-on' },
  { name: 'Zoom', kind: 'Video meetings' },
];

export const INTEGRATION_SUPPORT = [
  { title: 'LTI 1.3', text: 'Open Assess screens inside a course, with single sign-on, deep linking and grade passback.' },
  { title: 'Embeddable components', text: 'Drop a tag such as <assess-usage-summary> into your own portal.' },
  { title: 'Custom integration', text: 'Need another system? Contact us and we will work with your team on a custom integration.' },
] as const;
