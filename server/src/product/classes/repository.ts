import { classSchema, type SchoolClass, type classRequestSchema } from '@assess/core/schemas';
import type { z } from 'zod';
import type { Queryable } from '../../db/index.js';
import { isUuid } from '../shared/errors.js';
import { recordVisibleSql } from '../shared/access.js';
import { findVisibleSubject } from '../subjects/index.js';

// The area's other files hold a database or a transaction only to pass it here: they take its type from here.
export type { Queryable };

type ClassFields = z.output<typeof classRequestSchema>;

const CLASS_COLUMNS = `c.id, c.name, c.description, c.subject_id, sub.name AS subject_name, c.year_group, c.grade_level,
  c.academic_year, c.teacher_id, c.version,
  (SELECT count(*)::int FROM students s WHERE s.class_id = c.id) AS student_count`;

const FROM_CLASSES = `FROM classes c LEFT JOIN subjects sub ON sub.id = c.subject_id`;

function toClass(row: Record<string, unknown>): SchoolClass {
  return classSchema.parse(row);
}

/** The classes the caller may see: their own, their school's for school administrators, all for administrators. */
export async function listClasses(db: Queryable, viewerId: string): Promise<SchoolClass[]> {
  const { rows } = await db.query(
    `SELECT ${CLASS_COLUMNS} ${FROM_CLASSES} WHERE ${recordVisibleSql('c')} ORDER BY c.name, c.created_at`,
    [viewerId],
  );
  return rows.map(toClass);
}

/** SQL: the class `classId` (a uuid expression) when the viewer (a uuid expression) may see it, as visibleClassFrom reads it. */
export function visibleClassSql(viewer: string, classId: string): string {
  return `SELECT ${CLASS_COLUMNS}, c.teacher_id = ${viewer} AS owner ${FROM_CLASSES} WHERE c.id = ${classId} AND ${recordVisibleSql('c', viewer)}`;
}

/** A row of visibleClassSql as the class it is, with whether the viewer owns it. */
export function visibleClassFrom(row: Record<string, unknown>): SchoolClass & { owner: boolean } {
  return { ...toClass(row), owner: row.owner === true };
}

export async function findVisibleClass(db: Queryable, viewerId: string, classId: string): Promise<(SchoolClass & { owner: boolean }) | undefined> {
  const { rows } = await db.query(visibleClassSql('$1', '$2'), [viewerId, classId]);
  return rows[0] ? visibleClassFrom(rows[0]) : undefined;
}

export const CLASS_NOT_FOUND = 'Class not found';

/**
 * Whether the caller may set work for a class, or write an assessment for it: whoever manages it (its teacher, an
 * administrator of its school, an administrator), the rule for seeing it. Every route taking a class id asks this.
 */
export async function maySetWorkFor(db: Queryable, userId: string, classId: string): Promise<boolean> {
  if (!isUuid(classId)) return false;
  const { rows } = await db.query(`SELECT 1 FROM classes c WHERE c.id = $2 AND ${recordVisibleSql('c')}`, [userId, classId]);
  return rows.length > 0;
}

async function viewOf(db: Queryable, viewerId: string, classId: string): Promise<SchoolClass> {
  const { owner: _owner, ...view } = (await findVisibleClass(db, viewerId, classId))!;
  return view;
}

export class UnknownSubjectError extends Error {}

/** A class's subject is one its teacher sees (decision 16): another school's custom subject is not found. */
async function checkSubject(db: Queryable, teacherId: string, fields: ClassFields): Promise<void> {
  if (fields.subject_id !== undefined && !(await findVisibleSubject(db, teacherId, fields.subject_id))) throw new UnknownSubjectError('Subject not found');
}

const emptyToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** A class's form fields as the columns name, description, subject_id, year_group, grade_level, academic_year take them. */
function classValues(fields: ClassFields) {
  return [
    fields.name,
    emptyToNull(fields.description),
    fields.subject_id ?? null,
    emptyToNull(fields.year_group),
    emptyToNull(fields.grade_level),
    emptyToNull(fields.academic_year),
  ];
}

/** Creates a class owned by the caller, in the caller's school when they belong to one. */
export async function createClass(db: Queryable, teacherId: string, fields: ClassFields): Promise<SchoolClass> {
  await checkSubject(db, teacherId, fields);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO classes (name, description, subject_id, year_group, grade_level, academic_year, teacher_id, school_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT school_id FROM users WHERE id = $7))
     RETURNING id`,
    [...classValues(fields), teacherId],
  );
  return viewOf(db, teacherId, rows[0]!.id);
}

/**
 * Replaces a class's fields (an empty or missing optional field clears it). With the version the form was opened
 * at, the save is made only if nobody saved since: undefined when someone did (the caller answers 409).
 */
export async function updateClass(db: Queryable, viewerId: string, classId: string, fields: ClassFields): Promise<SchoolClass | undefined> {
  const { rows: owner } = await db.query<{ teacher_id: string }>('SELECT teacher_id FROM classes WHERE id = $1', [classId]);
  await checkSubject(db, owner[0]?.teacher_id ?? viewerId, fields);
  const { rows: updated } = await db.query(
    `UPDATE classes SET name = $2, description = $3, subject_id = $4, year_group = $5, grade_level = $6, academic_year = $7,
       version = version + 1, updated_at = now()
     WHERE id = $1 AND ($8::integer IS NULL OR version = $8) RETURNING id`,
    [classId, ...classValues(fields), fields.version ?? null],
  );
  return updated.length > 0 ? viewOf(db, viewerId, classId) : undefined;
}

/** The teacher's class of that name. */
export async function teacherClassNamed(tx: Queryable, teacherId: string, name: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM classes WHERE teacher_id = $1 AND name = $2', [teacherId, name]);
  return rows[0]?.id;
}

/** A class of the teacher's school, of the system subject named `subject`. */
export async function insertTeacherClass(
  tx: Queryable,
  teacherId: string,
  fields: { name: string; description: string; subject: string; year_group: string; grade_level: string; academic_year: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO classes (name, description, subject_id, year_group, grade_level, academic_year, teacher_id, school_id)
     VALUES ($1, $2, (SELECT id FROM subjects WHERE lower(name) = lower($7) AND is_system_defined), $3, $4, $5, $6,
       (SELECT school_id FROM users WHERE id = $6))
     RETURNING id`,
    [fields.name, fields.description, fields.year_group, fields.grade_level, fields.academic_year, teacherId, fields.subject],
  );
  return rows[0]!.id;
}

/** A student record of the class linked to the student's account, its invitation accepted. */
export async function insertLinkedStudent(
  tx: Queryable,
  teacherId: string,
  classId: string,
  student: { name: string; email: string; studentId: string; classYear: string; userId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO students (teacher_id, school_id, class_id, name, email, student_id, class_year, user_id, invitation_status)
     VALUES ($1, (SELECT school_id FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7, 'accepted')`,
    [teacherId, classId, student.name, student.email, student.studentId, student.classYear, student.userId],
  );
}

// The assessments set for a class, and who of the class has submitted them.

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

export interface AssignmentRow {
  assessment_id: string;
  title: string;
  subject_name: string | null;
  assigned_at: string;
}

export interface SubmissionRow {
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

/** The assessments set for the class, newest first. */
export async function classAssignmentRows(db: Queryable, classId: string): Promise<AssignmentRow[]> {
  const { rows } = await db.query<AssignmentRow & Record<string, unknown>>(
    `SELECT ca.assessment_id, a.title, sub.name AS subject_name, ${iso('ca.assigned_at')} AS assigned_at
     FROM class_assessments ca JOIN assessments a ON a.id = ca.assessment_id LEFT JOIN subjects sub ON sub.id = a.subject_id
     WHERE ca.class_id = $1 ORDER BY ca.assigned_at DESC, a.title`,
    [classId],
  );
  return rows;
}

/** Every student of the class for every assessment set for it, with their latest submission of it. */
export async function classAssignmentSubmissionRows(db: Queryable, classId: string): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRow & Record<string, unknown>>(
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
  return rows;
}
