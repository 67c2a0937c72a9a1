import { useState } from 'react';
import { fileNameSlug } from '@assess/core';
import { useAssessApi } from '@assess/ui';
import { downloadFeedbackPdf, errorText } from './assessments-api.ts';

/** The files error text of spec 02 §8, for a feedback report that could not be fetched. */
export const FEEDBACK_DOWNLOAD_FAILED = 'Failed to download file';

/** Saves a downloaded file through a temporary link, as a browser download. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Download Feedback: a submission's feedback report, saved as a PDF named after the assessment. `downloading`
 * holds the submission being fetched; `error` the failure to show.
 */
export function useFeedbackDownload() {
  const api = useAssessApi();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(studentAssessmentId: string, title: string) {
    setDownloading(studentAssessmentId);
    setError(null);
    try {
      const pdf = await downloadFeedbackPdf(api, studentAssessmentId);
      if (pdf) saveFile(pdf, `feedback-${fileNameSlug(title)}.pdf`);
    } catch (failure) {
      console.error(FEEDBACK_DOWNLOAD_FAILED, failure);
      setError(errorText(failure, FEEDBACK_DOWNLOAD_FAILED));
    } finally {
      setDownloading(null);
    }
  }

  return { download, downloading, error, clearError: () => setError(null) };
}
