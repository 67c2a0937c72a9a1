// The chart's rules (spec 02 §2): its size, axis, labels, tooltip values, palette and animation, as plain data.
import { formatShortDate, readDisplayDate, type ProgressPoint } from '@assess/core';
import type { ThemeTokens } from '@assess/ui';

export const CHART_HEIGHT = 300;
/** The y axis: 0 to 100 in steps of 25, with a percent suffix. */
export const Y_TICKS = [0, 25, 50, 75, 100] as const;
/** Each point starts 50 ms after the one before and grows over 1000 ms; none when the user prefers reduced motion. */
export const CHART_ANIMATION = { durationMs: 1000, pointDelayMs: 50 } as const;

/**
 * The category palette: six theme colours, cycled. Text shades rather than the brand fills, so that every line
 * stands out from the surface by at least 3:1 (decision 22) in both themes.
 */
export const CHART_PALETTE: readonly (keyof ThemeTokens['color'])[] = ['primaryText', 'secondaryText', 'errorText', 'info', 'success', 'textMuted'];

export function paletteIndex(series: number): number {
  return series % CHART_PALETTE.length;
}

export function yTickLabel(value: number): string {
  return `${value}%`;
}

/** A short month-day axis label, e.g. 'Jan 5'. */
export function dateTickLabel(value: string | number | Date): string {
  const date = readDisplayDate(value);
  return date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : '';
}

/** A tooltip value: one decimal with a percent suffix, e.g. '46.7%'. */
export function scoreText(score: number): string {
  return `${score.toFixed(1)}%`;
}

/** What a screen reader hears on a point, e.g. 'Biology, Jan 5, 2025: 46.7%'. */
export function pointAnnouncement(seriesLabel: string | null, point: ProgressPoint): string {
  const text = `${formatShortDate(point.date)}: ${scoreText(point.score)}`;
  return seriesLabel ? `${seriesLabel}, ${text}` : text;
}

/** The 'Trend' chip: an arrow and the absolute change to one decimal, e.g. '↑ 7.5%'. */
export function trendText(trend: number): string {
  const arrow = trend > 0 ? '↑' : trend < 0 ? '↓' : '→';
  return `${arrow} ${Math.abs(trend).toFixed(1)}%`;
}

export function trendLabel(trend: number): string {
  const way = trend > 0 ? 'up' : trend < 0 ? 'down' : 'unchanged';
  return trend === 0 ? 'Trend: unchanged' : `Trend: ${way} ${Math.abs(trend).toFixed(1)} points`;
}

/** The score a point shows `elapsed` ms into the animation: it grows from 0 after its delay, easing out. */
export function animatedScore(score: number, order: number, elapsed: number): number {
  const progress = Math.min(1, Math.max(0, (elapsed - order * CHART_ANIMATION.pointDelayMs) / CHART_ANIMATION.durationMs));
  const eased = 1 - (1 - progress) ** 3;
  return score * eased;
}

/** How long the whole animation lasts for a line of this many points. */
export function animationLength(points: number): number {
  return points === 0 ? 0 : CHART_ANIMATION.durationMs + (points - 1) * CHART_ANIMATION.pointDelayMs;
}

export interface ChartSeries {
  label: string;
  points: readonly ProgressPoint[];
}

export interface AlignedData {
  /** Seconds since the epoch, ascending and distinct, as uPlot reads time. */
  xs: number[];
  /** One row a series, with null where that series has no point. */
  ys: (number | null)[][];
}

/** Puts several lines on one x axis: the union of their dates. */
export function alignSeries(series: readonly ChartSeries[]): AlignedData {
  const times = new Set<number>();
  for (const line of series) for (const point of line.points) times.add(Date.parse(point.date) / 1000);
  const xs = [...times].filter((time) => Number.isFinite(time)).sort((a, b) => a - b);
  const position = new Map(xs.map((time, index) => [time, index]));
  const ys = series.map((line) => {
    const row: (number | null)[] = xs.map(() => null);
    for (const point of line.points) {
      const index = position.get(Date.parse(point.date) / 1000);
      if (index !== undefined) row[index] = point.score;
    }
    return row;
  });
  return { xs, ys };
}

/**
 * The date labels: the data's own dates, left to right, skipping any that would sit closer than `minGap` pixels
 * to the one before or repeat its day.
 */
export function dateTicks(xs: readonly number[], width: number, minGap = 64): number[] {
  const first = xs[0];
  const last = xs.at(-1);
  if (first === undefined || last === undefined) return [];
  const span = last - first;
  const position = (x: number) => (span === 0 ? 0 : ((x - first) / span) * width);
  const ticks: number[] = [];
  for (const x of xs) {
    const previous = ticks.at(-1);
    if (previous !== undefined && (position(x) - position(previous) < minGap || dateTickLabel(x * 1000) === dateTickLabel(previous * 1000))) continue;
    ticks.push(x);
  }
  return ticks;
}

export interface TableRow {
  /** The day, as the table shows it ('Jan 5, 2025'). */
  day: string;
  /** One cell a series: its score on that day (the later one if it has two), or null. */
  scores: (number | null)[];
}

/** The chart's data as a table: one row a day, oldest first, one column a line. */
export function tableRows(series: readonly ChartSeries[]): TableRow[] {
  const { xs, ys } = alignSeries(series);
  const rows: TableRow[] = [];
  xs.forEach((time, index) => {
    const day = formatShortDate(new Date(time * 1000));
    let row = rows.at(-1);
    if (row?.day !== day) {
      row = { day, scores: series.map(() => null) };
      rows.push(row);
    }
    const cells = row.scores;
    ys.forEach((line, column) => {
      const score = line[index];
      if (score !== null && score !== undefined) cells[column] = score;
    });
  });
  return rows;
}
