/** What the form rules need from a picked file (a browser File fits). */
export interface PickedFile {
  name: string;
  size: number;
  type?: string;
}

export const PDF_ONLY_MESSAGE = 'Only PDF files are allowed';
export const EMPTY_FILE_MESSAGE = 'This file is empty (0 bytes)';
export const MEGABYTE = 1024 * 1024;

/**
 * PDF by MIME type, or by the .pdf extension when the browser reports no type. The server checks
 * the content; this only spares the user a wasted upload.
 */
export function isPdfFile(file: PickedFile): boolean {
  const type = (file.type ?? '').toLowerCase();
  if (type !== '') return type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

/** Every PDF starts with these bytes; the server refuses an upload that does not (415, 'Only PDF files are allowed'). */
const PDF_SIGNATURE = '%PDF-';

/**
 * What the browser can tell of a picked file's content before it is sent: that it is empty, or that its first
 * bytes are not a PDF's (a document renamed to .pdf). Null when it may be a PDF; the server checks the rest.
 */
export async function pdfContentProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_SIGNATURE ? null : PDF_ONLY_MESSAGE;
}
