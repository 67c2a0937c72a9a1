import { useState } from 'react';
import { ApiError, downloadReportPdf, downloadStudentPdf } from '@assess/core';
import { saveFile, useAssessApi } from '@assess/ui';
import { REPORTS_TEXTS } from './texts.ts';

/**
 * The export failure text (spec 02 §8): the server's detail, else 'HTTP {status}: {statusText}', else
 * 'Failed to export report'.
 */
export function exportErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown } | null;
    if (typeof body?.detail === 'string' && body.detail) return body.detail;
    if (error.status) return `HTTP ${error.status}: ${error.statusText ?? ''}`.trim();
  }
  return REPORTS_TEXTS.exportFailed;
}

/** Saves a PDF the server makes (undefined after a 401), with the export failure texts of spec 02 §8. */
export function usePdfDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(read: () => Promise<Blob | undefined>, fileName: string) {
    setBusy(true);
    setError(null);
    try {
      const file = await read();
      if (!file) setError(REPORTS_TEXTS.noToken);
      else saveFile(file, fileName);
    } catch (failure) {
      console.error(REPORTS_TEXTS.exportFailed, failure);
      setError(exportErrorText(failure));
    } finally {
      setBusy(false);
    }
  }
  return { save, busy, error };
}

/** Which PDF: a submission's report (assessment_report_{id}.pdf, spec 02 §7) or a student's progress report. */
export type ReportPdf = 'assessment' | 'student';

/** Saves a report PDF: a submission's or a student's progress report. */
export function useReportDownload(kind: ReportPdf = 'assessment') {
  const api = useAssessApi();
  const { save, busy, error } = usePdfDownload();
  const download = (id: string) =>
    kind === 'assessment' ? save(() => downloadReportPdf(api, id), `assessment_report_${id}.pdf`) : save(() => downloadStudentPdf(api, id), `student_report_${id}.pdf`);
  return { download, busy, error };
}
