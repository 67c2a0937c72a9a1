import { countOf } from '../format/plural.js';
import type { PickedFile } from './pdf-file.js';

/** Library uploads: PDF, at most 52428800 bytes (50 MB) each, several at once (spec 02 §5). */
export const LIBRARY_UPLOAD_MAX_BYTES = 52_428_800;
export const LIBRARY_UPLOAD_ACCEPT = ['application/pdf'] as const;
/** Files one Upload Files dialog takes at once; a file beyond them reads 'Too many files'. */
export const LIBRARY_UPLOAD_MAX_FILES = 5;

export const FILE_UPLOAD_MESSAGES = {
  entityIdRequired: 'Entity ID is required',
  noFiles: 'Please select at least one file to upload',
  tooManyFiles: 'Too many files',
} as const;

export interface FileUploadForm {
  entityId: string;
  files: readonly unknown[];
}

/** The Upload Files dialog's check before uploading; null when it may start. */
export function validateFileUploadForm(form: FileUploadForm): string | null {
  if (form.entityId.trim() === '') return FILE_UPLOAD_MESSAGES.entityIdRequired;
  if (form.files.length === 0) return FILE_UPLOAD_MESSAGES.noFiles;
  return null;
}

export type DropRejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

export interface DropRejection {
  code: DropRejectionCode;
  message: string;
}

export function fileTypeMessage(types: readonly string[]): string {
  return `File type must be ${types.join(', ')}`;
}

const bytes = (count: number) => countOf(count, 'byte');

export function fileTooLargeMessage(maxBytes: number): string {
  return `File is larger than ${bytes(maxBytes)}`;
}

export function fileTooSmallMessage(minBytes: number): string {
  return `File is smaller than ${bytes(minBytes)}`;
}

export interface DropzoneRules {
  accept?: readonly string[];
  maxSize?: number;
  minSize?: number;
  maxFiles?: number;
}

export const LIBRARY_DROPZONE: DropzoneRules = { accept: LIBRARY_UPLOAD_ACCEPT, maxSize: LIBRARY_UPLOAD_MAX_BYTES, maxFiles: LIBRARY_UPLOAD_MAX_FILES };

function typeAccepted(file: PickedFile, accept: readonly string[]): boolean {
  const type = (file.type ?? '').toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * Why the drop zone refuses a file, with the drop zone's texts (spec 02 §2): 'File type must be
 * {types}', 'File is larger than N bytes', 'File is smaller than N bytes'. Empty when it is accepted.
 */
export function dropRejections(file: PickedFile, rules: DropzoneRules = LIBRARY_DROPZONE): DropRejection[] {
  const rejections: DropRejection[] = [];
  if (rules.accept && rules.accept.length > 0 && !typeAccepted(file, rules.accept)) {
    rejections.push({ code: 'file-invalid-type', message: fileTypeMessage(rules.accept) });
  }
  if (rules.maxSize !== undefined && file.size > rules.maxSize) {
    rejections.push({ code: 'file-too-large', message: fileTooLargeMessage(rules.maxSize) });
  }
  if (rules.minSize !== undefined && file.size < rules.minSize) {
    rejections.push({ code: 'file-too-small', message: fileTooSmallMessage(rules.minSize) });
  }
  return rejections;
}

/** A drop of more files than allowed refuses each of them with 'Too many files'. */
export function tooManyFilesRejection(count: number, rules: DropzoneRules = LIBRARY_DROPZONE): DropRejection | null {
  if (rules.maxFiles === undefined || rules.maxFiles <= 0 || count <= rules.maxFiles) return null;
  return { code: 'too-many-files', message: FILE_UPLOAD_MESSAGES.tooManyFiles };
}
