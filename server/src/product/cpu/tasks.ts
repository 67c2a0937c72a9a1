// The CPU-heavy steps that run in the worker threads of the pool (pool.ts), never on the request loop. Each loads
// its modules when first run, so that a thread only checking uploads does not load the report fonts.
import type { GradingResult } from '../grading/adapter.js';
import type { ReportBlock } from '../reports/pdf.js';

export interface ReportPdfTask {
  title: string;
  blocks: ReportBlock[];
}

/** Lays out and writes a report PDF (pdf-lib, fonts embedded and subset). */
export async function reportPdf({ title, blocks }: ReportPdfTask): Promise<Uint8Array> {
  const { renderReportPdf } = await import('../reports/pdf.js');
  return renderReportPdf(title, blocks);
}

/** Whether the bytes of an upload parse as a PDF with at least one page (up to 8 MB of them). */
export async function pdfParses(bytes: Uint8Array): Promise<boolean> {
  const { parsesAsPdf } = await import('../storage/pdf-structure.js');
  return parsesAsPdf(bytes);
}

export interface WeakAreasPdfTask {
  result: GradingResult;
  student: { name: string; id: string };
  title: string;
  subject?: string;
}

/** A student's weak-areas PDF after grading. */
export async function weakAreasPdf({ result, student, title, subject }: WeakAreasPdfTask): Promise<Uint8Array> {
  const { weakAreasPdf: render } = await import('../grading/adapter.js');
  return render(result, student, title, subject);
}

/** A generated question paper or mark scheme as a PDF of its text. */
export async function textPdf({ title, text }: { title: string; text: string }): Promise<Uint8Array> {
  const { textPdf: render } = await import('../grading/text-pdf.js');
  return render(title, text);
}
