// The topics of the reports and analytics, made from the rows the repository reads: strengths and areas to improve.

import type { TopicRow } from './repository.js';

/** A topic's share of marks at or above this is a strength; below it, an area to improve (the grader's rule). */
const STRENGTH_PERCENT = 60;

/** A topic as the reports and analytics show it: its name, a sentence, and its marks. */
export function topicArea(row: TopicRow): { topic: string; description: string; percentage: number; marks_obtained: number; total_marks: number } {
  const description =
    row.percentage >= STRENGTH_PERCENT
      ? `${row.marks_obtained} of ${row.total_marks} marks (${row.percentage}%) in ${row.topic}`
      : `${row.marks_obtained} of ${row.total_marks} marks (${row.percentage}%) in ${row.topic}: review this topic`;
  return { topic: row.topic, description, percentage: row.percentage, marks_obtained: row.marks_obtained, total_marks: row.total_marks };
}

export function splitTopics(rows: TopicRow[]): { strengths: TopicRow[]; weaknesses: TopicRow[] } {
  return {
    strengths: rows.filter((row) => row.percentage >= STRENGTH_PERCENT).sort((x, y) => y.percentage - x.percentage),
    weaknesses: rows.filter((row) => row.percentage < STRENGTH_PERCENT),
  };
}

/** Topics grouped by subject name, as strengths_by_subject and weaknesses_by_subject carry them. */
export function bySubject(rows: TopicRow[]): Record<string, ReturnType<typeof topicArea>[]> {
  const grouped: Record<string, ReturnType<typeof topicArea>[]> = {};
  for (const row of rows) (grouped[row.subject] ??= []).push(topicArea(row));
  return grouped;
}
