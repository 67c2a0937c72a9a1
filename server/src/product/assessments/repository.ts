import type { AssessmentListItem, AssessmentStatus, editAssessmentDetailsRequestSchema } from '@assess/core/schemas';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/index.js';
import { assignedToViewerSql, visibleStudentIdsSql, managementRoleSql } from '../shared/access.js';
import { attemptsUsedSql, STUDENT_NAME_SQL } from '../shared/submissions.js';

// The area's other files hold a database or a transaction only to pass it here: they take its types from here.
export type { Database, Queryable };

export interface AssessmentRow {
  id: string;
  title: string;
  description: string | null;
  status: AssessmentStatus;
  created_at: string;
  updated_at: string;
  creator_id: string;
  subject_id: string | null;
  subject_name: string | null;
  subject_is_system_defined: boolean | null;
  class_id: string | null;
  class_name: string | null;
  difficulty_level: string | null;
  total_marks: string | null;
  time_limit_minutes: number | null;
  instructions: string | null;
  instructions_to_students: string | null;
  source: string;
  is_self_created: boolean;
  question_configuration: unknown;
  file_count: string;
  latest_submission_id: string | null;
  latest_percentage: string | null;
  /** The latest submission counts as no result (a self-check): practice. */
  latest_practice: boolean | null;
  /**
   * On an assessment someone else created, whose work it is (the latest submission's student, else its creator)
   * when not the viewer's: a teacher reading a student's practice, or a paper their student sat.
   */
  latest_student_name: string | null;
  /** Who set it, when not the viewer. */
  author_name: string | null;
  attempts_allowed: number;
  /** The viewer's attempts at it, when someone else set it. */
  attempts_used: number | null;
  /** Raised by every change of the details: an edit from an older copy is refused. */
  version: number;
  /** When a teacher deleted it: archived, its students' work kept (null while it is in use). */
  archived_at: string | null;
  /** Some submission of it has been marked: its total marks are those every marked submission is out of. */
  has_marked_submissions: boolean;
}

export interface NewAssessment {
  title: string;
  description: string | null;
  status: string;
  creator_id: string;
  subject_id: string | null;
  class_id: string | null;
  class_name: string | null;
  difficulty_level: string | null;
  total_marks: number | null;
  time_limit_minutes: number | null;
  instructions: string | null;
  instructions_to_students: string | null;
  source: 'submission' | 'upload' | 'ai_generated';
  question_configuration: unknown;
}

/**
 * SQL: where a teacher's assessment set for students stands (a): draft until set for a class, set, submitted while
 * any submission's marks wait for release, released once every one is. What its creator and the school's staff see
 * in place of the stored 'draft'.
 */
const SET_STATUS_SQL = `(SELECT CASE
      WHEN count(*) > 0 THEN CASE WHEN bool_and(sa.review_state = 'released') THEN 'released' ELSE 'submitted' END
      WHEN EXISTS (SELECT 1 FROM class_assessments ca WHERE ca.assessment_id = a.id) THEN 'set'
      ELSE a.status END
    FROM student_assessments sa
    WHERE sa.assessment_id = a.id AND sa.purpose = 'submission' AND sa.student_id <> a.creator_id AND sa.status NOT IN ('failed', 'rejected'))`;

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL (WITH lists): `viewer`, one row: `ids`, the accounts whose work the viewer ($1) sees, their own first (the
 * list visibleStudentIds gives), and `manages`, whether the viewer has a management role; `seen`, those accounts
 * one a row. Both are materialised, read once per statement: the list is as cheap as the parameter it replaces,
 * and the planner takes it for a few ids (a student's own, a class's) rather than a sub-select's guess.
 */
const VIEWER = `viewer AS MATERIALIZED (
    SELECT ${visibleStudentIdsSql('$1')} AS ids, ${managementRoleSql('$1::uuid')} AS manages),
  seen AS MATERIALIZED (SELECT unnest(ids) AS id FROM viewer)`;

/** SQL: the accounts the viewer sees as the array `= ANY (...)` compares with (the cast keeps it from reading as a sub-select). */
const IDS = '((SELECT ids FROM viewer)::uuid[])';

/** SQL (a WITH list): `assigned`, the ids of the assessments set for a class holding the viewer's student record. */
const ASSIGNED_IDS = `assigned AS (
    SELECT ca.assessment_id AS id FROM class_assessments ca JOIN students st ON st.class_id = ca.class_id
    WHERE st.user_id = $1::uuid)`;

/**
 * For an assessment set for the viewer's class, the list shows where the viewer stands: their latest
 * submission's status, or not_started.
 *
 * $1 is the viewer; `viewer.ids` the student accounts they see (their own included): the assessments they created
 * or submitted, with the latest of those submissions and its effective percentage. $2 asks for their students'
 * practice too.
 *
 * One query. `candidates` (an SQL uuid[]) holds the assessments that may be shown, `where` picks among them (with
 * `withList`, more WITH lists for the two); `viewer` and `assigned` are there for them and for the status.
 * The submissions come from the accounts the viewer sees (`mine`: a student's own few, a teacher's students'; only
 * those `submissions` selects, each with whether it counts as a result; `shown`, those of the candidates), each
 * reached through an index, never by reading every submission of an
 * assessment a whole class sat; each assessment reaches its own files and its latest submission's effective
 * percentage through indexes too. (Read per assessment, `= ANY` on the accounts, the planner would take a class
 * assessment's hundreds of submissions for the handful an average assessment has, and read them all.)
 *
 * file_count counts the files the viewer may see: the assessment's own, and those of the submissions of the
 * students they see (a student's own; a teacher's students'), never a classmate's.
 */
function selectAssessments(query: { candidates: string; where: string; submissions: string; withList?: string }): string {
  const candidateIds = '((SELECT ids FROM candidates)::uuid[])';
  return `WITH ${VIEWER}, ${ASSIGNED_IDS},
  mine AS MATERIALIZED (
    SELECT sa.id, sa.assessment_id, sa.student_id, sa.status, sa.percentage, sa.submitted_at, c.counts
    FROM seen JOIN student_assessments sa ON sa.student_id = seen.id
    JOIN counted_submissions c ON c.student_assessment_id = sa.id
    WHERE ${query.submissions}),
  ${query.withList ? `${query.withList},` : ''}
  candidates AS MATERIALIZED (SELECT ${query.candidates} AS ids),
  shown AS MATERIALIZED (SELECT m.* FROM mine m WHERE m.assessment_id IN (SELECT unnest(ids) FROM candidates)),
  latest AS (
    SELECT DISTINCT ON (m.assessment_id) m.* FROM shown m
    WHERE m.counts OR m.student_id = $1::uuid OR $2::boolean
    ORDER BY m.assessment_id, m.submitted_at DESC),
  submission_files AS (
    SELECT m.assessment_id, count(*) AS count FROM shown m
    JOIN files f ON f.entity_type = 'student_assessment' AND f.entity_id = m.id::text
    GROUP BY m.assessment_id)
  SELECT a.id, a.title, a.description,
    CASE WHEN a.creator_id <> $1::uuid AND a.id IN (SELECT id FROM assigned) THEN COALESCE(latest.status, 'not_started')
      WHEN (a.creator_id = $1::uuid OR (SELECT manages FROM viewer)) AND a.source IN ('upload', 'ai_generated') THEN ${SET_STATUS_SQL}
      ELSE a.status END AS status,
    ${iso('a.created_at')} AS created_at, ${iso('a.updated_at')} AS updated_at,
    a.creator_id, a.subject_id, s.name AS subject_name, s.is_system_defined AS subject_is_system_defined, a.class_id, a.class_name,
    a.difficulty_level, a.total_marks, a.time_limit_minutes, a.instructions, a.instructions_to_students, a.source,
    -- 'Self Created' is said of the viewer: a student never reads Yes on their teacher's assessment.
    (a.is_self_created AND a.creator_id = $1::uuid) AS is_self_created, a.question_configuration, a.version, ${iso('a.archived_at')} AS archived_at,
    EXISTS (SELECT 1 FROM student_assessments g WHERE g.assessment_id = a.id AND g.status = 'graded') AS has_marked_submissions,
    own_files.count + coalesce(submission_files.count, 0) AS file_count,
    latest.id AS latest_submission_id, NOT latest.counts AS latest_practice,
    CASE WHEN a.creator_id <> $1::uuid AND u.id <> $1::uuid
      THEN ${STUDENT_NAME_SQL} END AS latest_student_name,
    CASE WHEN a.creator_id <> $1::uuid THEN (SELECT ${STUDENT_NAME_SQL} FROM users u WHERE u.id = a.creator_id) END AS author_name,
    a.attempts_allowed,
    CASE WHEN a.creator_id <> $1::uuid THEN ${attemptsUsedSql('a.id', '$1::uuid')} END AS attempts_used,
    COALESCE(marks.percentage, latest.percentage) AS latest_percentage
  FROM assessments a
  LEFT JOIN subjects s ON s.id = a.subject_id
  LEFT JOIN latest ON latest.assessment_id = a.id
  LEFT JOIN submission_files ON submission_files.assessment_id = a.id
  CROSS JOIN LATERAL (
    SELECT count(*) AS count FROM files f WHERE f.entity_type = 'assessment' AND f.entity_id = a.id::text
  ) own_files
  LEFT JOIN LATERAL (
    SELECT CASE WHEN sum(q.total_marks) > 0 THEN round(sum(q.marks_obtained) * 100.0 / sum(q.total_marks), 2) END AS percentage
    FROM effective_question_results q WHERE q.student_assessment_id = latest.id
  ) marks ON true
  LEFT JOIN users u ON u.id = coalesce(latest.student_id, a.creator_id)
  WHERE a.id = ANY${candidateIds} AND ${query.where}`;
}

/** Created or submitted by an account the viewer sees, or set for the viewer's class. */
const VISIBLE = `(a.creator_id = ANY${IDS}
  OR EXISTS (SELECT 1 FROM student_assessments vsa WHERE vsa.assessment_id = a.id AND vsa.student_id = ANY${IDS})
  OR ${assignedToViewerSql('a', '$1::uuid')})`;

/**
 * My Assessments: what the viewer created, what is set for their class, and what their students sat as results
 * (`mine`, with counted_submissions' rule). Their students' practice (self-checks) only when asked for, each with
 * the student's name.
 *
 * The ids come from a union of index reads (each kind of reason to list an assessment), not from testing every
 * assessment against each reason.
 */
const LISTED_IDS = `listed AS (
    SELECT a.id FROM assessments a WHERE a.creator_id = $1::uuid
    UNION SELECT id FROM assigned
    UNION SELECT a.id FROM assessments a WHERE $2::boolean AND a.creator_id = ANY${IDS}
    UNION SELECT m.assessment_id FROM mine m WHERE m.counts OR ($2::boolean AND m.student_id <> $1::uuid))`;

/**
 * An archived assessment leaves the lists, except for a student who submitted it: their work stays among their
 * records. Its teacher still reaches it from the reports, and an administrator from the archive.
 */
const STILL_LISTED = `(a.archived_at IS NULL OR EXISTS (SELECT 1 FROM mine m WHERE m.assessment_id = a.id AND m.student_id = $1::uuid))`;

// The two reads' texts are made once: a text made afresh at each read costs its making, and the lookup of its
// prepared statement hashes it whole again (the same string object hashes once).
const LIST_VISIBLE_SQL = `${selectAssessments({ candidates: 'ARRAY(SELECT id FROM listed)', where: STILL_LISTED, submissions: 'true', withList: LISTED_IDS })}
     ORDER BY ((SELECT manages FROM viewer) AND a.creator_id = $1::uuid) DESC, a.created_at DESC, a.id`;

/**
 * My Assessments in one query: who the viewer sees and whether they manage (a teacher's list puts their own
 * assessments first) are read in the same statement as the list. The listed ids reach the assessments as an
 * array (`= ANY`), looked up by primary key, rather than as a join the planner may answer by reading every
 * assessment.
 */
export async function listVisibleAssessments(db: Queryable, viewerId: string, options: { includePractice?: boolean } = {}): Promise<AssessmentRow[]> {
  const { rows } = await db.query<AssessmentRow & Record<string, unknown>>(LIST_VISIBLE_SQL, [viewerId, Boolean(options.includePractice)]);
  return rows;
}

const FIND_VISIBLE_SQL = selectAssessments({ candidates: 'ARRAY[$3::uuid]', where: VISIBLE, submissions: 'sa.assessment_id = $3::uuid' });

/** One assessment the viewer sees (also a student's practice, which a teacher opens from their list), in one query. */
export async function findVisibleAssessment(db: Queryable, viewerId: string, id: string): Promise<AssessmentRow | undefined> {
  const { rows } = await db.query<AssessmentRow & Record<string, unknown>>(FIND_VISIBLE_SQL, [viewerId, true, id]);
  return rows[0];
}

export async function insertAssessment(tx: Queryable, assessment: NewAssessment): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO assessments (title, description, status, creator_id, subject_id, class_id, class_name, difficulty_level, total_marks,
       time_limit_minutes, instructions, instructions_to_students, source, is_self_created, question_configuration)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14) RETURNING id`,
    [
      assessment.title,
      assessment.description,
      assessment.status,
      assessment.creator_id,
      assessment.subject_id,
      assessment.class_id,
      assessment.class_name,
      assessment.difficulty_level,
      assessment.total_marks,
      assessment.time_limit_minutes,
      assessment.instructions,
      assessment.instructions_to_students,
      assessment.source,
      assessment.question_configuration === undefined ? null : JSON.stringify(assessment.question_configuration),
    ],
  );
  return rows[0]!.id;
}

/** An assessment in the list (spec 02 §3): what AssessmentListItem declares, with the assessment's other fields beside it. */
export function toListItem(row: AssessmentRow) {
  const item = {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    creator_id: row.creator_id,
    subject_id: row.subject_id,
    subject: row.subject_name === null ? null : { id: row.subject_id, name: row.subject_name, is_system_defined: Boolean(row.subject_is_system_defined) },
    difficulty_level: row.difficulty_level,
    total_marks: row.total_marks === null ? null : Number(row.total_marks),
    time_limit_minutes: row.time_limit_minutes,
    source: row.source,
    is_self_created: row.is_self_created,
    file_count: Number(row.file_count),
    student_assessment_id: row.latest_submission_id,
    percentage: row.latest_percentage === null ? null : Number(row.latest_percentage),
    practice: row.latest_practice === true,
    student_name: row.latest_student_name,
    author_name: row.author_name,
    attempts_allowed: row.attempts_allowed,
    attempts_used: row.attempts_used === null ? null : Number(row.attempts_used),
  };
  return item satisfies AssessmentListItem;
}

/** An archived assessment as the administrator's archive lists it: who made it, when it was archived, the work kept. */
export interface ArchivedAssessmentRow {
  id: string;
  title: string;
  creator_name: string;
  archived_at: string;
  archived_by_name: string | null;
  submissions: number;
}

/**
 * SQL: the administrator $1 oversees assessments made by `creator` (a uuid expression): a platform administrator
 * every one, a school administrator those of their school's members.
 */
function overseesCreatorSql(creator: string): string {
  return `(EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = $1::uuid AND lower(r.role) = 'admin')
    OR EXISTS (SELECT 1 FROM school_members admin_m JOIN user_roles r ON r.user_id = admin_m.user_id
               JOIN school_members creator_m ON creator_m.school_id = admin_m.school_id AND creator_m.user_id = ${creator}
               WHERE admin_m.user_id = $1::uuid AND admin_m.role = 'school_admin' AND lower(r.role) = 'school_admin'))`;
}

/** The archived assessments the administrator oversees, the latest archived first. */
export async function listArchivedAssessments(db: Queryable, adminId: string): Promise<ArchivedAssessmentRow[]> {
  const { rows } = await db.query<ArchivedAssessmentRow & Record<string, unknown>>(
    `SELECT a.id, a.title, ${STUDENT_NAME_SQL} AS creator_name, ${iso('a.archived_at')} AS archived_at,
       (SELECT COALESCE(NULLIF(btrim(concat_ws(' ', b.first_name, b.last_name)), ''), b.email) FROM users b WHERE b.id = a.archived_by) AS archived_by_name,
       (SELECT count(*)::int FROM student_assessments sa WHERE sa.assessment_id = a.id AND sa.student_id <> a.creator_id) AS submissions
     FROM assessments a JOIN users u ON u.id = a.creator_id
     WHERE a.archived_at IS NOT NULL AND ${overseesCreatorSql('a.creator_id')}
     ORDER BY a.archived_at DESC, a.id`,
    [adminId],
  );
  return rows.map((row) => ({ ...row, submissions: Number(row.submissions) }));
}

/** Archives the assessment (a teacher's Delete): nothing of it or its students' work is removed. */
export async function archiveAssessment(db: Queryable, id: string, byId: string): Promise<void> {
  await db.query('UPDATE assessments SET archived_at = now(), archived_by = $2, version = version + 1, updated_at = now() WHERE id = $1 AND archived_at IS NULL', [id, byId]);
}

/** Brings an archived assessment the administrator oversees back into use; false when there is none such. */
export async function restoreAssessment(db: Queryable, adminId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE assessments a SET archived_at = NULL, archived_by = NULL, version = version + 1, updated_at = now()
     WHERE a.id = $2 AND a.archived_at IS NOT NULL AND ${overseesCreatorSql('a.creator_id')} RETURNING a.id`,
    [adminId, id],
  );
  return rows.length > 0;
}

/**
 * Who set an assessment, how many attempts it allows and how many the student has used (locking the assessment's
 * row for the rest of the transaction when asked, so that two submissions at once count one after the other).
 */
export async function attemptAllowance(
  db: Queryable,
  studentId: string,
  assessmentId: string,
  lock: boolean,
): Promise<{ creator_id: string; attempts_allowed: number; used: number } | undefined> {
  const { rows } = await db.query<{ creator_id: string; attempts_allowed: number; used: number }>(
    `SELECT a.creator_id, a.attempts_allowed, ${attemptsUsedSql('a.id', '$2::uuid')} AS used
     FROM assessments a WHERE a.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [assessmentId, studentId],
  );
  return rows[0];
}

export async function setAttemptsAllowed(db: Queryable, assessmentId: string, attemptsAllowed: number): Promise<void> {
  await db.query('UPDATE assessments SET attempts_allowed = $2, updated_at = now() WHERE id = $1', [assessmentId, attemptsAllowed]);
}

/** Sets the total marks from a confirmed mark scheme: a new version of the assessment (stale copies cannot save over it). */
export async function setTotalMarks(tx: Queryable, assessmentId: string, totalMarks: number): Promise<void> {
  await tx.query('UPDATE assessments SET total_marks = $2, version = version + 1, updated_at = now() WHERE id = $1', [assessmentId, totalMarks]);
}

/** Records a student's submission of an assessment, pending its grading. */
export async function insertSubmission(tx: Queryable, assessmentId: string, studentId: string, purpose: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO student_assessments (assessment_id, student_id, purpose, status) VALUES ($1, $2, $3, $4) RETURNING id',
    [assessmentId, studentId, purpose, 'pending'],
  );
  return rows[0]!.id;
}

/**
 * Edit Details: writes the changed fields of the assessment if it is still at `expectedVersion`, and moves its
 * version on; false when another save came first.
 */
export async function updateAssessmentDetails(
  db: Queryable,
  id: string,
  changes: z.output<typeof editAssessmentDetailsRequestSchema>,
  expectedVersion: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE assessments SET title = $2, total_marks = COALESCE($3::integer, total_marks),
       description = CASE WHEN $4::boolean THEN $5 ELSE description END,
       time_limit_minutes = CASE WHEN $6::boolean THEN $7::integer ELSE time_limit_minutes END,
       difficulty_level = COALESCE($8, difficulty_level),
       subject_id = CASE WHEN $9::boolean THEN $10::uuid ELSE subject_id END,
       version = version + 1, updated_at = now()
     WHERE id = $1 AND version = $11 RETURNING id`,
    [
      id,
      changes.title,
      changes.total_marks ?? null,
      changes.description !== undefined,
      changes.description ?? null,
      changes.time_limit_minutes !== undefined,
      changes.time_limit_minutes ?? null,
      changes.difficulty_level ?? null,
      changes.subject_id !== undefined,
      changes.subject_id ?? null,
      expectedVersion,
    ],
  );
  return rows.length > 0;
}
