import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * A real PDF of about `bytes` bytes: one page of text plus an attached stream of random bytes (incompressible, so
 * the size holds). With object streams the cross-reference is a stream; without, a classic table.
 */
export async function largePdf(bytes: number, options: { title?: string; useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(options.title ?? 'Large document', { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  const filler = doc.context.register(doc.context.stream(randomBytes(Math.max(bytes - 2048, 0))));
  page.node.set(PDFName.of('PieceInfo'), filler);
  return doc.save({ useObjectStreams: options.useObjectStreams ?? true });
}
