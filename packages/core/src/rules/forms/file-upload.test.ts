import { describe, expect, it } from 'vitest';
import { dropRejections, LIBRARY_UPLOAD_MAX_BYTES, tooManyFilesRejection, validateFileUploadForm } from './file-upload.js';

describe('Upload Files dialog', () => {
  it('needs an entity id, then at least one file', () => {
    expect(validateFileUploadForm({ entityId: ' ', files: [{}] })).toBe('Entity ID is required');
    expect(validateFileUploadForm({ entityId: 'a1', files: [] })).toBe('Please select at least one file to upload');
    expect(validateFileUploadForm({ entityId: 'a1', files: [{}] })).toBeNull();
  });

  it('accepts PDFs up to 52428800 bytes', () => {
    expect(LIBRARY_UPLOAD_MAX_BYTES).toBe(52428800);
    expect(dropRejections({ name: 'a.pdf', size: 52428800, type: 'application/pdf' })).toEqual([]);
  });

  it('refuses with the drop zone texts', () => {
    expect(dropRejections({ name: 'a.png', size: 52428801, type: 'image/png' })).toEqual([
      { code: 'file-invalid-type', message: 'File type must be application/pdf' },
      { code: 'file-too-large', message: 'File is larger than 52428800 bytes' },
    ]);
    expect(dropRejections({ name: 'a.pdf', size: 0, type: 'application/pdf' }, { minSize: 1024 })).toEqual([
      { code: 'file-too-small', message: 'File is smaller than 1024 bytes' },
    ]);
    expect(dropRejections({ name: 'a.PDF', size: 1, type: '' }, { accept: ['application/pdf', '.pdf'] })).toEqual([]);
    expect(tooManyFilesRejection(3, { maxFiles: 2 })).toEqual({ code: 'too-many-files', message: 'Too many files' });
    expect(tooManyFilesRejection(5)).toBeNull();
    expect(tooManyFilesRejection(6)).toEqual({ code: 'too-many-files', message: 'Too many files' });
  });
});
