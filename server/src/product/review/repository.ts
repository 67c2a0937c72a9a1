import type { MarkReviewEvent } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import type { GradingResult } from '../grading/index.js';

/** Stores the grader's result for a submission as its provisional marks (replacing any earlier attempt's rows). */
export async function storeGradingResult(tx: Queryable, studentAssessmentId: string, result: GradingResult): Promise<void> {
  await tx.query('DELETE FROM question_results WHERE student_assessment_id = $1', [studentAssessmentId]);
  // One row a question part, in the grader's order; a part the grader answered twice keeps its first place and
  // answers and its last marks and analysis.
  const rows = new Map<string, { position: number; question: string; part: string; topic: string | null; marks: number; total: number; answer: string; correct: string; analysis: string }>();
  let position = 0;
  for (const answer of result.grading_details.answer_responses) {
    position += 1;
    const question = String(answer.question);
    const part = answer.question_part ?? '';
    const key = JSON.stringify([question, part]);
    const marks = { marks: answer.marks_obtained_for_question, total: answer.total_marks_for_question, analysis: answer.analysis };
    const earlier = rows.get(key);
    if (earlier) Object.assign(earlier, marks);
    else rows.set(key, { position, question, part, topic: answer.topic || null, answer: answer.student_answer, correct: answer.correct_answer, ...marks });
  }
  const columns = [...rows.values()];
  // All of a submission's rows in one statement: a paper's marks cost one round trip to the database, not one a question.
  await tx.query(
    `INSERT INTO question_results (student_assessment_id, position, question, question_part, topic, marks_obtained, total_marks,
       student_answer, correct_answer, analysis)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $9::text[], $10::text[])`,
    [
      studentAssessmentId,
      columns.map((row) => row.position),
      columns.map((row) => row.question),
      columns.map((row) => row.part),
      columns.map((row) => row.topic),
      columns.map((row) => row.marks),
      columns.map((row) => row.total),
      columns.map((row) => row.answer),
      columns.map((row) => row.correct),
      columns.map((row) => row.analysis),
    ],
  );
  await tx.query(
    `UPDATE student_assessments SET status = 'graded', graded_at = now(), updated_at = now(),
       total_marks = $2, total_marks_obtained = $3, percentage = $4, overall_comment = $5,
       strength_areas = $6, improvement_areas = $7, exam_details = $8, result = $9
     WHERE id = $1`,
    [
      studentAssessmentId,
      result.results.total_marks,
      result.results.total_marks_obtained,
      result.percentage,
      result.overall_comment,
      JSON.stringify(result.strength_areas),
      JSON.stringify(result.improvement_areas),
      JSON.stringify(result.grading_details.exam_details),
      JSON.stringify(result),
    ],
  );
}

/**
 * A submission's review history. A reviewer reads all of it; anyone else (the student) reads only what has been
 * released (decision 14): the changes made up to the latest release, never the drafts since, and their own
 * regrade requests.
 */
export async function markReviewEvents(db: Queryable, studentAssessmentId: string, view: 'reviewer' | 'released' = 'reviewer'): Promise<MarkReviewEvent[]> {
  const releasedOnly =
    view === 'released'
      ? `AND (e.created_at <= (SELECT max(r.created_at) FROM mark_review_events r
           WHERE r.student_assessment_id = e.student_assessment_id AND r.action = 'release') OR e.action = 'regrade_requested')`
      : '';
  const { rows } = await db.query<MarkReviewEvent>(
    `SELECT e.id, e.action, e.question, e.question_part, e.old_marks::float8 AS old_marks, e.new_marks::float8 AS new_marks,
       e.old_feedback, e.new_feedback, e.actor_id, u.email AS actor_email,
       to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM mark_review_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.student_assessment_id = $1 ${releasedOnly} ORDER BY e.created_at`,
    [studentAssessmentId],
  );
  return rows;
}

/** The submission's student and status; undefined for no such submission. */
export async function submissionStudentAndStatus(db: Queryable, id: string): Promise<{ student_id: string; status: string } | undefined> {
  const { rows } = await db.query<{ student_id: string; status: string }>('SELECT student_id, status FROM student_assessments WHERE id = $1', [id]);
  return rows[0];
}

/** The questions of the submission with their total marks. */
export async function submissionQuestionMarks(db: Queryable, id: string): Promise<{ question: string; question_part: string; total_marks: string }[]> {
  const { rows } = await db.query<{ question: string; question_part: string; total_marks: string }>(
    'SELECT question, question_part, total_marks FROM question_results WHERE student_assessment_id = $1',
    [id],
  );
  return rows;
}

/** Locks the submission's marks for the transaction and reads their version. */
export async function lockMarksVersion(tx: Queryable, id: string): Promise<{ marks_version: number } | undefined> {
  const { rows } = await tx.query<{ marks_version: number }>('SELECT marks_version FROM student_assessments WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** Saves the teacher's feedback as a draft (moving the marks' version on) and records the change in the history. */
export async function saveFeedbackDraft(tx: Queryable, id: string, viewerId: string, feedback: string | null): Promise<void> {
  const before = await tx.query<{ draft: string | null }>(
    'SELECT COALESCE(teacher_feedback_draft, teacher_feedback) AS draft FROM student_assessments WHERE id = $1',
    [id],
  );
  await tx.query('UPDATE student_assessments SET teacher_feedback_draft = $2, marks_version = marks_version + 1, updated_at = now() WHERE id = $1', [id, feedback]);
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, old_feedback, new_feedback, created_at)
     VALUES ($1, $2, 'feedback', $3, $4, clock_timestamp())`,
    [id, viewerId, before.rows[0]?.draft ?? null, feedback],
  );
}
