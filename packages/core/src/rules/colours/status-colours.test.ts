import { describe, expect, it } from 'vitest';
import {
  assessmentProgressStatusColour,
  assessmentReviewStatusColour,
  reportCardStatusText,
  reportStatusColour,
} from './status-colours.js';

describe('status chips', () => {
  it('dashboard assessments: completed and graded success, in_progress warning, not_started default', () => {
    expect(assessmentProgressStatusColour('completed')).toBe('success');
    expect(assessmentProgressStatusColour('graded')).toBe('success');
    expect(assessmentProgressStatusColour('in_progress')).toBe('warning');
    expect(assessmentProgressStatusColour('not_started')).toBe('default');
    expect(assessmentProgressStatusColour(undefined)).toBe('default');
  });

  it('My Assessments: graded success, rejected error, pending warning', () => {
    expect(assessmentReviewStatusColour('graded')).toBe('success');
    expect(assessmentReviewStatusColour('rejected')).toBe('error');
    expect(assessmentReviewStatusColour('pending')).toBe('warning');
    expect(assessmentReviewStatusColour('draft')).toBe('default');
  });

  it('reports, case-insensitive: completed/graded success, failed/rejected error, pending/processing warning, others primary', () => {
    expect(['completed', 'GRADED', 'Failed', 'rejected', 'PENDING', 'processing', 'submitted', null].map(reportStatusColour)).toEqual([
      'success',
      'success',
      'error',
      'error',
      'warning',
      'warning',
      'primary',
      'primary',
    ]);
  });

  it('report card text when not graded', () => {
    expect(reportCardStatusText('pending')).toBe('Awaiting Review');
    expect(reportCardStatusText('Processing')).toBe('Being Graded');
    expect(reportCardStatusText('submitted')).toBe('Submitted');
    expect(reportCardStatusText('failed')).toBe('failed');
    expect(reportCardStatusText('')).toBe('Unknown');
    expect(reportCardStatusText(null)).toBe('Unknown');
  });
});
