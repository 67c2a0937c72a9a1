import { countOf } from './plural.js';
import { readDisplayDate, type DisplayDateInput } from './dates.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function ago(count: number, unit: string): string {
  return `${countOf(count, unit)} ago`;
}

/**
 * The analytics 'Last updated' text (spec 02 §2): 'just now' under a minute, then minutes, hours and
 * days ago; 'No data' for a date that cannot be read. A time slightly ahead of the clock reads 'just now'.
 */
export function formatRelativeTime(value: DisplayDateInput, now: number | Date = Date.now()): string {
  const date = readDisplayDate(value);
  if (date === null) return 'No data';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(Math.floor(elapsed / DAY_MS), 'day');
}
