/** One feature's counter as the usage widget shows it. */
export interface UsageCounter {
  current: number;
  /** 0, null or missing means unlimited. */
  limit?: number | null;
  /** Flags from the backend that block on their own. */
  daily_limit_reached?: boolean;
  monthly_limit_reached?: boolean;
}

export type UsageBarColour = 'primary' | 'warning' | 'error';

/** A limit of 0 or none at all is shown as unlimited (spec 01 §5). */
export function isUnlimitedLimit(limit: number | null | undefined): boolean {
  return limit === null || limit === undefined || !Number.isFinite(limit) || limit <= 0;
}

/** How full the bar is, 0 to 100; an unlimited feature shows an empty bar. */
export function usagePercent(current: number, limit: number | null | undefined): number {
  if (isUnlimitedLimit(limit)) return 0;
  const percent = (Math.max(0, current) / (limit as number)) * 100;
  return Math.min(100, percent);
}

/** Warning-coloured above 70 %, error-coloured above 90 % (spec 01 §5). */
export function usageBarColour(percent: number): UsageBarColour {
  if (percent > 90) return 'error';
  if (percent > 70) return 'warning';
  return 'primary';
}

/**
 * Limit reached when the limit is above 0 and the count is at or above it; a daily or monthly
 * limit flag also blocks (spec 02 §5).
 */
export function isUsageLimitReached(counter: UsageCounter): boolean {
  if (counter.daily_limit_reached === true || counter.monthly_limit_reached === true) return true;
  return !isUnlimitedLimit(counter.limit) && counter.current >= (counter.limit as number);
}

/** The count text under a bar: '3 / 15', or '3 / Unlimited'. */
export function usageCountText(current: number, limit: number | null | undefined): string {
  return `${current} / ${isUnlimitedLimit(limit) ? 'Unlimited' : String(limit)}`;
}
