import { PDFDocument } from 'pdf-lib';

/** Whether the bytes open as a PDF document with at least one page (the whole-file parse). */
export async function parsesAsPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
