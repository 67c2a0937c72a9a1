import { describe, expect, it } from 'vitest';
import { normaliseClassProgress } from './class-progress.js';

describe('class progress', () => {
  it("charts the class average and each student's line with the subject progress rules", () => {
    const progress = normaliseClassProgress({
      class_id: 'c1',
      class_name: 'Year 9 Science',
      student_count: 3,
      reports_completed: 4,
      average_score: 61.5,
      average_over_time: [
        { date: '2025-02-01T12:00:00.000Z', score: 70 },
        { date: 'not a date', score: 50 },
        { date: '2025-01-01T12:00:00.000Z', score: 105 },
      ],
      students: [
        { user_id: 'u1', name: 'Sam', reports_completed: 2, average_score: 60, progress_over_time: [{ date: '2025-02-01', score: 70 }, { date: '2025-01-01', score: '50' }] },
        { user_id: 'u2', name: 'Sasha', reports_completed: 0, average_score: null, progress_over_time: [] },
      ],
    });
    expect(progress).toMatchObject({ classId: 'c1', className: 'Year 9 Science', studentCount: 3, reportsCompleted: 4, averageScore: 61.5 });
    expect(progress?.average).toEqual([
      { date: '2025-01-01T12:00:00.000Z', score: 100 },
      { date: '2025-02-01T12:00:00.000Z', score: 70 },
    ]);
    expect(progress?.students).toEqual([
      { userId: 'u1', name: 'Sam', reportsCompleted: 2, averageScore: 60, points: [{ date: '2025-02-01', score: 70 }] },
      { userId: 'u2', name: 'Sasha', reportsCompleted: 0, averageScore: null, points: [] },
    ]);
  });

  it('is null for an answer that is not a class', () => {
    expect(normaliseClassProgress(null)).toBeNull();
    expect(normaliseClassProgress({ class_id: 'c1' })).toBeNull();
  });
});
