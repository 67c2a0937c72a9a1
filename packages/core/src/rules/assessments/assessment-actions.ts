/**
 * Who may do what to an assessment: one rule that the server enforces and the screens follow, so a button shows
 * only where the server would accept its request. Only the creator edits or deletes an assessment (decision 13).
 */
export type AssessmentAction = 'edit' | 'delete';

/** The server's refusal of each action, which the screens show as it is. */
export const ASSESSMENT_ACTION_REFUSALS: Readonly<Record<AssessmentAction, string>> = {
  edit: 'Only the creator of this assessment can edit it',
  delete: 'Only the creator of this assessment can delete it',
};

export interface AssessmentOwnership {
  creator_id?: string | null;
}

/** Whether the user may take the action on the assessment; no signed-in user may take none. */
export function mayActOnAssessment(action: AssessmentAction, userId: string | null | undefined, assessment: AssessmentOwnership): boolean {
  void action; // Both actions follow the same rule today; the parameter keeps call sites saying which they ask about.
  return Boolean(userId) && assessment.creator_id === userId;
}

/** The refusal of the action, or null when the user may take it. */
export function assessmentActionRefusal(action: AssessmentAction, userId: string | null | undefined, assessment: AssessmentOwnership): string | null {
  return mayActOnAssessment(action, userId, assessment) ? null : ASSESSMENT_ACTION_REFUSALS[action];
}
