const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * File sizes in Bytes, KB, MB or GB (1024 steps), rounded to at most two decimals: '512 Bytes',
 * '1.5 KB', '2.35 MB'. A missing or negative size reads 'Unknown size' (spec 02 §2, §9).
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${UNITS[unit]}`;
}
