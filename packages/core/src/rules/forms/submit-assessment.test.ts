import { describe, expect, it } from 'vitest';
import { checkSubmissionFile, SUBMISSION_MAX_FILE_BYTES, validateSubmitAssessment } from './submit-assessment.js';
import { isPdfFile } from './pdf-file.js';

const pdf = (size = 1000, name = 'answers.pdf') => ({ name, size, type: 'application/pdf' });

describe('Submit New Assessment', () => {
  it('needs a title, a subject and the student answer', () => {
    expect(validateSubmitAssessment({ title: ' ', subjectId: null, files: {} })).toEqual({
      title: 'Assessment title is required',
      subject: 'Please select a subject',
      student_answer: 'Student Answer is required',
    });
  });

  it('leaves the question paper and mark scheme optional', () => {
    expect(validateSubmitAssessment({ title: 'Mock', subjectId: 's1', files: { student_answer: pdf() } })).toEqual({});
  });

  it('limits each file to 20 MB of PDF and flags the form when any file is wrong', () => {
    expect(SUBMISSION_MAX_FILE_BYTES).toBe(20 * 1024 * 1024);
    expect(checkSubmissionFile(pdf(SUBMISSION_MAX_FILE_BYTES))).toBeNull();
    expect(checkSubmissionFile(pdf(SUBMISSION_MAX_FILE_BYTES + 1))).toBe('File size exceeds the maximum limit of 20MB');
    expect(checkSubmissionFile({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe('Only PDF files are allowed');
    expect(
      validateSubmitAssessment({
        title: 'Mock',
        subjectId: 's1',
        files: { student_answer: pdf(), mark_scheme: pdf(SUBMISSION_MAX_FILE_BYTES + 1) },
      }),
    ).toEqual({ mark_scheme: 'File size exceeds the maximum limit of 20MB', files: 'There are errors with some of your files' });
  });
});

describe('isPdfFile', () => {
  it('trusts the MIME type, or the extension when there is none', () => {
    expect(isPdfFile({ name: 'x.pdf', size: 1, type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'X.PDF', size: 1, type: '' })).toBe(true);
    expect(isPdfFile({ name: 'x.pdf', size: 1, type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'x.txt', size: 1 })).toBe(false);
  });
});
