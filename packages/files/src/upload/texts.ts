// The texts of the upload dialog.
import type { VISIBILITIES } from '@assess/core';

export const UPLOAD_TEXTS = {
  title: 'Upload Files',
  entityType: 'Entity Type',
  fileType: 'File Type',
  visibility: 'Visibility',
  entityId: 'Entity ID',
  entityIdPlaceholder: 'Enter assessment or resource ID',
  drop: 'Drag & drop files here, or click to select',
  supports: 'Supports PDF (up to 50MB each)',
  uploaded: 'Uploaded',
  cancel: 'Cancel',
  uploading: 'Uploading...',
  upload: (count: number) => `Upload ${count} file(s)`,
  close: 'Close',
} as const;

export const VISIBILITY_LABELS: Record<(typeof VISIBILITIES)[number], string> = { private: 'Private', public: 'Public', shared: 'Shared' };
