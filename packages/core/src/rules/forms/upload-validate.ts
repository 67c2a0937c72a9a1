import { isPdfFile, MEGABYTE, PDF_ONLY_MESSAGE, type PickedFile } from './pdf-file.js';

export const VALIDATION_MAX_FILE_BYTES = 10 * MEGABYTE;
/** The subject picker's value for 'type my own subject'. */
export const CUSTOM_SUBJECT = 'custom';

export const UPLOAD_VALIDATE_MESSAGES = {
  titleRequired: 'Title is required',
  subjectRequired: 'Subject is required',
  customSubjectRequired: 'Custom subject name is required',
  answerSheetRequired: 'Answer sheet is required',
  pdfOnly: PDF_ONLY_MESSAGE,
  fileTooLarge: 'File size exceeds 10MB limit',
  fixErrors: 'Please fix the form errors before submitting',
  limitReached: 'You have reached your daily validation limit. Please try again tomorrow.',
} as const;

export interface UploadValidateForm {
  title: string;
  /** A subject id, CUSTOM_SUBJECT, or empty. */
  subject: string;
  customSubject: string;
  answerSheet: PickedFile | null;
  questionPaper?: PickedFile | null;
  markScheme?: PickedFile | null;
}

export type UploadValidateErrors = Partial<
  Record<'title' | 'subject' | 'customSubject' | 'answerSheet' | 'questionPaper' | 'markScheme', string>
>;

/** A file for Upload & Validate: PDF only, at most 10 MB; null when it is fine. */
export function checkValidationFile(file: PickedFile): string | null {
  if (!isPdfFile(file)) return UPLOAD_VALIDATE_MESSAGES.pdfOnly;
  if (file.size > VALIDATION_MAX_FILE_BYTES) return UPLOAD_VALIDATE_MESSAGES.fileTooLarge;
  return null;
}

/** The field errors of Upload & Validate (spec 02 §5); empty when every field is fine. */
export function validateUploadValidateForm(form: UploadValidateForm): UploadValidateErrors {
  const errors: UploadValidateErrors = {};
  if (form.title.trim() === '') errors.title = UPLOAD_VALIDATE_MESSAGES.titleRequired;
  if (form.subject.trim() === '') errors.subject = UPLOAD_VALIDATE_MESSAGES.subjectRequired;
  else if (form.subject === CUSTOM_SUBJECT && form.customSubject.trim() === '') {
    errors.customSubject = UPLOAD_VALIDATE_MESSAGES.customSubjectRequired;
  }
  if (!form.answerSheet) errors.answerSheet = UPLOAD_VALIDATE_MESSAGES.answerSheetRequired;
  else {
    const problem = checkValidationFile(form.answerSheet);
    if (problem) errors.answerSheet = problem;
  }
  for (const key of ['questionPaper', 'markScheme'] as const) {
    const file = form[key];
    const problem = file ? checkValidationFile(file) : null;
    if (problem) errors[key] = problem;
  }
  return errors;
}

/**
 * Whether Submit may go ahead: the daily limit blocks first, then any field error. Null when it may.
 */
export function uploadValidateSubmitBlock(form: UploadValidateForm, limitReached: boolean): string | null {
  if (limitReached) return UPLOAD_VALIDATE_MESSAGES.limitReached;
  if (Object.keys(validateUploadValidateForm(form)).length > 0) return UPLOAD_VALIDATE_MESSAGES.fixErrors;
  return null;
}
