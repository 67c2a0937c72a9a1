// The file library's own texts (spec 02 §2, §8).
import type { ENTITY_TYPES, GENERATED_ASSESSMENT_TYPES } from '@assess/core';

export const LIBRARY_TEXTS = {
  title: 'My Files',
  subtitle: 'Manage your assessments, mark schemes, and resources',
  secure: 'Secure Storage',
  fast: 'Fast Access',
  search: 'Search files...',
  searchLabel: 'Search files',
  clearSearch: 'Clear search',
  allFiles: 'All Files',
  generated: 'AI Generated',
  mode: 'Files shown',
  view: 'View',
  grid: 'Grid view',
  list: 'List view',
  filters: 'Filters',
  upload: 'Upload',
  clearAll: 'Clear all',
  loading: 'Loading Your Files...',
  retry: 'Retry',
  emptyTitle: 'No files found',
  emptyFiltered: 'No files match your current filters. Try adjusting your search criteria.',
  emptyNew: 'Start by uploading your first file. You can add question papers, mark schemes, student answers, and more.',
  uploadFirst: 'Upload your first file',
  // AI Generated holds only what Assess wrote, so an upload would never appear there.
  emptyGenerated:
    'Files Assess generates appear here: question papers and mark schemes from Create Assessment, and weak-areas PDFs of graded work. Your uploads stay under All Files.',
} as const;

/** What the library says when a call fails; the server's own message wins when it sent one. */
export const FILE_MESSAGES = {
  load: 'Failed to load files',
  delete: 'Failed to delete file',
  download: 'Failed to download file',
  upload: 'Upload failed',
} as const;

export const FILTER_TEXTS = {
  title: 'Filters',
  entityType: 'Entity type',
  fileType: 'File type',
  sortBy: 'Sort by',
  sortOrder: 'Order',
  pageSize: 'Items per page',
  subject: 'Subject',
  difficulty: 'Difficulty level',
  assessmentType: 'Assessment type',
  all: 'All',
  newest: 'Descending',
  oldest: 'Ascending',
  close: 'Close filters',
  reset: 'Reset filters',
} as const;

export const ENTITY_TYPE_LABELS: Record<(typeof ENTITY_TYPES)[number], string> = {
  assessment: 'Assessment',
  question: 'Question',
  student_assessment: 'Student Assessment',
  resource: 'Resource',
};

export const ASSESSMENT_TYPE_LABELS: Record<(typeof GENERATED_ASSESSMENT_TYPES)[number], string> = {
  weak_areas_focused: 'Weak areas focused',
  general: 'General',
};

/** The fields the library sorts by, each with its name in Sort by (query.ts takes SortField from here). */
export const SORT_LABELS = {
  uploaded_at: 'Upload date',
  file_name: 'Name',
  file_type: 'File type',
  file_size: 'Size',
} as const;
