export type DisplayDateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date the way a reader expects. A bare calendar date ('2025-01-05') means that day where the
 * reader is, not midnight UTC, which would show the day before west of Greenwich.
 */
export function readDisplayDate(value: DisplayDateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface ShortDateOptions {
  /** Shown for a missing or unreadable date: 'Unknown' unless a screen says otherwise ('N/A', 'Unknown date'). */
  fallback?: string;
  timeZone?: string;
}

/** The en-US short date used across reports and files, e.g. 'Jan 5, 2025' (spec 02 §2). */
export function formatShortDate(value: DisplayDateInput, options: ShortDateOptions = {}): string {
  const date = readDisplayDate(value);
  if (date === null) return options.fallback ?? 'Unknown';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: options.timeZone,
  });
}

/** My Files' upload date: a short date, or 'Unknown date' when it cannot be read (spec 02 §2). */
export function formatFileDate(value: DisplayDateInput, timeZone?: string): string {
  return formatShortDate(value, { fallback: 'Unknown date', timeZone });
}
