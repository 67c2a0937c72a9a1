import { describe, expect, it } from 'vitest';
import { assessmentActionLabel, filesFoundText, reportMatchesSearch } from './texts.js';

describe('assessmentActionLabel', () => {
  it('depends on the status', () => {
    expect(['draft', 'pending', 'not_started', 'graded', undefined].map((value) => assessmentActionLabel(value))).toEqual(['Submit Assessment', 'View Submission', 'Submit Assessment', 'View Details', 'View Details']);
  });
});

describe('filesFoundText', () => {
  it('counts files, naming AI-generated assessments in that mode', () => {
    expect(filesFoundText(0, false)).toBe('0 file(s) found');
    expect(filesFoundText(3, true)).toBe('3 AI-generated assessment file(s) found');
  });
});

describe('reportMatchesSearch', () => {
  const report = { assessment_title: 'Cell Biology Quiz', subject_name: 'Science' };

  it('matches the title or subject, ignoring case', () => {
    expect(reportMatchesSearch(report, 'cell')).toBe(true);
    expect(reportMatchesSearch(report, 'SCIENCE')).toBe(true);
    expect(reportMatchesSearch(report, 'history')).toBe(false);
    expect(reportMatchesSearch({ assessment_title: null }, 'x')).toBe(false);
  });

  it('lets a blank search match everything', () => {
    expect(reportMatchesSearch(report, '  ')).toBe(true);
  });
});
