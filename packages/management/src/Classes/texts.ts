// The texts of the Classes tab and its dialogs.
import { countOf } from '@assess/core';

export const CLASSES_TEXTS = {
  heading: 'Classes',
  refresh: 'Refresh',
  create: 'Create Class',
  empty: 'No classes found. Create your first class to get started.',
  noSubject: 'No Subject Assigned',
  noDescription: 'No description provided',
  noYearGroup: 'No Year Group',
  students: (count: number) => countOf(count, 'Student'),
  academicYear: (year: string) => `Academic Year: ${year}`,
  addStudents: 'Add Students',
  details: 'Details',
  edit: (name: string) => `Edit ${name}`,
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  saveFailed: 'Failed to save class',
  refreshed: 'Data refreshed',
  loading: 'Loading classes...',
} as const;

export const CLASS_DIALOG_TEXTS = {
  createTitle: 'Create New Class',
  editTitle: (name: string) => `Edit Class: ${name}`,
  noSubject: 'No subject',
  newSubject: 'New subject',
  newSubjectPlaceholder: 'Type a subject that is not in the list',
  createSubject: 'Create subject',
  createNamed: (name: string) => `Create "${name}"`,
  subjectCreated: 'Subject created successfully',
  subjectFailed: 'Failed to create subject',
} as const;

export const ADD_STUDENTS_TEXTS = {
  title: (name: string) => `Add Students to ${name}`,
  intro: 'Choose the students to put in this class. A student who is in another class moves to this one.',
  none: 'All your students are already in this class. Add new students under Student Management.',
  loadFailed: 'Failed to fetch students',
  failed: 'Failed to add students',
  submit: (count: number) => (count === 0 ? 'Add Students' : `Add ${countOf(count, 'Student')}`),
  added: (count: number, name: string) => `${countOf(count, 'student')} added to ${name}`,
} as const;
