// The texts of the file details dialog.

export const DETAILS_TEXTS = {
  title: 'File Details',
  download: 'Download',
  delete: 'Delete',
  close: 'Close',
  current: 'Current',
  versions: 'Version history',
  preview: (name: string) => `Preview of ${name}`,
  previewLoading: 'Loading preview...',
  openInTab: 'Open in a new tab',
  previewNone: 'No preview is available for this file.',
  previewFailed: 'The preview could not be loaded. You can still download the file.',
  confirmTitle: 'Delete File',
  confirm: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  cancel: 'Cancel',
  version: (n: number | null) => `Version ${n ?? 1}`,
} as const;
