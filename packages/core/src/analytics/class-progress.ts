import { classAnalyticsSchema, type ProgressPoint } from '../schemas/analytics.js';
import { progressPoints } from './subject-progress.js';

export interface ClassStudentLine {
  userId: string;
  name: string;
  reportsCompleted: number;
  averageScore: number | null;
  points: ProgressPoint[];
}

/** A class's analytics as the teacher's dashboard shows them. */
export interface ClassProgress {
  classId: string;
  className: string;
  studentCount: number;
  reportsCompleted: number;
  averageScore: number;
  /** The class average of each day with results, sorted by date. */
  average: ProgressPoint[];
  students: ClassStudentLine[];
}

/**
 * GET /analytics/class/{classId} made ready to chart: the class average and each student's points go through
 * the same rules as subject progress (unusable points dropped, scores clamped, sorted by date); null when the
 * answer is not a class's analytics.
 */
export function normaliseClassProgress(response: unknown): ClassProgress | null {
  const parsed = classAnalyticsSchema.safeParse(response);
  if (!parsed.success) return null;
  const data = parsed.data;
  return {
    classId: data.class_id,
    className: data.class_name,
    studentCount: data.student_count,
    reportsCompleted: data.reports_completed,
    averageScore: data.average_score,
    average: progressPoints(data.average_over_time),
    students: data.students.map((student) => ({
      userId: student.user_id,
      name: student.name,
      reportsCompleted: student.reports_completed,
      averageScore: student.average_score,
      points: progressPoints(student.progress_over_time),
    })),
  };
}
