export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The page numbers to show: first, last, the current page with `siblings` either side, and gaps as ellipses. */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const total = siblings * 2 + 5; // first, last, current, its siblings, two gaps
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let value = start; value <= end; value += 1) items.push(value);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
