import type { AnalyticsData, ProgressPoint, SubjectProgress } from '../schemas/analytics.js';
import { NO_DATA_AVAILABLE } from './topics.js';

function clampScore(score: number): number {
  return Math.min(100, Math.max(0, score));
}

/** A point is kept when its score is a number and its date is present and readable; its score is clamped to 0-100. */
function progressPoint(item: unknown): (ProgressPoint & { time: number }) | null {
  if (typeof item !== 'object' || item === null) return null;
  const { date, score } = item as { date?: unknown; score?: unknown };
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  if (typeof date !== 'string' || date === '') return null;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return null;
  return { date, score: clampScore(score), time };
}

function listOrEmpty(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Progress points as charts draw them: unusable ones dropped, scores clamped to 0-100, sorted by date ascending. */
export function progressPoints(value: unknown): ProgressPoint[] {
  return listOrEmpty(value)
    .map(progressPoint)
    .filter((point) => point !== null)
    .sort((a, b) => a.time - b.time)
    .map(({ date, score }) => ({ date, score }));
}

/** The record stored when a subject's progress cannot be loaded: no reports, the subject's overall score, 'No data available'. */
export function emptySubjectProgress(overallScore: number | null | undefined): SubjectProgress {
  return {
    progress_over_time: [],
    reports_completed: 0,
    average_score: overallScore ?? 0,
    improvement: NO_DATA_AVAILABLE,
    improvement_percentage: 0,
    strengths: [],
    weaknesses: [],
  };
}

/** A subject's overall score from the analytics overview, found by subject id or name (case-insensitive). */
export function subjectOverallScore(analytics: Pick<AnalyticsData, 'overview'> | null | undefined, subject: string): number | null {
  const wanted = subject.toLowerCase();
  const entry = analytics?.overview.performanceBySubject.find(
    (candidate) => candidate.subject_id === subject || candidate.subject.toLowerCase() === wanted,
  );
  return entry?.score ?? null;
}

export interface ProgressChartStats {
  /** The highest score, for the 'Best' chip; null without points. */
  best: number | null;
  /** Last minus first score, for the 'Trend' chip; null unless there is more than one point. */
  trend: number | null;
}

export function progressChartStats(points: readonly ProgressPoint[]): ProgressChartStats {
  const first = points[0];
  const last = points.at(-1);
  return {
    best: points.length > 0 ? Math.max(...points.map((point) => point.score)) : null,
    trend: points.length > 1 && first && last ? last.score - first.score : null,
  };
}

/** The Last Update card: the date of the latest progress point, else the analytics' last update. */
export function subjectLastUpdate(progress: Pick<SubjectProgress, 'progress_over_time'>, lastUpdated: string | null | undefined): string | null {
  return progress.progress_over_time.at(-1)?.date ?? lastUpdated ?? null;
}
