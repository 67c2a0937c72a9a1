import { describe, expect, it } from 'vitest';
import {
  assessmentProgressStatusColour,
  assessmentReviewStatusColour,
  reportCardStatusText,
  reportStatusColour,
} from './status-colours.js';

describe('status chips', () => {
  it('dashboard assessments: completed and graded success, in_progress warning, not_started default', () => {
    expect(['completed', 'graded', 'in_progress', 'not_started', undefined].map((value) => assessmentProgressStatusColour(value))).toEqual(['success', 'success', 'warning', 'default', 'default']);
  });

  it('My Assessments: graded success, rejected error, pending warning', () => {
    expect(['graded', 'rejected', 'pending', 'draft'].map((value) => assessmentReviewStatusColour(value))).toEqual(['success', 'error', 'warning', 'default']);
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
    expect(['pending', 'Processing', 'submitted', 'failed', '', null].map((value) => reportCardStatusText(value))).toEqual(['Awaiting Review', 'Being Graded', 'Submitted', 'failed', 'Unknown', 'Unknown']);
  });
});
