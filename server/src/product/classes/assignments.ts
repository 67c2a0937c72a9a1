import type { ClassAssignment } from '@assess/core/schemas';
import { classAssignmentRows, classAssignmentSubmissionRows, type Queryable } from './repository.js';

/** Submitted over due as a percentage to one decimal; null when nothing is due. */
export function completionPercent(submitted: number, due: number): number | null {
  return due > 0 ? Math.round((submitted / due) * 1000) / 10 : null;
}

/**
 * The class's assessments, newest first, each with every student of the class and their latest submission of
 * it: who has submitted and who has not. A student without a linked account cannot have submitted.
 */
export async function listAssignments(db: Queryable, classId: string): Promise<ClassAssignment[]> {
  const assigned = await classAssignmentRows(db, classId);
  const submissions = await classAssignmentSubmissionRows(db, classId);
  return assigned.map((assignment) => {
    const students = submissions
      .filter((row) => row.assessment_id === assignment.assessment_id)
      .map((row) => ({
        student_record_id: row.student_record_id,
        name: row.name,
        user_id: row.user_id,
        submitted: row.submitted,
        status: row.status,
        submitted_at: row.submitted_at,
        student_assessment_id: row.student_assessment_id,
        percentage: row.percentage === null ? null : Number(row.percentage),
      }));
    return {
      assessment_id: assignment.assessment_id,
      title: assignment.title,
      subject_name: assignment.subject_name,
      assigned_at: assignment.assigned_at,
      student_count: students.length,
      submitted_count: students.filter((student) => student.submitted).length,
      students,
    };
  });
}
