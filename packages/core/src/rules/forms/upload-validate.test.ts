import { describe, expect, it } from 'vitest';
import {
  checkValidationFile,
  uploadValidateSubmitBlock,
  validateUploadValidateForm,
  VALIDATION_MAX_FILE_BYTES,
  type UploadValidateForm,
} from './upload-validate.js';

const answer = { name: 'answers.pdf', size: 2048, type: 'application/pdf' };
const form: UploadValidateForm = { title: 'Mock', subject: 'maths', customSubject: '', answerSheet: answer };

describe('Upload & Validate', () => {
  it('accepts a complete form', () => {
    expect(validateUploadValidateForm(form)).toEqual({});
    expect(uploadValidateSubmitBlock(form, false)).toBeNull();
  });

  it('needs a title, a subject and the answer sheet', () => {
    expect(validateUploadValidateForm({ title: '', subject: '', customSubject: '', answerSheet: null })).toEqual({
      title: 'Title is required',
      subject: 'Subject is required',
      answerSheet: 'Answer sheet is required',
    });
  });

  it('needs a custom subject name when Custom is picked', () => {
    expect(validateUploadValidateForm({ ...form, subject: 'custom', customSubject: ' ' })).toEqual({
      customSubject: 'Custom subject name is required',
    });
    expect(validateUploadValidateForm({ ...form, subject: 'custom', customSubject: 'Latin' })).toEqual({});
  });

  it('takes PDFs up to 10 MB', () => {
    expect(VALIDATION_MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(checkValidationFile({ ...answer, size: VALIDATION_MAX_FILE_BYTES })).toBeNull();
    expect(checkValidationFile({ ...answer, size: VALIDATION_MAX_FILE_BYTES + 1 })).toBe('File size exceeds 10MB limit');
    expect(validateUploadValidateForm({ ...form, markScheme: { name: 'm.png', size: 1, type: 'image/png' } })).toEqual({
      markScheme: 'Only PDF files are allowed',
    });
  });

  it('blocks submission on the daily limit first, then on field errors', () => {
    expect(uploadValidateSubmitBlock(form, true)).toBe(
      'You have reached your daily validation limit. Please try again tomorrow.',
    );
    expect(uploadValidateSubmitBlock({ ...form, title: '' }, false)).toBe('Please fix the form errors before submitting');
  });
});
