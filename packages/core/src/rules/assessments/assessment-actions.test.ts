import { describe, expect, it } from 'vitest';
import { ASSESSMENT_ACTION_REFUSALS, assessmentActionRefusal, mayActOnAssessment } from './assessment-actions.js';

describe('assessment actions', () => {
  const mine = { creator_id: 'teacher-1' };

  it('lets only the creator edit or delete', () => {
    expect(mayActOnAssessment('delete', 'teacher-1', mine)).toBe(true);
    expect(mayActOnAssessment('edit', 'teacher-1', mine)).toBe(true);
    expect(mayActOnAssessment('delete', 'teacher-2', mine)).toBe(false);
    expect(mayActOnAssessment('edit', 'student-1', mine)).toBe(false);
  });

  it('refuses everything without a signed-in user or a known creator', () => {
    expect(mayActOnAssessment('delete', undefined, mine)).toBe(false);
    expect(mayActOnAssessment('delete', null, { creator_id: null })).toBe(false);
    expect(mayActOnAssessment('delete', '', { creator_id: '' })).toBe(false);
  });

  it("gives the server's reason for a refusal", () => {
    expect(assessmentActionRefusal('delete', 'teacher-2', mine)).toBe(ASSESSMENT_ACTION_REFUSALS.delete);
    expect(assessmentActionRefusal('edit', 'teacher-2', mine)).toBe('Only the creator of this assessment can edit it');
    expect(assessmentActionRefusal('delete', 'teacher-1', mine)).toBeNull();
  });
});
