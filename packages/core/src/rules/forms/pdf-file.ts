/** What the form rules need from a picked file (a browser File fits). */
export interface PickedFile {
  name: string;
  size: number;
  type?: string;
}

export const PDF_ONLY_MESSAGE = 'Only PDF files are allowed';
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
