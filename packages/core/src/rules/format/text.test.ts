import { describe, expect, it } from 'vitest';
import { descriptionPreview, fileNameSlug, formatStatusLabel, titleCaseSubject } from './text.js';

describe('formatStatusLabel', () => {
  it('replaces every underscore with a space', () => {
    expect(formatStatusLabel('in_progress')).toBe('in progress');
    expect(formatStatusLabel('not_started_yet')).toBe('not started yet');
    expect(formatStatusLabel(undefined)).toBe('');
  });
});

describe('descriptionPreview', () => {
  const long = 'x'.repeat(100);

  it('cuts at 80 characters in the grid and 60 in the list', () => {
    expect(descriptionPreview(long, 'grid')).toBe(`${'x'.repeat(80)}...`);
    expect(descriptionPreview(long, 'list')).toBe(`${'x'.repeat(60)}...`);
  });

  it('leaves short texts whole', () => {
    expect(descriptionPreview('x'.repeat(80), 'grid')).toBe('x'.repeat(80));
    expect(descriptionPreview('x'.repeat(60), 'list')).toBe('x'.repeat(60));
    expect(descriptionPreview(null, 'list')).toBe('');
  });
});

describe('titleCaseSubject', () => {
  it('capitalises each word', () => {
    expect(['biology', 'computer science', 'further_maths', 'ICT', ''].map((value) => titleCaseSubject(value))).toEqual(['Biology', 'Computer Science', 'Further Maths', 'ICT', '']);
  });
});

describe('fileNameSlug', () => {
  it('turns a title into a lower-case file-name part', () => {
    expect(fileNameSlug('Cell Biology: Term 1')).toBe('cell-biology-term-1');
    expect(fileNameSlug('forces_and-motion')).toBe('forces_and-motion');
  });
});
