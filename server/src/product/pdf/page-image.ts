// A page of a PDF drawn as a PNG (pdf.js through unpdf, on @napi-rs/canvas), for the mark-scheme read-out to show a
// question beside the page it was read from. Runs in a worker thread of the CPU pool.
import { getDocumentProxy, renderPageAsImage } from 'unpdf';

// pdf.js copies image data with ArrayBuffer.prototype.transferToFixedLength (Node 22 and later); on Node 20 a page
// with images draws blank without it. A copy stands in for the transfer: the source buffer is not used again.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

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
