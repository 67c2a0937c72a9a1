import { describe, expect, it } from 'vitest';
import { classSubmissionCounts, classProgressText, isSetAssessment } from './class-progress.js';

describe('class progress', () => {
  it('treats created assessments as set for a class, and a submitted paper as its owner’s own', () => {
    expect(isSetAssessment({ source: 'upload' })).toBe(true);
    expect(isSetAssessment({ source: 'ai_generated' })).toBe(true);
    expect(isSetAssessment({ source: 'submission' })).toBe(false);
    expect(isSetAssessment({ source: null })).toBe(false);
    expect(isSetAssessment({})).toBe(false);
  });

  it('counts the submitted, the marked and the released', () => {
    const progress = classSubmissionCounts([
      { marks_obtained: null, review_status: 'ai_grade' },
      { marks_obtained: 4, review_status: 'ai_grade' },
      { marks_obtained: 5, review_status: 'saved' },
      { marks_obtained: 6, review_status: 'released' },
    ]);
    expect(progress).toEqual({ submitted: 4, marked: 3, released: 1 });
    expect(classProgressText(progress)).toBe('4 submitted · 3 marked · 1 released');
  });

  it('counts a student who made several attempts once, by their latest', () => {
    const progress = classSubmissionCounts([
      { student_user_id: 'sasha', marks_obtained: 4, review_status: 'released' },
      { student_user_id: 'sasha', marks_obtained: null, review_status: 'ai_grade' },
      { student_user_id: 'sam', marks_obtained: 5, review_status: 'released' },
    ]);
    expect(progress).toEqual({ submitted: 2, marked: 1, released: 1 });
  });

  it('says so when nobody has submitted', () => {
    expect(classProgressText(classSubmissionCounts([]))).toBe('No submissions yet');
  });
});
