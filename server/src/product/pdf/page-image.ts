// A page of a PDF drawn as a PNG (pdf.js through unpdf, on @napi-rs/canvas), for the mark-scheme read-out to show a
// question beside the page it was read from. Runs in a worker thread of the CPU pool, on the project's Node 24 (pdf.js
// needs Node 22 or newer, as the grader does).
import { getDocumentProxy, renderPageAsImage } from 'unpdf';

/** Pages are drawn this wide (in pixels): legible beside the read-out, small enough to send at once. */
export const PAGE_IMAGE_WIDTH = 1000;

/** The page (from 1) as a PNG, or null when the PDF has no such page. */
export async function renderPagePng(bytes: Uint8Array, pageNumber: number): Promise<Uint8Array | null> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 } as never);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) return null;
    const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), width: PAGE_IMAGE_WIDTH });
    return new Uint8Array(png);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
