/** Default daily limit for validation, assessment and assessment_submission (spec 01 §9). */
export const USAGE_DEFAULT_DAILY_LIMIT = 15;
export const USAGE_DEFAULT_PLAN_NAME = 'Free Plan';
/** Upload & Validate shows this many remaining validations until usage data arrives (decision 5). */
export const REMAINING_VALIDATIONS_BEFORE_DATA = 10;

/**
 * When the limits call gives no reset date: a day ahead in the usage service, a month ahead in the
 * widget's own fall-back (spec 01 §9).
 */
export function defaultNextResetDate(now: Date, source: 'service' | 'widget'): Date {
  const next = new Date(now.getTime());
  if (source === 'service') {
    next.setDate(next.getDate() + 1);
    return next;
  }
  // 31 January plus a month is the end of February, not early March.
  const day = next.getDate();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(day, lastDay));
  return next;
}

/** Remaining validations for the side panel: the default before data arrives, never below zero after. */
export function remainingValidations(used: number | null | undefined, limit: number | null | undefined): number {
  if (used === null || used === undefined || limit === null || limit === undefined) {
    return REMAINING_VALIDATIONS_BEFORE_DATA;
  }
  return Math.max(0, limit - used);
}
