// The texts of the Management screen and of its reads of classes and students.

export const MANAGEMENT_TEXTS = {
  title: 'Management',
  classesTab: 'Class Management',
  studentsTab: 'Student Management',
  staffTab: 'Staff',
} as const;

export const CLASS_LOAD_MESSAGES = { fetch: 'Failed to fetch data', refresh: 'Failed to refresh data' } as const;

export const STUDENT_LOAD_MESSAGE = 'Failed to fetch students';
