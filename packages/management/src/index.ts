// @assess/management: classes, students and invitations as a React component. Importing it defines no tag (see ./define).
export { Management, type ManagementProps, type ManagementTab } from './Management/Management.tsx';
export { MANAGEMENT_TEXTS } from './Management/texts.ts';
export { ClassDetails, type ClassDetailsProps } from './ClassDetails/ClassDetails.tsx';
export { CLASS_DETAILS_TEXTS } from './ClassDetails/texts.ts';
export { CLASS_SNACKBAR_MS } from './Classes/ClassesPanel.tsx';
export { CLASSES_TEXTS } from './Classes/texts.ts';
export { STUDENTS_TEXTS } from './Students/texts.ts';
export { loadClassDetails, type ClassDetailsData } from './ClassDetails/loadClassDetails.ts';
