import { deflateSync } from 'node:zlib';
import { PDFDocument, drawObject, popGraphicsState, pushGraphicsState, concatTransformationMatrix } from 'pdf-lib';
import { linesPdf, PAPER, pdfBlob, SCHEME, submissionForm } from './server.js';

const WIDTH = 600;
const HEIGHT = 800;

/**
 * An answer sheet of `pages` pages that hold no text, each showing the same grey image of diagonal stripes (one image
 * object, drawn on every page, so the file stays small however many pages it has): what a scan of blank lined paper
 * looks like to the grader, which finds no text layer and turns to text recognition.
 */
export async function imageOnlyPdf(pages: number): Promise<Uint8Array> {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) pixels[y * WIDTH + x] = (x + y) % 40 < 20 ? 235 : 160;
  const doc = await PDFDocument.create();
  const image = doc.context.register(
    doc.context.flateStream(deflateSync(pixels), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: WIDTH,
      Height: HEIGHT,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
  );
  for (let index = 0; index < pages; index++) {
    const page = doc.addPage([595, 842]);
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(WIDTH * 0.9, 0, 0, HEIGHT * 0.9, 30, 50), drawObject(name), popGraphicsState());
  }
  return doc.save();
}

/**
 * The attack on the worker pool that the attack tests and the benchmark make: the submit-and-grade forms of four
 * practice papers sent at once, each with the usual question paper and mark scheme and an answer sheet of `pages`
 * image-only pages.
 */
export async function scannedPaperForms(pages = 120): Promise<FormData[]> {
  const answerSheet = pdfBlob(await imageOnlyPdf(pages));
  return Promise.all(
    ['Scan 1', 'Scan 2', 'Scan 3', 'Scan 4'].map(async (title) =>
      submissionForm({ title, subject_name: 'Physics', generate_weak_areas_pdf: 'false' }, {
        question_paper: pdfBlob(await linesPdf(PAPER)),
        mark_scheme: pdfBlob(await linesPdf(SCHEME)),
        student_answer: answerSheet,
      }),
    ),
  );
}
