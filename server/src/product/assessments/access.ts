import type { Queryable } from '../../db/index.js';
import { visibleStudentUsersSql } from '../students/access.js';

/** SQL: the assessment aliased `alias` is set for a class holding a student record linked to the viewer. */
export function assignedToViewerSql(alias: string, viewer: string): string {
  return `EXISTS (SELECT 1 FROM class_assessments ca JOIN students st ON st.class_id = ca.class_id
    WHERE ca.assessment_id = ${alias}.id AND st.user_id = ${viewer})`;
}

/**
 * SQL: the assessment aliased `a` is visible to the viewer ($1): its creator, a student who submitted it,
 * a teacher (or administrator) whose students created or submitted it (decision 15), and a student of a class
 * it is set for.
 */
export function assessmentVisibleSql(alias = 'a', viewer = '$1'): string {
  const students = visibleStudentUsersSql(`${viewer}::uuid`);
  return `(${alias}.creator_id IN ${students}
    OR EXISTS (SELECT 1 FROM student_assessments vsa WHERE vsa.assessment_id = ${alias}.id AND vsa.student_id IN ${students})
    OR ${assignedToViewerSql(alias, `${viewer}::uuid`)})`;
}

/** SQL: the submission aliased `sa` is visible to the viewer: its student, or a teacher of that student. */
export function submissionVisibleSql(alias = 'sa', viewer = '$1'): string {
  return `(${alias}.student_id IN ${visibleStudentUsersSql(`${viewer}::uuid`)})`;
}

/**
 * SQL: the accounts whose work the viewer sees (decision 15) as one uuid[], the viewer's own id first. A query
 * that reads it once (a materialised WITH list, or a sub-select PostgreSQL runs once) compares rows with
 * `= ANY(...)`, planned like a parameter of a few ids rather than as a join on an over-estimated sub-select.
 */
export function visibleStudentIdsSql(viewer: string): string {
  return `(ARRAY[${viewer}::uuid] || ARRAY(SELECT v FROM ${visibleStudentUsersSql(`${viewer}::uuid`)} AS visible(v) WHERE v <> ${viewer}::uuid))`;
}

/**
 * The accounts whose work the viewer sees (decision 15), their own first. Queries take this list as a
 * parameter rather than as a sub-select: PostgreSQL would otherwise over-estimate and JIT-compile small queries.
 */
export async function visibleStudentIds(db: Queryable, viewerId: string): Promise<string[]> {
  const { rows } = await db.query<{ ids: string[] }>(`SELECT ${visibleStudentIdsSql('$1')} AS ids`, [viewerId]);
  return rows[0]!.ids;
}

/**
 * Whether the viewer sees the assessment's work: its creator, a student who submitted it, or their teacher.
 * A student who sees it only because it is set for their class does not, until they submit.
 */
export async function seesAssessmentWork(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM assessments a WHERE a.id = $2 AND (a.creator_id = ANY($1::uuid[])
       OR EXISTS (SELECT 1 FROM student_assessments sa WHERE sa.assessment_id = a.id AND sa.student_id = ANY($1::uuid[])))`,
    [await visibleStudentIds(db, viewerId), assessmentId],
  );
  return rows.length > 0;
}

/** Whether the viewer sees the assessment: its work (above), or as one set for their class. */
export async function canSeeAssessment(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  if (await seesAssessmentWork(db, viewerId, assessmentId)) return true;
  const { rows } = await db.query(`SELECT 1 FROM assessments a WHERE a.id = $2 AND ${assignedToViewerSql('a', '$1::uuid')}`, [viewerId, assessmentId]);
  return rows.length > 0;
}

/** The files of an assessment that give its answers away: kept from a student until they have submitted it. */
export const ANSWER_FILE_TYPES: readonly string[] = ['mark_scheme', 'generated_mark_scheme', 'generated_solutions'];

export async function canSeeSubmission(db: Queryable, viewerId: string, studentAssessmentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM student_assessments WHERE id = $2 AND student_id = ANY($1::uuid[])', [
    await visibleStudentIds(db, viewerId),
    studentAssessmentId,
  ]);
  return rows.length > 0;
}
