// @assess/management: classes, students and invitations as a React component. Importing it defines no tag (see ./define).
export { Management, MANAGEMENT_TEXTS, type ManagementProps, type ManagementTab } from './Management/Management.tsx';
export { ClassDetails, CLASS_DETAILS_TEXTS, type ClassDetailsProps } from './ClassDetails/ClassDetails.tsx';
export { CLASSES_TEXTS, CLASS_SNACKBAR_MS } from './Classes/ClassesPanel.tsx';
export { STUDENTS_TEXTS } from './Students/StudentsPanel.tsx';
export { loadClassDetails, type ClassDetailsData } from './ClassDetails/loadClassDetails.ts';
