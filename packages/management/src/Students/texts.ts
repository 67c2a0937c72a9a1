// The texts of the Students tab and its dialogs.
import { countOf, pluralWord } from '@assess/core';

export const STUDENTS_TEXTS = {
  heading: 'Student Management',
  refresh: 'Refresh',
  add: 'Add Student',
  import: 'Import CSV',
  caption: 'Students',
  empty: 'No students found. Click "Add Student" to create one.',
  loading: 'Loading students...',
  created: 'Student created successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted successfully',
  createFailed: 'Failed to create student',
  updateFailed: 'Failed to update student',
  deleteFailed: 'Failed to delete student',
  inviteFailed: 'Failed to send invitation',
  edit: (name: string) => `Edit ${name}`,
  invite: (name: string) => `Send invitation to ${name}`,
  remove: (name: string) => `Delete ${name}`,
} as const;

export const INVITATION_TEXTS = {
  title: 'Student Invitation',
  sent: 'Invitation sent successfully',
  linkLabel: 'Invitation link',
  copy: 'Copy Link',
  copied: 'Invitation link copied to clipboard',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  explanation: (name: string) =>
    `${name} can register an account with this link. The account links automatically to their student record.`,
} as const;

export const STUDENT_DIALOG_TEXTS = { addTitle: 'Add New Student', editTitle: 'Edit Student', noClass: 'No class' } as const;

export const IMPORT_TEXTS = {
  title: 'Import Students',
  intro: 'Choose a CSV file with the columns name, email, student ID and class. A first row naming the columns is recognised.',
  fileLabel: 'CSV file',
  checking: 'Checking the file...',
  ready: 'Ready',
  summary: (ready: number, withProblems: number) =>
    `${countOf(ready, 'student')} ready to import` +
    (withProblems > 0 ? `; ${countOf(withProblems, 'row')} ${pluralWord(withProblems, 'has', 'have')} problems and will not be saved.` : '.'),
  submit: (count: number) => `Import ${countOf(count, 'Student')}`,
  imported: (count: number) => `Imported ${countOf(count, 'student')}.`,
  inviteAll: (count: number) => `Invite All (${count})`,
  invited: (count: number) => `Invitations sent to ${countOf(count, 'student')}.`,
  inviteFailed: (name: string, reason: string) => `${name}: ${reason}`,
  unreadable: 'The file could not be read.',
  checkFailed: 'Failed to check the file',
  importFailed: 'Failed to import students',
  inviteFailedBase: 'Failed to send invitation',
  classChoice: 'Class for the students',
  byColumn: "As the file's class column says (a class name or a year group)",
  classChoiceHelp: 'A file that names a year group ("Year 10") is placed in your class of that year group; or choose one class for every student in the file.',
  notImported: (count: number) => `${countOf(count, 'row')} not imported, each with its reason:`,
  downloadNotImported: 'Download these rows (CSV)',
  notImportedFile: 'students-not-imported.csv',
} as const;

export const DELETE_TEXTS = {
  title: 'Confirm Delete',
  question: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
} as const;
