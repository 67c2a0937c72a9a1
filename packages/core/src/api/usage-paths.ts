// The usage calls of spec 01 §7, in one place for every screen that reads usage.
export const USAGE_SUMMARY_PATH = '/supabase-usage/usage/summary';
export const USAGE_LIMITS_PATH = '/supabase-usage/usage/limits';
/** The older usage call both of the above fall back to. */
export const VALIDATION_USAGE_PATH = '/validation/usage';
