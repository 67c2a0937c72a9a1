import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import type { ProgressPoint } from '@assess/core';
import { Button, themeVars, visuallyHidden } from '@assess/ui';
import { ANALYTICS_TEXTS } from '../Analytics/texts.ts';
import {
  CHART_HEIGHT,
  Y_TICKS,
  alignSeries,
  animatedScore,
  animationLength,
  dateTickLabel,
  dateTicks,
  paletteIndex,
  pointAnnouncement,
  scoreText,
  yTickLabel,
  type AlignedData,
  type ChartSeries,
} from './chart-format.ts';
import { nextPoint, type ActivePoint } from './chart-keys.ts';
import { ChartTable } from './ChartTable.tsx';
import { PROBED_TOKENS, useThemeColours, type ChartColours } from './theme-colours.ts';
import * as styles from './ProgressChart.css.ts';

export interface ProgressChartProps {
  /** The chart's accessible name, e.g. 'Progress Over Time'. */
  label: string;
  /** One line or more; the first is drawn strongest. */
  series: readonly ChartSeries[];
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Whether this browser draws on a canvas (a DOM without one still gets the keyboard layer and the table). */
function canDraw(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * A line chart of scores over time (uPlot): height 300, 0 to 100 % in steps of 25, short month-day dates,
 * tooltips to one decimal, the six-colour palette, and an animation that respects reduced motion. Keyboard
 * focus moves between the points and announces each one; the same data is one toggle away as a table.
 */
export function ProgressChart({ label, series: given }: ProgressChartProps) {
  // Callers build their series on every render; the chart is drawn again only when the data itself changes.
  const key = JSON.stringify(given);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const series = useMemo(() => given, [key]);
  const [asTable, setAsTable] = useState(false);
  const hintId = useId();
  const probes = useRef<HTMLSpanElement>(null);
  const colours = useThemeColours(probes);
  const multiple = series.length > 1;

  return (
    <div className={styles.block}>
      <span ref={probes} className={styles.probe} aria-hidden="true">
        {PROBED_TOKENS.map((token) => (
          <span key={token} data-colour={token} style={{ color: themeVars.color[token] }} />
        ))}
      </span>
      <div className={styles.toolbar}>
        <Button variant="text" size="sm" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
          {asTable ? ANALYTICS_TEXTS.showChart : ANALYTICS_TEXTS.showTable}
        </Button>
      </div>
      {asTable ? (
        <ChartTable label={label} series={series} />
      ) : (
        <>
          <ChartCanvas label={label} series={series} colours={colours} hintId={hintId} />
          <p id={hintId} className={styles.hint}>
            {ANALYTICS_TEXTS.chartKeys}
          </p>
        </>
      )}
      {multiple && colours && (
        <ul className={styles.legend} aria-label={`${label} legend`}>
          {series.map((line, index) => (
            <li key={line.label} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: colours.lines[paletteIndex(index)] }} aria-hidden="true" />
              {line.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ChartCanvasProps extends ProgressChartProps {
  colours: ChartColours | null;
  hintId: string;
}

type UPlotClass = typeof uPlot;

/** uPlot, loaded with the first chart: the dashboard's own chunk stays small, and a page without charts never loads it. */
function useUPlot(): UPlotClass | null {
  const [loaded, setLoaded] = useState<UPlotClass | null>(null);
  useEffect(() => {
    let current = true;
    if (!canDraw()) return;
    void import('uplot').then((module) => {
      if (current) setLoaded(() => module.default);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

function ChartCanvas({ label, series, colours, hintId }: ChartCanvasProps) {
  const UPlot = useUPlot();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [active, setActive] = useState<ActivePoint | null>(null);
  const [hover, setHover] = useState<HoverPoint | null>(null);
  const [tooltipAt, setTooltipAt] = useState<{ left: number; top: number } | null>(null);
  const aligned = useMemo(() => alignSeries(series), [series]);

  // Draws the chart, and again when the data or the theme's colours change.
  useEffect(() => {
    const target = container.current;
    if (!target || !colours || !UPlot || aligned.xs.length === 0) return;
    const width = Math.max(240, target.clientWidth);
    const font = `12px ${getComputedStyle(target).fontFamily || 'sans-serif'}`;
    const axis = { stroke: colours.text, font, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
    const options: uPlot.Options = {
      width,
      height: CHART_HEIGHT,
      // Room on the right for the last date label and point.
      padding: [12, 28, 0, 0],
      legend: { show: false },
      cursor: { y: false, points: { size: 10 }, drag: { x: false, y: false } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: true }, y: { auto: false, range: [0, 100] } },
      axes: [
        { ...axis, splits: (u) => dateTicks(aligned.xs, u.bbox.width / (globalThis.devicePixelRatio || 1)), values: (_u, splits) => splits.map((value) => dateTickLabel(value * 1000)) },
        { ...axis, size: 52, splits: () => [...Y_TICKS], values: (_u, splits) => splits.map(yTickLabel) },
      ],
      series: [
        {},
        ...series.map((line, index) => {
          const colour = colours.lines[paletteIndex(index)] ?? colours.text;
          return {
            label: line.label,
            stroke: colour,
            width: index === 0 ? 3 : 2,
            spanGaps: true,
            points: { show: true, size: index === 0 ? 8 : 6, stroke: colour, fill: colours.surface, width: 2 },
          };
        }),
      ],
      hooks: {
        setCursor: [(u) => setHover(hoverPoint(u, aligned))],
      },
    };
    const animate = !prefersReducedMotion();
    const ordinal = aligned.ys.map((row) => {
      let order = 0;
      return row.map((value) => (value === null ? -1 : order++));
    });
    const frame = (elapsed: number): uPlot.AlignedData => [
      aligned.xs,
      ...aligned.ys.map((row, line) => row.map((value, index) => (value === null ? null : animatedScore(value, ordinal[line]?.[index] ?? 0, elapsed)))),
    ];
    const plot = new UPlot(options, animate ? frame(0) : [aligned.xs, ...aligned.ys], target);
    chart.current = plot;

    let raf = 0;
    if (animate) {
      const total = animationLength(Math.max(...aligned.ys.map((row) => row.filter((value) => value !== null).length)));
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        // Same dates, same 0-100 scale: only the lines are drawn again.
        plot.setData(frame(elapsed), false);
        plot.redraw(true, false);
        if (elapsed < total) raf = requestAnimationFrame(step);
      };
      raf = requestAnimationFrame(step);
    }

    const resize = new (globalThis.ResizeObserver ?? class { observe() {} disconnect() {} })(() => {
      plot.setSize({ width: Math.max(240, target.clientWidth), height: CHART_HEIGHT });
    });
    resize.observe(target);
    return () => {
      cancelAnimationFrame(raf);
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [UPlot, aligned, series, colours]);

  // The keyboard's point, shown as uPlot's cursor and a tooltip beside it.
  useEffect(() => {
    const plot = chart.current;
    if (!plot || !active) {
      setTooltipAt(null);
      return;
    }
    const point = series[active.series]?.points[active.index];
    if (!point) return;
    const left = plot.valToPos(Date.parse(point.date) / 1000, 'x');
    const top = plot.valToPos(point.score, 'y');
    plot.setCursor({ left, top }, false);
    const over = plot.over;
    setTooltipAt({ left: over.offsetLeft + left, top: over.offsetTop + top });
  }, [active, series]);

  const move = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const next = nextPoint(series, active, event.key);
      if (next === undefined) return;
      event.preventDefault();
      setActive(next === 'none' ? null : next);
    },
    [active, series],
  );

  const activePoint = active ? series[active.series]?.points[active.index] : undefined;
  const announcement = activePoint ? pointAnnouncement(series.length > 1 ? (series[active?.series ?? 0]?.label ?? null) : null, activePoint) : '';
  return (
    <div
      className={styles.area}
      role="group"
      aria-roledescription="chart"
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={move}
      onBlur={() => setActive(null)}
    >
      <div ref={container} className={styles.plot} />
      {activePoint && tooltipAt && (
        <div className={styles.tooltip} style={{ left: tooltipAt.left, top: tooltipAt.top }} aria-hidden="true">
          {series.length > 1 && `${series[active?.series ?? 0]?.label}: `}
          {dateTickLabel(activePoint.date)} · {scoreText(activePoint.score)}
        </div>
      )}
      {active === null && hover && (
        <div className={styles.tooltip} style={{ left: hover.left, top: hover.top }} aria-hidden="true">
          <div>{dateTickLabel(hover.time * 1000)}</div>
          {hover.values.map((value) => (
            <div key={value.series} className={styles.tooltipRow}>
              {series.length > 1 && <span>{series[value.series]?.label}:</span>}
              <span>{scoreText(value.score)}</span>
            </div>
          ))}
        </div>
      )}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

interface HoverPoint {
  time: number;
  values: { series: number; score: number }[];
  left: number;
  top: number;
}

/** The scores under the mouse and where their tooltip goes, or null away from any point. */
function hoverPoint(plot: uPlot, aligned: AlignedData): HoverPoint | null {
  const index = plot.cursor.idx;
  if (index === null || index === undefined) return null;
  const time = aligned.xs[index];
  if (time === undefined) return null;
  const values = aligned.ys.flatMap((row, series) => {
    const score = row[index];
    return score === null || score === undefined ? [] : [{ series, score }];
  });
  if (values.length === 0) return null;
  return {
    time,
    values,
    left: plot.over.offsetLeft + plot.valToPos(time, 'x'),
    top: plot.over.offsetTop + plot.valToPos(Math.max(...values.map((value) => value.score)), 'y'),
  };
}

export type { ChartSeries, ProgressPoint };
