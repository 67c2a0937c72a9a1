import { studentSchema, type StudentRecord, type studentRequestSchema } from '@assess/core/schemas';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/index.js';
import { recordVisibleSql } from '../shared/access.js';

// The area's other files hold a database or a transaction only to pass it here: they take its types from here.
export type { Database, Queryable };

/** A student record as the API answers it: the shared Student fields plus its class. */
export type StudentView = StudentRecord & {
  class_id: string | null;
  class_name: string | null;
  invitation_expires_at: string | null;
  /** The teacher the record belongs to: its class must be one of theirs. */
  teacher_id: string;
};

/** A student record's fields from the form, plus the class it may belong to (decision 15). */
export type StudentFields = z.output<typeof studentRequestSchema> & { class_id?: string | null | undefined };

const STUDENT_COLUMNS = `s.id, s.name, s.email, s.student_id, s.class_year, s.notes, s.user_id, s.invitation_status,
  s.invitation_code, s.invitation_expires_at, s.class_id, c.name AS class_name, s.teacher_id, s.version`;
const FROM_STUDENTS = 'FROM students s LEFT JOIN classes c ON c.id = s.class_id';

function toStudentView(row: Record<string, unknown>): StudentView {
  const expires = row.invitation_expires_at;
  return {
    ...studentSchema.parse(row),
    class_id: typeof row.class_id === 'string' ? row.class_id : null,
    class_name: typeof row.class_name === 'string' ? row.class_name : null,
    teacher_id: String(row.teacher_id),
    invitation_expires_at: expires instanceof Date ? expires.toISOString() : typeof expires === 'string' ? expires : null,
  };
}

/** Pending invitations past their expiry read as expired. */
const EXPIRE_SQL = `UPDATE students SET invitation_status = 'expired', updated_at = now()
  WHERE invitation_status = 'pending' AND invitation_expires_at <= now()`;

export async function expireInvitations(db: Queryable): Promise<void> {
  await db.query(EXPIRE_SQL);
}

export async function listStudents(db: Queryable, viewerId: string): Promise<StudentView[]> {
  await expireInvitations(db);
  const { rows } = await db.query(`SELECT ${STUDENT_COLUMNS} ${FROM_STUDENTS} WHERE ${recordVisibleSql('s')} ORDER BY s.name, s.created_at`, [viewerId]);
  return rows.map(toStudentView);
}

/** The records of one class, as the caller may see them. */
export async function listClassStudents(db: Queryable, viewerId: string, classId: string): Promise<StudentView[]> {
  await expireInvitations(db);
  const { rows } = await db.query(
    `SELECT ${STUDENT_COLUMNS} ${FROM_STUDENTS} WHERE s.class_id = $2 AND ${recordVisibleSql('s')} ORDER BY s.name, s.created_at`,
    [viewerId, classId],
  );
  return rows.map(toStudentView);
}

/**
 * Puts records of the class's teacher that the viewer may manage in the class (a record belongs to one class,
 * decision 15). Changes nothing and answers false when any id is not such a record.
 */
export async function moveStudentsToClass(
  db: Queryable,
  viewerId: string,
  schoolClass: { id: string; teacher_id: string | null },
  studentIds: readonly string[],
): Promise<boolean> {
  const unique = [...new Set(studentIds)];
  const found = await db.query(`SELECT s.id FROM students s WHERE s.id = ANY($2::uuid[]) AND s.teacher_id = $3 AND ${recordVisibleSql('s')}`, [
    viewerId,
    unique,
    schoolClass.teacher_id,
  ]);
  if (found.rows.length !== unique.length) return false;
  // The class is a field of the record's form: an Edit Student opened before the move is a stale copy.
  await db.query('UPDATE students SET class_id = $1, version = version + 1, updated_at = now() WHERE id = ANY($2::uuid[])', [schoolClass.id, unique]);
  return true;
}

async function viewOf(db: Queryable, viewerId: string, id: string): Promise<StudentView> {
  const { owner: _owner, ...view } = (await findVisibleStudent(db, viewerId, id))!;
  return view;
}

/** A record the viewer may see, and so manage (spec 02 §6), with the teacher it belongs to. */
export async function findVisibleStudent(db: Queryable, viewerId: string, id: string): Promise<(StudentView & { owner: boolean }) | undefined> {
  const { rows } = await db.query(
    `SELECT ${STUDENT_COLUMNS}, s.teacher_id = $1 AS owner ${FROM_STUDENTS} WHERE s.id = $2 AND ${recordVisibleSql('s')}`,
    [viewerId, id],
  );
  const row = rows[0];
  return row ? { ...toStudentView(row), owner: row.owner === true } : undefined;
}

/** Whether a class is the teacher's own, so that a record can be put in it. */
export async function ownsClass(db: Queryable, teacherId: string, classId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM classes WHERE id = $1 AND teacher_id = $2', [classId, teacherId]);
  return rows.length > 0;
}

const blankToNull = (value: string | undefined | null) => (value === undefined || value === null || value.trim() === '' ? null : value);
const emailOf = (value: string | undefined) => blankToNull(value)?.trim().toLowerCase() ?? null;

export async function createStudent(db: Queryable, teacherId: string, fields: StudentFields): Promise<StudentView> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO students (teacher_id, school_id, class_id, name, email, student_id, class_year, notes)
     VALUES ($1, (SELECT school_id FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7) RETURNING id`,
    [teacherId, fields.class_id ?? null, fields.name, emailOf(fields.email), blankToNull(fields.student_id), blankToNull(fields.class_year), blankToNull(fields.notes)],
  );
  return viewOf(db, teacherId, rows[0]!.id);
}

/**
 * Replaces a record's fields. A new e-mail address withdraws an invitation that was not yet accepted,
 * since it went to the old address. With the version the form was opened at, the save is made only if nobody
 * saved since: undefined when someone did (the caller answers 409).
 */
export async function updateStudent(db: Queryable, viewerId: string, id: string, fields: StudentFields): Promise<StudentView | undefined> {
  const { rows: updated } = await db.query(
    `UPDATE students SET name = $2, email = $3, student_id = $4, class_year = $5, notes = $6,
       class_id = CASE WHEN $7::boolean THEN $8::uuid ELSE class_id END,
       invitation_status = CASE WHEN email IS DISTINCT FROM $3 AND user_id IS NULL THEN NULL ELSE invitation_status END,
       invitation_code = CASE WHEN email IS DISTINCT FROM $3 AND user_id IS NULL THEN NULL ELSE invitation_code END,
       invitation_expires_at = CASE WHEN email IS DISTINCT FROM $3 AND user_id IS NULL THEN NULL ELSE invitation_expires_at END,
       version = version + 1, updated_at = now()
     WHERE id = $1 AND ($9::integer IS NULL OR version = $9) RETURNING id`,
    [
      id,
      fields.name,
      emailOf(fields.email),
      blankToNull(fields.student_id),
      blankToNull(fields.class_year),
      blankToNull(fields.notes),
      fields.class_id !== undefined,
      fields.class_id ?? null,
      fields.version ?? null,
    ],
  );
  return updated.length > 0 ? viewOf(db, viewerId, id) : undefined;
}

export async function deleteStudent(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM students WHERE id = $1', [id]);
}

/** A teacher's class, as the import of a roster places students in it. */
export interface TeacherClass {
  id: string;
  name: string;
  year_group: string | null;
}

/** The teacher's classes, oldest first. */
export async function teacherClasses(db: Queryable, teacherId: string): Promise<TeacherClass[]> {
  const { rows } = await db.query<TeacherClass & Record<string, unknown>>('SELECT id, name, year_group FROM classes WHERE teacher_id = $1 ORDER BY created_at', [teacherId]);
  return rows;
}

/** The e-mail addresses (lower case) of the teacher's student records. */
export async function teacherStudentEmails(db: Queryable, teacherId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ email: string }>('SELECT lower(email) AS email FROM students WHERE teacher_id = $1 AND email IS NOT NULL', [teacherId]);
  return new Set(rows.map((row) => row.email));
}

export interface InvitationRow {
  id: string;
  name: string;
  email: string | null;
  user_id: string | null;
  teacher_id: string;
  class_id: string | null;
  invitation_status: string | null;
  invitation_expires_at: Date | string | null;
}

/** The student record an invitation code names (after expiring the invitations past their date). */
export async function invitationByCode(db: Queryable, code: string): Promise<InvitationRow | undefined> {
  await expireInvitations(db);
  const { rows } = await db.query<InvitationRow & Record<string, unknown>>(
    `SELECT id, name, email, user_id, teacher_id, class_id, invitation_status, invitation_expires_at
     FROM students WHERE invitation_code = $1`,
    [code],
  );
  return rows[0];
}

/** Saves a fresh invitation code valid for `days`; any earlier code of the record stops working. Gives its expiry. */
export async function saveInvitation(db: Queryable, studentId: string, code: string, days: number): Promise<Date> {
  const { rows } = await db.query<{ invitation_expires_at: Date }>(
    `UPDATE students SET invitation_code = $2, invitation_status = 'pending', invited_at = now(),
       invitation_expires_at = now() + make_interval(days => $3::int), updated_at = now()
     WHERE id = $1 RETURNING invitation_expires_at`,
    [studentId, code, days],
  );
  return new Date(rows[0]!.invitation_expires_at);
}

/** Links an account to a record not yet linked; its invitation is accepted. */
export async function linkRecord(db: Queryable, studentId: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE students SET user_id = $2, invitation_status = 'accepted', updated_at = now()
     WHERE id = $1 AND user_id IS NULL`,
    [studentId, userId],
  );
}

/** Links an account to the record of an open (pending, unexpired, unlinked) invitation code, if there is one. */
export async function linkRecordByCode(tx: Queryable, code: string, userId: string): Promise<void> {
  await tx.query(
    `UPDATE students SET user_id = $2, invitation_status = 'accepted', updated_at = now()
     WHERE invitation_code = $1 AND invitation_status = 'pending' AND invitation_expires_at > now() AND user_id IS NULL`,
    [code, userId],
  );
}

/** The user's name (null when they have none) and e-mail address; undefined for no such user. */
export async function userNameAndEmail(db: Queryable, userId: string): Promise<{ name: string | null; email: string } | undefined> {
  const { rows } = await db.query<{ name: string | null; email: string }>(
    `SELECT nullif(btrim(concat_ws(' ', first_name, last_name)), '') AS name, email FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}
