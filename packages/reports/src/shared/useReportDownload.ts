import { useState } from 'react';
import { ApiError } from '@assess/core';
import { saveFile, useAssessApi } from '@assess/ui';
import { downloadReportPdf, downloadStudentPdf } from '@assess/core';
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

/** Which PDF: a submission's report (assessment_report_{id}.pdf, spec 02 §7) or a student's progress report. */
export type ReportPdf = 'assessment' | 'student';

/** Saves a report PDF the server makes, with the export failure texts of spec 02 §8. */
export function useReportDownload(kind: ReportPdf = 'assessment') {
  const api = useAssessApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download(id: string) {
    setBusy(true);
    setError(null);
    try {
      const file = kind === 'assessment' ? await downloadReportPdf(api, id) : await downloadStudentPdf(api, id);
      if (!file) setError(REPORTS_TEXTS.noToken);
      else saveFile(file, kind === 'assessment' ? `assessment_report_${id}.pdf` : `student_report_${id}.pdf`);
    } catch (failure) {
      console.error(REPORTS_TEXTS.exportFailed, failure);
      setError(exportErrorText(failure));
    } finally {
      setBusy(false);
    }
  }
  return { download, busy, error };
}
