import type { Queryable } from '../../db/index.js';
import type { QuestionRef } from './class-answers.js';

export type MarkAction = 'override' | 'suggestion_accepted';

/**
 * Sets a teacher's mark on one answer (provisional until released) and records the change in the
 * submission's history. The feedback stays as it was unless a new one is given. Returns the marks before.
 */
export async function setTeacherMark(
  tx: Queryable,
  studentAssessmentId: string,
  q: QuestionRef,
  marks: number,
  actorId: string,
  action: MarkAction = 'override',
  feedback?: string,
): Promise<number | null> {
  const before = await tx.query<{ marks_obtained: string | null; feedback: string | null }>(
    `SELECT COALESCE(o.marks_obtained, q.marks_obtained) AS marks_obtained, COALESCE(o.feedback, q.analysis) AS feedback
     FROM question_results q LEFT JOIN mark_overrides o
       ON o.student_assessment_id = q.student_assessment_id AND o.question = q.question AND o.question_part = q.question_part
     WHERE q.student_assessment_id = $1 AND q.question = $2 AND q.question_part = $3`,
    [studentAssessmentId, q.question, q.question_part],
  );
  const old = before.rows[0];
  const newFeedback = feedback ?? old?.feedback ?? null;
  await tx.query(
    `INSERT INTO mark_overrides (student_assessment_id, question, question_part, marks_obtained, feedback, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET
       marks_obtained = EXCLUDED.marks_obtained, feedback = EXCLUDED.feedback, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [studentAssessmentId, q.question, q.question_part, marks, newFeedback, actorId],
  );
  // Any change of a mark makes every copy opened before it stale (a save from one is refused).
  await tx.query('UPDATE student_assessments SET marks_version = marks_version + 1 WHERE id = $1', [studentAssessmentId]);
  await tx.query('DELETE FROM mark_suggestions WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3', [studentAssessmentId, q.question, q.question_part]);
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, old_marks, new_marks, old_feedback, new_feedback, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp())`,
    [studentAssessmentId, actorId, action, q.question, q.question_part, old?.marks_obtained ?? null, marks, old?.feedback ?? null, newFeedback],
  );
  return old?.marks_obtained === null || old?.marks_obtained === undefined ? null : Number(old.marks_obtained);
}
