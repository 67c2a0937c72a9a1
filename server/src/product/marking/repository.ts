// The marking area's data access: the class's answers to a question with their marks, teachers' marks and their
// history, suggestions learned from them, and what a release writes.
import type { Database, Queryable } from '../../db/index.js';
import { visibleStudentIds } from '../shared/access.js';
import { STUDENT_NAME_SQL } from '../shared/submissions.js';

// The area's other files hold a database or a transaction only to pass it here: they take its types from here.
export type { Database, Queryable };

export interface QuestionRef {
  question: string;
  question_part: string;
}

export interface ClassAnswer {
  student_assessment_id: string;
  student_id: string;
  student_name: string | null;
  answer: string;
  total_marks: number;
  grader_marks: number;
  teacher_marks: number | null;
  suggested_marks: number | null;
  /** How sure the suggestion is (0 to 1), when there is one. */
  suggestion_confidence: number | null;
  /** The suggestion needs the teacher's eye before it is accepted. */
  needs_review: boolean;
  released: boolean;
  correct_answer: string | null;
}

export type MarkAction = 'override' | 'suggestion_accepted';

/** The questions of an assessment that graded submissions answered, in paper order, with their marks. */
export async function assessmentQuestions(db: Queryable, assessmentId: string): Promise<(QuestionRef & { total_marks: number })[]> {
  const { rows } = await db.query<{ question: string; question_part: string; total_marks: string; position: number }>(
    `SELECT qr.question, qr.question_part, max(qr.total_marks) AS total_marks, min(qr.position) AS position
     FROM question_results qr JOIN student_assessments sa ON sa.id = qr.student_assessment_id
     WHERE sa.assessment_id = $1 AND sa.status = 'graded' AND sa.purpose = 'submission'
     GROUP BY qr.question, qr.question_part ORDER BY position, qr.question, qr.question_part`,
    [assessmentId],
  );
  return rows.map((r) => ({ question: r.question, question_part: r.question_part, total_marks: Number(r.total_marks) }));
}

/** The answers the viewer may see (their students' graded submissions), oldest submission first. */
export async function classAnswers(db: Queryable, viewerId: string, assessmentId: string, q: QuestionRef): Promise<ClassAnswer[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT sa.id AS student_assessment_id, sa.student_id,
       ${STUDENT_NAME_SQL} AS student_name,
       COALESCE(qr.student_answer, '') AS answer, qr.total_marks, qr.marks_obtained AS grader_marks, qr.correct_answer,
       o.marks_obtained AS teacher_marks, s.marks_obtained AS suggested_marks, s.confidence AS suggestion_confidence,
       COALESCE(s.needs_review, false) AS needs_review,
       sa.review_state = 'released' AND (o.student_assessment_id IS NULL OR o.released_marks_obtained IS NOT DISTINCT FROM o.marks_obtained) AS released
     FROM student_assessments sa
     JOIN question_results qr ON qr.student_assessment_id = sa.id AND qr.question = $3 AND qr.question_part = $4
     LEFT JOIN users u ON u.id = sa.student_id
     LEFT JOIN mark_overrides o ON o.student_assessment_id = sa.id AND o.question = qr.question AND o.question_part = qr.question_part
     LEFT JOIN mark_suggestions s ON s.student_assessment_id = sa.id AND s.question = qr.question AND s.question_part = qr.question_part
     WHERE sa.assessment_id = $2 AND sa.status = 'graded' AND sa.purpose = 'submission' AND sa.student_id = ANY($1::uuid[]) AND sa.student_id <> $5
     ORDER BY sa.submitted_at, sa.id`,
    [await visibleStudentIds(db, viewerId), assessmentId, q.question, q.question_part, viewerId],
  );
  const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    student_assessment_id: String(r.student_assessment_id),
    student_id: String(r.student_id),
    student_name: (r.student_name as string | null) ?? null,
    answer: String(r.answer),
    total_marks: Number(r.total_marks),
    grader_marks: Number(r.grader_marks),
    teacher_marks: number(r.teacher_marks),
    suggested_marks: number(r.suggested_marks),
    suggestion_confidence: number(r.suggestion_confidence),
    needs_review: Boolean(r.needs_review),
    released: Boolean(r.released),
    correct_answer: (r.correct_answer as string | null) ?? null,
  }));
}

/** The assessment a submission belongs to. */
export async function assessmentOfSubmission(db: Queryable, studentAssessmentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ assessment_id: string }>('SELECT assessment_id FROM student_assessments WHERE id = $1', [studentAssessmentId]);
  return rows[0]?.assessment_id;
}

/** One answer's marks and feedback as they stand: the teacher's where set, else the grader's. */
export async function currentMark(
  tx: Queryable,
  studentAssessmentId: string,
  q: QuestionRef,
): Promise<{ marks_obtained: string | null; feedback: string | null } | undefined> {
  const { rows } = await tx.query<{ marks_obtained: string | null; feedback: string | null }>(
    `SELECT COALESCE(o.marks_obtained, q.marks_obtained) AS marks_obtained, COALESCE(o.feedback, q.analysis) AS feedback
     FROM question_results q LEFT JOIN mark_overrides o
       ON o.student_assessment_id = q.student_assessment_id AND o.question = q.question AND o.question_part = q.question_part
     WHERE q.student_assessment_id = $1 AND q.question = $2 AND q.question_part = $3`,
    [studentAssessmentId, q.question, q.question_part],
  );
  return rows[0];
}

/** Saves a teacher's mark and feedback on one answer (the override, provisional until released). */
export async function saveOverride(
  tx: Queryable,
  studentAssessmentId: string,
  q: QuestionRef,
  marks: number,
  feedback: string | null,
  actorId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO mark_overrides (student_assessment_id, question, question_part, marks_obtained, feedback, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET
       marks_obtained = EXCLUDED.marks_obtained, feedback = EXCLUDED.feedback, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [studentAssessmentId, q.question, q.question_part, marks, feedback, actorId],
  );
}

/** A new version of the submission's marks: every copy opened before it is stale (a save from one is refused). */
export async function bumpMarksVersion(tx: Queryable, studentAssessmentId: string): Promise<void> {
  await tx.query('UPDATE student_assessments SET marks_version = marks_version + 1 WHERE id = $1', [studentAssessmentId]);
}

/** Records a change of one answer's mark in the submission's history. */
export async function recordMarkChange(
  tx: Queryable,
  studentAssessmentId: string,
  actorId: string,
  action: MarkAction,
  q: QuestionRef,
  before: { marks: string | null; feedback: string | null },
  after: { marks: number; feedback: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, old_marks, new_marks, old_feedback, new_feedback, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp())`,
    [studentAssessmentId, actorId, action, q.question, q.question_part, before.marks, after.marks, before.feedback, after.feedback],
  );
}

/** Removes the suggestions for one question of the given submissions. */
export async function deleteSuggestions(tx: Queryable, studentAssessmentIds: readonly string[], q: QuestionRef): Promise<void> {
  await tx.query('DELETE FROM mark_suggestions WHERE student_assessment_id = ANY($1::uuid[]) AND question = $2 AND question_part = $3', [
    studentAssessmentIds,
    q.question,
    q.question_part,
  ]);
}

/** Saves a suggested mark for one answer, with the answers it is based on and how sure it is. */
export async function saveSuggestion(
  tx: Queryable,
  studentAssessmentId: string,
  q: QuestionRef,
  suggestion: { marks: number; basedOn: readonly string[]; confidence: number; needsReview: boolean },
): Promise<void> {
  await tx.query(
    `INSERT INTO mark_suggestions (student_assessment_id, question, question_part, marks_obtained, based_on, confidence, needs_review)
     VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7)
     ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET
       marks_obtained = EXCLUDED.marks_obtained, based_on = EXCLUDED.based_on, confidence = EXCLUDED.confidence,
       needs_review = EXCLUDED.needs_review, updated_at = now()`,
    [studentAssessmentId, q.question, q.question_part, suggestion.marks, suggestion.basedOn, suggestion.confidence, suggestion.needsReview],
  );
}

/** The grader's whole result stored for a submission (unknown shape: older rows may lack it). */
export async function storedResult(tx: Queryable, studentAssessmentId: string): Promise<unknown> {
  const { rows } = await tx.query<{ result: unknown }>('SELECT result FROM student_assessments WHERE id = $1', [studentAssessmentId]);
  return rows[0]?.result;
}

/** Saves the comment, topics and whole result derived from a submission's released marks. */
export async function saveDerivedResult(
  tx: Queryable,
  studentAssessmentId: string,
  derived: { overall_comment: string; strength_areas: unknown; improvement_areas: unknown },
): Promise<void> {
  await tx.query(
    `UPDATE student_assessments SET overall_comment = $2, strength_areas = $3, improvement_areas = $4, result = $5 WHERE id = $1`,
    [studentAssessmentId, derived.overall_comment, JSON.stringify(derived.strength_areas), JSON.stringify(derived.improvement_areas), JSON.stringify(derived)],
  );
}

/** A submission's file and what its PDF is made from. */
export type SubmissionFile = {
  file_id: string;
  bucket_id: string;
  storage_path: string;
  result: unknown;
  title: string;
  subject: string | null;
  student_name: string;
};

/** The current files of the given kind among the submissions' files, with what their PDF is made from. */
export async function submissionFilesOfKind(db: Queryable, studentAssessmentIds: readonly string[], kind: string): Promise<SubmissionFile[]> {
  const { rows } = await db.query<SubmissionFile>(
    `SELECT f.id AS file_id, f.bucket_id, f.storage_path, sa.result, a.title, f.metadata->'assessment_info'->>'subject' AS subject,
       ${STUDENT_NAME_SQL} AS student_name
     FROM files f
     JOIN student_assessments sa ON sa.id::text = f.entity_id
     JOIN assessments a ON a.id = sa.assessment_id
     JOIN users u ON u.id = sa.student_id
     WHERE f.entity_type = 'student_assessment' AND f.entity_id = ANY($1::text[]) AND f.is_current_version
       AND f.metadata->'custom'->>'assessment_type' = $2`,
    [studentAssessmentIds, kind],
  );
  return rows;
}

/** Records a weak-areas PDF written again in place: its size and the areas it lists. */
export async function updateWeakAreasFile(db: Queryable, fileId: string, size: number, weakAreas: unknown): Promise<void> {
  await db.query(`UPDATE files SET file_size = $2, metadata = jsonb_set(metadata, '{weak_areas}', $3::jsonb) WHERE id = $1`, [
    fileId,
    size,
    JSON.stringify(weakAreas),
  ]);
}

/** Releases a submission's overrides, marks it released by the viewer and records the release in its history. */
export async function markReleased(tx: Queryable, id: string, viewerId: string): Promise<void> {
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
}

/** Releases one question's override of a submission: a new version of its marks. */
export async function releaseOverride(tx: Queryable, id: string, q: QuestionRef): Promise<void> {
  await tx.query(
    `UPDATE mark_overrides SET released_marks_obtained = marks_obtained, released_feedback = feedback, released_at = now()
     WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3`,
    [id, q.question, q.question_part],
  );
  await tx.query('UPDATE student_assessments SET marks_version = marks_version + 1, updated_at = now() WHERE id = $1', [id]);
}

/**
 * The marks a reader sees: a teacher the current marks; a student only released ones (decision 14), so a changed
 * mark shows to the student once it is released again. `marks_before` is the released mark the student asked
 * about, recorded with the request, so it is never a teacher's draft; to a student, an unchanged answer leaves
 * that mark, and a changed one shows once its mark is the released one.
 */
export type RegradeReader = 'teacher' | 'student';
const MARKS: Record<RegradeReader, string> = {
  teacher: 'COALESCE(o.marks_obtained, qr.marks_obtained)::float8 AS marks_obtained, r.marks_after::float8 AS marks_after',
  student: `COALESCE(o.released_marks_obtained, qr.marks_obtained)::float8 AS marks_obtained,
    CASE WHEN r.state = 'unchanged' THEN r.marks_before::float8
         WHEN r.state = 'changed' AND o.released_marks_obtained IS NOT DISTINCT FROM r.marks_after THEN r.marks_after::float8 END AS marks_after`,
};

/** The question's mark as its student sees it: the released override, else the grader's. */
const RELEASED_MARK_SQL = `SELECT COALESCE(o.released_marks_obtained, qr.marks_obtained) FROM question_results qr
  LEFT JOIN mark_overrides o ON o.student_assessment_id = qr.student_assessment_id AND o.question = qr.question AND o.question_part = qr.question_part
  WHERE qr.student_assessment_id = r.student_assessment_id AND qr.question = r.question AND qr.question_part = r.question_part`;

const selectRegradeRequests = (reader: RegradeReader) => `SELECT r.id, r.student_assessment_id, sa.assessment_id, a.title AS assessment_title, sa.student_id,
    ${STUDENT_NAME_SQL} AS student_name,
    r.question, r.question_part, r.reason, r.state, r.response, qr.student_answer AS answer,
    ${MARKS[reader]}, qr.total_marks::float8 AS total_marks, CASE WHEN r.state <> 'open' THEN r.marks_before::float8 END AS marks_before,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(r.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS answered_at
  FROM regrade_requests r
  JOIN student_assessments sa ON sa.id = r.student_assessment_id
  JOIN assessments a ON a.id = sa.assessment_id
  LEFT JOIN users u ON u.id = sa.student_id
  LEFT JOIN question_results qr ON qr.student_assessment_id = r.student_assessment_id AND qr.question = r.question AND qr.question_part = r.question_part
  LEFT JOIN mark_overrides o ON o.student_assessment_id = r.student_assessment_id AND o.question = r.question AND o.question_part = r.question_part`;

/** Which regrade requests: one, a submission's, or those of some students (on one assessment), in one state. */
export type RegradeRequestsOf =
  | { request: string }
  | { submission: string }
  | { assessment?: string; students: string[]; viewer: string; state: string | undefined };

/** Regrade requests as rows, oldest first, with the marks `reader` sees. */
export async function regradeRequestRows(db: Queryable, of: RegradeRequestsOf, reader: RegradeReader): Promise<Record<string, unknown>[]> {
  let where: string;
  let params: unknown[];
  if ('request' in of) [where, params] = ['r.id = $1', [of.request]];
  else if ('submission' in of) [where, params] = ['r.student_assessment_id = $1', [of.submission]];
  else {
    // The viewer's own work is never among what they answer.
    params = [of.students, of.viewer];
    where = 'sa.student_id = ANY($1::uuid[]) AND sa.student_id <> $2';
    if (of.assessment !== undefined) where += ` AND sa.assessment_id = $${params.push(of.assessment)}`;
    if (of.state !== undefined) where += ` AND r.state = $${params.push(of.state)}`;
  }
  const { rows } = await db.query<Record<string, unknown>>(`${selectRegradeRequests(reader)} WHERE ${where} ORDER BY r.created_at, r.id`, params);
  return rows;
}

/** Whose submission it is, and whether its marks are released. */
export async function submissionOwner(db: Queryable, id: string): Promise<{ student_id: string; review_state: string } | undefined> {
  const { rows } = await db.query<{ student_id: string; review_state: string }>('SELECT student_id, review_state FROM student_assessments WHERE id = $1', [id]);
  return rows[0];
}

/** Whether the submission has an answer to the question. */
export async function regradeQuestionExists(db: Queryable, id: string, q: QuestionRef): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM question_results WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3', [id, q.question, q.question_part]);
  return rows.length > 0;
}

/** Whether a regrade of the question was already asked for. */
export async function regradeRequested(db: Queryable, id: string, q: QuestionRef): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM regrade_requests WHERE student_assessment_id = $1 AND question = $2 AND question_part = $3', [id, q.question, q.question_part]);
  return rows.length > 0;
}

/** Records a student's regrade request, with the released mark they ask about, in the submission's history. */
export async function insertRegradeRequest(tx: Queryable, id: string, q: QuestionRef, reason: string, requestedBy: string): Promise<string> {
  const { rows: inserted } = await tx.query<{ id: string }>(
    `INSERT INTO regrade_requests (student_assessment_id, question, question_part, reason, requested_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [id, q.question, q.question_part, reason, requestedBy],
  );
  // The mark the student asks about: the released one they see, never a draft of their teacher's.
  await tx.query(`UPDATE regrade_requests r SET marks_before = (${RELEASED_MARK_SQL}) WHERE r.id = $1`, [inserted[0]!.id]);
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, new_feedback, created_at)
     VALUES ($1, $2, 'regrade_requested', $3, $4, $5, clock_timestamp())`,
    [id, requestedBy, q.question, q.question_part, reason],
  );
  return inserted[0]!.id;
}

/** Records a teacher's answer to a regrade request, in the request and in the submission's history. */
export async function recordRegradeAnswer(
  tx: Queryable,
  answer: { id: string; studentAssessmentId: string; q: QuestionRef; changed: boolean; response: string; marksBefore: number; marksAfter: number; answeredBy: string },
): Promise<void> {
  await tx.query(
    `UPDATE regrade_requests r SET state = $2, response = $3, marks_before = COALESCE(r.marks_before, (${RELEASED_MARK_SQL})), marks_after = $4, answered_by = $5, answered_at = now() WHERE r.id = $1`,
    [answer.id, answer.changed ? 'changed' : 'unchanged', answer.response, answer.marksAfter, answer.answeredBy],
  );
  await tx.query(
    `INSERT INTO mark_review_events (student_assessment_id, actor_id, action, question, question_part, old_marks, new_marks, new_feedback, created_at)
     VALUES ($1, $2, 'regrade_answered', $3, $4, $5, $6, $7, clock_timestamp())`,
    [answer.studentAssessmentId, answer.answeredBy, answer.q.question, answer.q.question_part, answer.marksBefore, answer.marksAfter, answer.response],
  );
}

/** The graded submissions of the assessment by the given students that the viewer releases (never their own). */
export async function gradedSubmissionsToRelease(db: Queryable, assessmentId: string, viewerId: string, studentIds: string[]): Promise<{ id: string }[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT sa.id FROM student_assessments sa
     WHERE sa.assessment_id = $1 AND sa.status = 'graded' AND sa.purpose = 'submission' AND sa.student_id <> $2
       AND sa.student_id = ANY($3::uuid[])`,
    [assessmentId, viewerId, studentIds],
  );
  return rows;
}
