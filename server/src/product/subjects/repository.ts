import type { Queryable } from '../../db/index.js';
import { isUuid } from '../shared/errors.js';

export interface SubjectRow {
  id: string;
  name: string;
  is_system_defined: boolean;
}

/**
 * SQL for the subjects a user sees (decision 16): system subjects, their school's, and, without a school,
 * the ones they created. $1 is the user's id.
 */
const VISIBLE = `(s.is_system_defined
  OR (s.school_id IS NOT NULL AND s.school_id = (SELECT school_id FROM users WHERE id = $1))
  OR (s.school_id IS NULL AND s.created_by = $1 AND (SELECT school_id FROM users WHERE id = $1) IS NULL))`;

export async function visibleSubjects(db: Queryable, userId: string): Promise<SubjectRow[]> {
  const { rows } = await db.query<SubjectRow & Record<string, unknown>>(
    `SELECT s.id, s.name, s.is_system_defined FROM subjects s WHERE ${VISIBLE} ORDER BY s.is_system_defined DESC, lower(s.name)`,
    [userId],
  );
  return rows;
}

export async function findVisibleSubject(db: Queryable, userId: string, id: string): Promise<SubjectRow | undefined> {
  const { rows } = await db.query<SubjectRow & Record<string, unknown>>(
    `SELECT s.id, s.name, s.is_system_defined FROM subjects s WHERE s.id::text = $2 AND ${VISIBLE}`,
    [userId, id],
  );
  return rows[0];
}

export async function findSubjectByName(db: Queryable, userId: string, name: string): Promise<SubjectRow | undefined> {
  const { rows } = await db.query<SubjectRow & Record<string, unknown>>(
    `SELECT s.id, s.name, s.is_system_defined FROM subjects s WHERE lower(s.name) = lower($2) AND ${VISIBLE}
     ORDER BY s.is_system_defined DESC LIMIT 1`,
    [userId, name.trim()],
  );
  return rows[0];
}

/**
 * The subject a student's progress names, by id or by name in any letter case, among those the viewer sees and
 * those of the student's own assessments (a school subject the student met before moving on): another school's
 * subject is not found, as `/api/subjects` hides it. $1 is the viewer, $3 the student.
 */
export async function findSubjectOfProgress(db: Queryable, viewerId: string, studentId: string, idOrName: string): Promise<SubjectRow | undefined> {
  const named = isUuid(idOrName) ? 's.id = $2::uuid' : 'lower(s.name) = lower($2)';
  const { rows } = await db.query<SubjectRow & Record<string, unknown>>(
    `SELECT s.id, s.name, s.is_system_defined FROM subjects s
     WHERE ${named}
       AND (${VISIBLE} OR EXISTS (
         SELECT 1 FROM student_assessments sa JOIN assessments a ON a.id = sa.assessment_id
          WHERE sa.student_id = $3 AND a.subject_id = s.id))
     ORDER BY s.is_system_defined DESC, s.created_at LIMIT 1`,
    [viewerId, idOrName.trim(), studentId],
  );
  return rows[0];
}

/** Creates a subject in the user's school (or their own without one); undefined when the name is taken. */
export async function createSubject(db: Queryable, userId: string, name: string): Promise<SubjectRow | undefined> {
  if (await findSubjectByName(db, userId, name)) return undefined;
  const { rows } = await db.query<SubjectRow & Record<string, unknown>>(
    `INSERT INTO subjects (name, is_system_defined, school_id, created_by)
     VALUES ($2, false, (SELECT school_id FROM users WHERE id = $1), $1)
     ON CONFLICT DO NOTHING
     RETURNING id, name, is_system_defined`,
    [userId, name.trim()],
  );
  return rows[0];
}

/** The subject named, found among the user's or created for them: Upload & Validate's custom subject. */
export async function subjectNamed(db: Queryable, userId: string, name: string): Promise<SubjectRow> {
  return (await findSubjectByName(db, userId, name)) ?? (await createSubject(db, userId, name)) ?? (await findSubjectByName(db, userId, name))!;
}
