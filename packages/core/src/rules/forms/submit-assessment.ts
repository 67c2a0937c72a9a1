import { isPdfFile, MEGABYTE, PDF_ONLY_MESSAGE, type PickedFile } from './pdf-file.js';

export const SUBMISSION_MAX_FILE_BYTES = 20 * MEGABYTE;

export const SUBMIT_ASSESSMENT_MESSAGES = {
  titleRequired: 'Assessment title is required',
  subjectRequired: 'Please select a subject',
  fileTooLarge: 'File size exceeds the maximum limit of 20MB',
  pdfOnly: PDF_ONLY_MESSAGE,
  fileErrors: 'There are errors with some of your files',
} as const;

export type SubmissionSlot = 'question_paper' | 'mark_scheme' | 'student_answer';

/** Slot names as the form labels them; '{name} is required' uses them. */
export const SUBMISSION_SLOT_LABELS: Record<SubmissionSlot, string> = {
  question_paper: 'Question Paper',
  mark_scheme: 'Mark Scheme',
  student_answer: 'Student Answer',
};

export interface SubmitAssessmentForm {
  title: string;
  description?: string;
  subjectId: string | null;
  files: Partial<Record<SubmissionSlot, PickedFile | null>>;
}

export type SubmitAssessmentErrors = Partial<Record<'title' | 'subject' | 'files' | SubmissionSlot, string>>;

/** A picked file for a Submit New slot: PDF only, at most 20 MB; null when it is fine. */
export function checkSubmissionFile(file: PickedFile): string | null {
  if (!isPdfFile(file)) return SUBMIT_ASSESSMENT_MESSAGES.pdfOnly;
  if (file.size > SUBMISSION_MAX_FILE_BYTES) return SUBMIT_ASSESSMENT_MESSAGES.fileTooLarge;
  return null;
}

/**
 * Submit New Assessment (spec 02 §5): title and subject required, the student answer required, the
 * question paper and mark scheme optional; any file error also sets the form-level 'files' message.
 * Empty when the form may be submitted.
 */
export function validateSubmitAssessment(form: SubmitAssessmentForm): SubmitAssessmentErrors {
  const errors: SubmitAssessmentErrors = {};
  if (form.title.trim() === '') errors.title = SUBMIT_ASSESSMENT_MESSAGES.titleRequired;
  if (!form.subjectId) errors.subject = SUBMIT_ASSESSMENT_MESSAGES.subjectRequired;
  let fileError = false;
  for (const slot of Object.keys(SUBMISSION_SLOT_LABELS) as SubmissionSlot[]) {
    const file = form.files[slot];
    if (!file) {
      if (slot === 'student_answer') errors[slot] = `${SUBMISSION_SLOT_LABELS[slot]} is required`;
      continue;
    }
    const problem = checkSubmissionFile(file);
    if (problem) {
      errors[slot] = problem;
      fileError = true;
    }
  }
  if (fileError) errors.files = SUBMIT_ASSESSMENT_MESSAGES.fileErrors;
  return errors;
}
