// Reading the chart by keyboard: which point a key moves to.
import type { ChartSeries } from './chart-format.ts';

/** A point of the chart: its line and its place on that line. */
export interface ActivePoint {
  series: number;
  index: number;
}

/**
 * The point a key moves to from `active` (null before the first key): Right and Left step along the line
 * (the first key starts at its first point), Home and End jump to its ends, Down and Up change to the next or
 * previous line with points, at its point nearest in time. 'none' for Escape, which leaves the points;
 * undefined for a key the chart does not use.
 */
export function nextPoint(series: readonly ChartSeries[], active: ActivePoint | null, key: string): ActivePoint | 'none' | undefined {
  if (key === 'Escape') return 'none';
  const counts = series.map((line) => line.points.length);
  const firstLine = counts.findIndex((count) => count > 0);
  if (firstLine === -1) return undefined;
  const current = active ?? { series: firstLine, index: 0 };
  const last = (counts[current.series] ?? 1) - 1;
  switch (key) {
    case 'ArrowRight':
      return { ...current, index: active ? Math.min(last, current.index + 1) : 0 };
    case 'ArrowLeft':
      return { ...current, index: active ? Math.max(0, current.index - 1) : 0 };
    case 'Home':
      return { ...current, index: 0 };
    case 'End':
      return { ...current, index: last };
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = key === 'ArrowDown' ? 1 : -1;
      let line = current.series;
      do line = (line + step + counts.length) % counts.length;
      while ((counts[line] ?? 0) === 0 && line !== current.series);
      return { series: line, index: nearestInTime(series, current, line) };
    }
    default:
      return undefined;
  }
}

function nearestInTime(series: readonly ChartSeries[], from: ActivePoint, line: number): number {
  const time = Date.parse(series[from.series]?.points[from.index]?.date ?? '');
  const distance = (date: string) => Math.abs(Date.parse(date) - time);
  const points = series[line]?.points ?? [];
  let nearest = 0;
  points.forEach((point, index) => {
    if (distance(point.date) < distance(points[nearest]?.date ?? '')) nearest = index;
  });
  return nearest;
}
