import type { ClassAssignment } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether the teacher created the assessment: only their own papers can be set for their classes. */
export async function createdBy(db: Queryable, assessmentId: string, teacherId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM assessments WHERE id = $1 AND creator_id = $2', [assessmentId, teacherId]);
  return rows.length > 0;
}

/** Sets the assessment for the class; assigning it again changes nothing. */
export async function assignAssessment(db: Queryable, classId: string, assessmentId: string, assignedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO class_assessments (class_id, assessment_id, assigned_by) VALUES ($1, $2, $3)
     ON CONFLICT (class_id, assessment_id) DO NOTHING`,
    [classId, assessmentId, assignedBy],
  );
}

export async function unassignAssessment(db: Queryable, classId: string, assessmentId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM class_assessments WHERE class_id = $1 AND assessment_id = $2 RETURNING 1', [classId, assessmentId]);
  return rows.length > 0;
}

/**
 * Whether the student of the class (the `students` row `student`) has submitted the assessment: a submission of it
 * by their linked account, in any state (a student without a linked account has not). The one rule of the class
 * page ("2 of 3 submitted") and of the Classes report's completion.
 */
export function hasSubmittedSql(assessmentColumn: string, student: string): string {
  return `EXISTS (SELECT 1 FROM student_assessments sub WHERE sub.assessment_id = ${assessmentColumn}
    AND sub.student_id = ${student}.user_id AND sub.purpose = 'submission')`;
}

/**
 * A class's completion, as columns of a query over classes (`classColumn` its id): the submissions due (every
 * student of the class, for every assessment set on its page) and those made, by the class page's rule.
 */
export function classCompletionSql(classColumn: string): { due: string; submitted: string } {
  const pairs = `FROM class_assessments ca JOIN students s ON s.class_id = ca.class_id WHERE ca.class_id = ${classColumn}`;
  return {
    due: `(SELECT count(*)::int ${pairs})`,
    submitted: `(SELECT count(*)::int ${pairs} AND ${hasSubmittedSql('ca.assessment_id', 's')})`,
  };
}

/** Submitted over due as a percentage to one decimal; null when nothing is due. */
export function completionPercent(submitted: number, due: number): number | null {
  return due > 0 ? Math.round((submitted / due) * 1000) / 10 : null;
}

interface AssignmentRow {
  assessment_id: string;
  title: string;
  subject_name: string | null;
  assigned_at: string;
}

interface SubmissionRow {
  assessment_id: string;
  student_record_id: string;
  name: string;
  user_id: string | null;
  student_assessment_id: string | null;
  submitted: boolean;
  status: string | null;
  submitted_at: string | null;
  percentage: string | number | null;
}

/**
 * The class's assessments, newest first, each with every student of the class and their latest submission of
 * it: who has submitted and who has not. A student without a linked account cannot have submitted.
 */
export async function listAssignments(db: Queryable, classId: string): Promise<ClassAssignment[]> {
  const assigned = await db.query<AssignmentRow & Record<string, unknown>>(
    `SELECT ca.assessment_id, a.title, sub.name AS subject_name, ${iso('ca.assigned_at')} AS assigned_at
     FROM class_assessments ca JOIN assessments a ON a.id = ca.assessment_id LEFT JOIN subjects sub ON sub.id = a.subject_id
     WHERE ca.class_id = $1 ORDER BY ca.assigned_at DESC, a.title`,
    [classId],
  );
  const submissions = await db.query<SubmissionRow & Record<string, unknown>>(
    `SELECT ca.assessment_id, s.id AS student_record_id, s.name, s.user_id, latest.id AS student_assessment_id,
       ${hasSubmittedSql('ca.assessment_id', 's')} AS submitted, latest.status,
       ${iso('latest.submitted_at')} AS submitted_at, r.percentage
     FROM class_assessments ca
     JOIN students s ON s.class_id = ca.class_id
     LEFT JOIN LATERAL (
       SELECT sa.id, sa.status, sa.submitted_at FROM student_assessments sa
       WHERE sa.assessment_id = ca.assessment_id AND sa.student_id = s.user_id AND sa.purpose = 'submission'
       ORDER BY sa.submitted_at DESC LIMIT 1
     ) latest ON true
     LEFT JOIN effective_student_results r ON r.student_assessment_id = latest.id
     WHERE ca.class_id = $1 ORDER BY s.name, s.created_at`,
    [classId],
  );
  return assigned.rows.map((assignment) => {
    const students = submissions.rows
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
