import {
  CUSTOM_SUBJECT,
  validateUploadValidateForm,
  type UploadValidateErrors,
  type UploadValidateForm,
} from '@assess/core';

/** The form of Upload & Validate as the screen holds it: the core form with real files and a description. */
export interface ValidationForm extends UploadValidateForm {
  description: string;
  answerSheet: File | null;
  questionPaper: File | null;
  markScheme: File | null;
}

export type ValidationField = keyof UploadValidateErrors;

export const EMPTY_FORM: ValidationForm = {
  title: '',
  description: '',
  subject: '',
  customSubject: '',
  answerSheet: null,
  questionPaper: null,
  markScheme: null,
};

/** The fields each step checks before Next is enabled; the last step checks everything on Submit. */
export const STEP_FIELDS: readonly (readonly ValidationField[])[] = [
  ['title', 'subject', 'customSubject'],
  ['answerSheet', 'questionPaper', 'markScheme'],
  [],
];

export function stepErrors(form: ValidationForm, step: number): UploadValidateErrors {
  const errors = validateUploadValidateForm(form);
  const fields = STEP_FIELDS[step] ?? [];
  return Object.fromEntries(fields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
}

export function stepIsValid(form: ValidationForm, step: number): boolean {
  return Object.keys(stepErrors(form, step)).length === 0;
}

/** The subject's name as the review shows it and the form sends it. */
export function chosenSubjectName(form: ValidationForm, subjects: readonly { id: string; name: string }[]): string {
  if (form.subject === CUSTOM_SUBJECT) return form.customSubject.trim();
  return subjects.find((subject) => subject.id === form.subject)?.name ?? '';
}
