// The demo history's data access: the demo accounts it builds on, and the papers, submissions and reviews it
// writes, with dates in the past.
import type { Queryable } from '../../db/index.js';

// The area's other files hold a database or a transaction only to pass it here: they take its type from here.
export type { Queryable };

/** The accounts of the given addresses (lower case), with their address in lower case. */
export async function accountsByEmail(db: Queryable, emails: readonly string[]): Promise<{ id: string; email: string }[]> {
  const { rows } = await db.query<{ id: string; email: string }>(`SELECT id, lower(email) AS email FROM auth.users WHERE lower(email) = ANY($1::text[])`, [emails]);
  return rows;
}

/** Records a graded paper set for a class, created at `created`. */
export async function insertGradedAssessment(
  tx: Queryable,
  paper: { title: string; description: string; subject: string; minutes: number; totalMarks: number },
  owner: { teacherId: string; classId: string; className: string },
  created: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO assessments (title, description, status, creator_id, subject_id, class_id, class_name, difficulty_level, total_marks,
       time_limit_minutes, source, is_self_created, created_at, updated_at)
     VALUES ($1, $2, 'graded', $3, (SELECT id FROM subjects WHERE lower(name) = lower($4) AND is_system_defined), $5, $6, 'medium', $7,
       $8, 'upload', false, $9, $9)
     RETURNING id`,
    [paper.title, paper.description, owner.teacherId, paper.subject, owner.classId, owner.className, paper.totalMarks, paper.minutes, created],
  );
  return rows[0]!.id;
}

export async function setFileUploadedAt(tx: Queryable, fileId: string, at: string): Promise<void> {
  await tx.query('UPDATE files SET uploaded_at = $2 WHERE id = $1', [fileId, at]);
}

/** Records a student's submission made at `submitted`, pending its grading. */
export async function insertSubmissionAt(tx: Queryable, assessmentId: string, studentId: string, submitted: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO student_assessments (assessment_id, student_id, purpose, status, submitted_at, created_at, updated_at)
     VALUES ($1, $2, 'submission', 'pending', $3, $3, $3) RETURNING id`,
    [assessmentId, studentId, submitted],
  );
  return rows[0]!.id;
}

export async function setGradedAt(tx: Queryable, studentAssessmentId: string, at: string): Promise<void> {
  await tx.query('UPDATE student_assessments SET graded_at = $2, updated_at = $2 WHERE id = $1', [studentAssessmentId, at]);
}

/** A teacher's mark on one answer, released at once, with the change in the submission's history, at `at`. */
export async function insertReleasedMark(
  tx: Queryable,
  studentAssessmentId: string,
  teacherId: string,
  q: { question: string; part: string },
  change: { oldMarks: number; marks: number; feedback: string },
  at: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO mark_overrides (student_assessment_id, question, question_part, marks_obtained, feedback, updated_by, updated_at,
       released_marks_obtained, released_feedback, released_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $4, $5, $7)`,
    [studentAssessmentId, q.question, q.part, change.marks, change.feedback, teacherId, at],
  );
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, old_marks, new_marks, new_feedback, created_at)
     VALUES ($1, $2, 'override', $3, $4, $5, $6, $7, $8)`,
    [studentAssessmentId, teacherId, q.question, q.part, change.oldMarks, change.marks, change.feedback, at],
  );
}

/** The teacher releases the submission's marks with their comment, at `at`, recorded in its history. */
export async function markReleasedAt(tx: Queryable, studentAssessmentId: string, teacherId: string, comment: string, at: string): Promise<void> {
  await tx.query(
    `UPDATE student_assessments SET review_state = 'released', teacher_feedback_draft = $3, teacher_feedback = $3,
       released_at = $4, released_by = $2, updated_at = $4 WHERE id = $1`,
    [studentAssessmentId, teacherId, comment, at],
  );
  await tx.query(`INSERT INTO mark_review_events (student_assessment_id, actor_id, action, created_at) VALUES ($1, $2, 'release', $3)`, [
    studentAssessmentId,
    teacherId,
    at,
  ]);
}
