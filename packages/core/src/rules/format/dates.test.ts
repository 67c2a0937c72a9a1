import { describe, expect, it } from 'vitest';
import { formatFileDate, formatShortDate, readDisplayDate } from './dates.js';
import { formatRelativeTime } from './relative-time.js';

describe('formatShortDate', () => {
  it('uses the en-US short format', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025');
    expect(formatShortDate(Date.UTC(2024, 11, 25, 8), { timeZone: 'UTC' })).toBe('Dec 25, 2024');
  });

  it('reads a bare calendar date as that day wherever the reader is', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(readDisplayDate('2025-01-05')).toEqual(new Date(2025, 0, 5));
  });

  it("falls back to 'Unknown', or the screen's own fallback", () => {
    expect(formatShortDate(undefined)).toBe('Unknown');
    expect(formatShortDate('not a date')).toBe('Unknown');
    expect(formatShortDate(null, { fallback: 'N/A' })).toBe('N/A');
    expect(formatShortDate(new Date(Number.NaN), { fallback: 'N/A' })).toBe('N/A');
  });

  it("gives My Files 'Unknown date' for a bad date", () => {
    expect(formatFileDate('garbage')).toBe('Unknown date');
    expect(formatFileDate('2025-03-09T10:00:00Z', 'UTC')).toBe('Mar 9, 2025');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2025, 0, 5, 12, 0, 0);
  const before = (ms: number) => new Date(now - ms).toISOString();

  it("says 'just now' under a minute", () => {
    expect(formatRelativeTime(before(0), now)).toBe('just now');
    expect(formatRelativeTime(before(59_999), now)).toBe('just now');
    expect(formatRelativeTime(before(-5_000), now)).toBe('just now');
  });

  it('then counts minutes, hours and days', () => {
    expect(formatRelativeTime(before(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(3_600_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(before(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
    expect(formatRelativeTime(before(86_400_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(before(10 * 86_400_000), new Date(now))).toBe('10 days ago');
  });

  it("says 'No data' for a date that cannot be read", () => {
    expect(formatRelativeTime('nonsense', now)).toBe('No data');
    expect(formatRelativeTime(undefined, now)).toBe('No data');
  });
});
