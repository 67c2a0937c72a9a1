import { describe, expect, it } from 'vitest';
import { contrastRatio, darkTokens, lightTokens } from '@assess/ui';
import { CHART_PALETTE, alignSeries, tableRows, animatedScore, animationLength, dateTickLabel, dateTicks, paletteIndex, pointAnnouncement, scoreText, trendText, yTickLabel, Y_TICKS } from './chart-format.ts';

describe('progress chart rules', () => {
  it('labels the y axis 0 to 100 in steps of 25 with a percent suffix, and dates as short month-day', () => {
    expect(Y_TICKS.map(yTickLabel)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(dateTickLabel('2025-01-05')).toBe('Jan 5');
    expect(dateTickLabel('not a date')).toBe('');
  });

  it('gives tooltip values to one decimal with a percent suffix, and announces date and score', () => {
    expect(scoreText(46.666)).toBe('46.7%');
    expect(scoreText(90)).toBe('90.0%');
    expect(pointAnnouncement(null, { date: '2025-01-05', score: 46.7 })).toBe('Jan 5, 2025: 46.7%');
    expect(pointAnnouncement('Sam', { date: '2025-01-05', score: 90 })).toBe('Sam, Jan 5, 2025: 90.0%');
  });

  it('shows the trend as an arrow and the absolute change to one decimal', () => {
    expect(trendText(7.5)).toBe('↑ 7.5%');
    expect(trendText(-12.25)).toBe('↓ 12.3%');
    expect(trendText(0)).toBe('→ 0.0%');
  });

  it('cycles six palette colours, each standing out 3:1 from the surface in both themes', () => {
    expect([0, 1, 5, 6, 13].map(paletteIndex)).toEqual([0, 1, 5, 0, 1]);
    expect(new Set(CHART_PALETTE).size).toBe(6);
    for (const tokens of [lightTokens, darkTokens]) {
      for (const token of CHART_PALETTE) expect(contrastRatio(tokens.color[token], tokens.color.surface), token).toBeGreaterThanOrEqual(3);
    }
  });

  it('grows each point over 1000 ms after a delay of 50 ms a point', () => {
    expect(animatedScore(80, 0, 0)).toBe(0);
    expect(animatedScore(80, 0, 1000)).toBe(80);
    expect(animatedScore(80, 2, 100)).toBe(0);
    expect(animatedScore(80, 2, 1100)).toBe(80);
    expect(animatedScore(80, 0, 500)).toBeGreaterThan(40);
    expect(animationLength(0)).toBe(0);
    expect(animationLength(1)).toBe(1000);
    expect(animationLength(5)).toBe(1200);
  });

  it('puts lines with different dates on one axis, with gaps where a line has no point', () => {
    const { xs, ys } = alignSeries([
      { label: 'Class', points: [{ date: '2025-01-01T00:00:00Z', score: 50 }, { date: '2025-01-03T00:00:00Z', score: 70 }] },
      { label: 'Sam', points: [{ date: '2025-01-02T00:00:00Z', score: 60 }, { date: '2025-01-03T00:00:00Z', score: 80 }] },
    ]);
    expect(xs).toEqual([Date.parse('2025-01-01T00:00:00Z') / 1000, Date.parse('2025-01-02T00:00:00Z') / 1000, Date.parse('2025-01-03T00:00:00Z') / 1000]);
    expect(ys).toEqual([
      [50, null, 70],
      [null, 60, 80],
    ]);
    expect(alignSeries([])).toEqual({ xs: [], ys: [] });
  });

  it('thins the date labels out to fit the width, one a day at most', () => {
    const day = 86_400;
    const xs = Array.from({ length: 20 }, (_, index) => index * day);
    expect(dateTicks(xs.slice(0, 4), 640)).toEqual([0, day, 2 * day, 3 * day]);
    // 320 px for 19 days: a label every 64 px is every 3.8 days, so every 4th day.
    expect(dateTicks(xs, 320)).toEqual([0, 4 * day, 8 * day, 12 * day, 16 * day]);
    expect(dateTicks([0, 3600, day], 640)).toEqual([0, day]);
    expect(dateTicks([], 640)).toEqual([]);
  });

  it('tables the data one row a day, with a dash where a line has no point', () => {
    const rows = tableRows([
      { label: 'Class Average', points: [{ date: '2025-01-05T12:00:00Z', score: 60 }, { date: '2025-02-05T12:00:00Z', score: 81 }] },
      { label: 'Sam', points: [{ date: '2025-01-05T10:00:00Z', score: 50 }, { date: '2025-01-20T10:00:00Z', score: 65 }] },
    ]);
    expect(rows).toEqual([
      { day: 'Jan 5, 2025', scores: [60, 50] },
      { day: 'Jan 20, 2025', scores: [null, 65] },
      { day: 'Feb 5, 2025', scores: [81, null] },
    ]);
  });
});
