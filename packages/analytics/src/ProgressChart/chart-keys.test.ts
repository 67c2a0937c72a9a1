import { describe, expect, it } from 'vitest';
import { nextPoint } from './chart-keys.ts';

const series = [
  { label: 'Class Average', points: [{ date: '2025-01-05', score: 60 }, { date: '2025-02-05', score: 70 }, { date: '2025-03-05', score: 80 }] },
  { label: 'No results', points: [] },
  { label: 'Sam', points: [{ date: '2025-01-06', score: 50 }, { date: '2025-03-01', score: 90 }] },
];

describe('reading the chart by keyboard', () => {
  it('starts at the first point and steps along the line, stopping at its ends', () => {
    expect(nextPoint(series, null, 'ArrowRight')).toEqual({ series: 0, index: 0 });
    expect(nextPoint(series, { series: 0, index: 0 }, 'ArrowRight')).toEqual({ series: 0, index: 1 });
    expect(nextPoint(series, { series: 0, index: 2 }, 'ArrowRight')).toEqual({ series: 0, index: 2 });
    expect(nextPoint(series, { series: 0, index: 0 }, 'ArrowLeft')).toEqual({ series: 0, index: 0 });
    expect(nextPoint(series, { series: 0, index: 1 }, 'End')).toEqual({ series: 0, index: 2 });
    expect(nextPoint(series, { series: 0, index: 2 }, 'Home')).toEqual({ series: 0, index: 0 });
  });

  it('changes line with Up and Down, skipping lines without points, at the nearest date', () => {
    expect(nextPoint(series, { series: 0, index: 2 }, 'ArrowDown')).toEqual({ series: 2, index: 1 });
    expect(nextPoint(series, { series: 2, index: 0 }, 'ArrowDown')).toEqual({ series: 0, index: 0 });
    expect(nextPoint(series, { series: 0, index: 0 }, 'ArrowUp')).toEqual({ series: 2, index: 0 });
    expect(nextPoint(series, { series: 0, index: 1 }, 'ArrowUp')).toEqual({ series: 2, index: 1 });
  });

  it('leaves the points on Escape, and ignores other keys and charts without points', () => {
    expect(nextPoint(series, { series: 0, index: 1 }, 'Escape')).toBe('none');
    expect(nextPoint(series, { series: 0, index: 1 }, 'a')).toBeUndefined();
    expect(nextPoint([{ label: 'Empty', points: [] }], null, 'ArrowRight')).toBeUndefined();
  });
});
