import { Readable } from 'node:stream';
import type { Queryable } from '../../db/index.js';
import type { WorkerContext } from '../context.js';
import { withMarks, type GradingResult } from '../grading/index.js';
import { weakAreasPdfOffLoop } from '../cpu/index.js';
import { effectiveAnswers, STUDENT_NAME_SQL } from '../shared/submissions.js';
import { recordGradePassbacks } from '../lti/index.js';

/*
 * A release changes the marks, and with them everything the grader derived from the marks: the overall comment
 * ("Scored N% overall"), the strengths and areas to improve, the suggestions, and the weak-areas PDF in My Files.
 * These are derived again from the effective marks, by the grader's own rules, whenever marks are released.
 */

/** Marks the weak-areas PDF among a submission's files (set by the grading job). */
export const WEAK_AREAS_KIND = 'weak_areas_focused';

function isGradingResult(value: unknown): value is GradingResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as GradingResult).grading_details?.answer_responses);
}

/**
 * Derives the submission's comment, topics and suggestions again from its effective marks (inside the release's
 * transaction). A submission without the grader's whole result (none was stored) keeps what it has.
 */
export async function deriveFromReleasedMarks(tx: Queryable, studentAssessmentId: string): Promise<void> {
  const { rows } = await tx.query<{ result: unknown }>('SELECT result FROM student_assessments WHERE id = $1', [studentAssessmentId]);
  const stored = rows[0]?.result;
  if (!isGradingResult(stored)) return;
  const answers = await effectiveAnswers(tx, studentAssessmentId);
  const derived = withMarks(
    stored,
    answers.map((answer) => ({ question: answer.question, question_part: answer.question_part, marks: answer.marks_obtained, analysis: answer.analysis })),
  );
  await tx.query(
    `UPDATE student_assessments SET overall_comment = $2, strength_areas = $3, improvement_areas = $4, result = $5 WHERE id = $1`,
    [studentAssessmentId, derived.overall_comment, JSON.stringify(derived.strength_areas), JSON.stringify(derived.improvement_areas), JSON.stringify(derived)],
  );
}

/**
 * Writes each released submission's weak-areas PDF again, in place (its file keeps its id and link), from the
 * result derived at release. Submissions without such a file are left alone. The PDFs are made in the releasing
 * teacher's turn of the CPU pool's interactive lane: the teacher waits for them.
 */
export async function refreshWeakAreasPdfs(product: Pick<WorkerContext, 'db' | 'storage'>, studentAssessmentIds: readonly string[], releasedBy: string): Promise<void> {
  if (studentAssessmentIds.length === 0) return;
  const { rows } = await product.db.query<{ file_id: string; bucket_id: string; storage_path: string; result: unknown; title: string; subject: string | null; student_name: string }>(
    `SELECT f.id AS file_id, f.bucket_id, f.storage_path, sa.result, a.title, f.metadata->'assessment_info'->>'subject' AS subject,
       ${STUDENT_NAME_SQL} AS student_name
     FROM files f
     JOIN student_assessments sa ON sa.id::text = f.entity_id
     JOIN assessments a ON a.id = sa.assessment_id
     JOIN users u ON u.id = sa.student_id
     WHERE f.entity_type = 'student_assessment' AND f.entity_id = ANY($1::text[]) AND f.is_current_version
       AND f.metadata->'custom'->>'assessment_type' = $2`,
    [studentAssessmentIds, WEAK_AREAS_KIND],
  );
  for (const row of rows) {
    if (!isGradingResult(row.result)) continue;
    const bytes = await weakAreasPdfOffLoop(row.result, { name: row.student_name }, row.title, row.subject ?? undefined, releasedBy);
    await product.storage.put(row.bucket_id, row.storage_path, Readable.from([Buffer.from(bytes)]), 'application/pdf');
    await product.db.query(
      `UPDATE files SET file_size = $2, metadata = jsonb_set(metadata, '{weak_areas}', $3::jsonb) WHERE id = $1`,
      [row.file_id, bytes.length, JSON.stringify(row.result.improvement_areas)],
    );
  }
}

/**
 * Releases a submission's marks (decision 14): the overrides become what the student and reports see, and the
 * comment, topics and suggestions derived from marks follow them (the caller then rewrites its weak-areas PDF,
 * refreshWeakAreasPdfs, once committed). Returns the
 * grade passbacks it recorded, to be queued once the transaction has committed.
 */
export async function releaseSubmission(tx: Queryable, id: string, viewerId: string): Promise<string[]> {
  await tx.query(
    `UPDATE mark_overrides SET released_marks_obtained = marks_obtained, released_feedback = feedback, released_at = now()
     WHERE student_assessment_id = $1`,
    [id],
  );
  await tx.query(
    `UPDATE student_assessments SET review_state = 'released', teacher_feedback = COALESCE(teacher_feedback_draft, teacher_feedback),
       released_at = now(), released_by = $2, marks_version = marks_version + 1, updated_at = now() WHERE id = $1`,
    [id, viewerId],
  );
  await tx.query(`INSERT INTO mark_review_events (student_assessment_id, actor_id, action, created_at) VALUES ($1, $2, 'release', clock_timestamp())`, [id, viewerId]);
  await deriveFromReleasedMarks(tx, id);
  // The released score also goes to the gradebook of each learning platform the student launched it from.
  return recordGradePassbacks(tx, id);
}

/**
 * Releases one question's mark of an already released submission (a regrade answered with a new mark): the student
 * sees the new mark at once, with the comment and topics derived from it, and the gradebooks get the new score.
 * The submission's other saved drafts stay drafts. Returns the grade passbacks recorded, to be queued once committed.
 */
export async function releaseQuestionMark(tx: Queryable, id: string, q: { question: string; question_part: string }): Promise<string[]> {
  await tx.query(
    `UPDATE mark_overrides SET released_marks_obtained = marks_obtained, released_feedback = feedback, released_at = now()
     WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3`,
    [id, q.question, q.question_part],
  );
  await tx.query('UPDATE student_assessments SET marks_version = marks_version + 1, updated_at = now() WHERE id = $1', [id]);
  await deriveFromReleasedMarks(tx, id);
  return recordGradePassbacks(tx, id);
}
