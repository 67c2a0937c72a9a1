import { useState } from 'react';
import { downloadFeedbackPdf, fileNameSlug, callErrorText } from '@assess/core';
import { saveFile, useAssessApi } from '@assess/ui';
import { FEEDBACK_DOWNLOAD_FAILED } from './texts.ts';

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
      setError(callErrorText(failure, FEEDBACK_DOWNLOAD_FAILED));
    } finally {
      setDownloading(null);
    }
  }

  return { download, downloading, error, clearError: () => setError(null) };
}
