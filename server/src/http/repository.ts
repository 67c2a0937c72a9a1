import type { Queryable } from '../db/index.js';

// The server's own data access: the scopes a reader's answers depend on, and its notices on the data changes channel.

export type { Database, Queryable } from '../db/index.js';

/**
 * The scopes a user's answers depend on (migration 0370_data_change_scopes.sql): their own (`u:`), each class
 * they have a student record in (`c:`), each school they belong to (`s:`). An administrator or school
 * administrator reads across records and schools: their answers depend on everything (`g`).
 */
export const READER_SCOPES_SQL = `SELECT
    EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = $1 AND lower(r.role) IN ('admin', 'school_admin'))
      OR EXISTS (SELECT 1 FROM school_members m WHERE m.user_id = $1 AND m.role = 'school_admin') AS everything,
    ARRAY(SELECT DISTINCT s.class_id::text FROM students s WHERE s.user_id = $1 AND s.class_id IS NOT NULL) AS classes,
    ARRAY(SELECT u.school_id::text FROM users u WHERE u.id = $1 AND u.school_id IS NOT NULL
      UNION SELECT m.school_id::text FROM school_members m WHERE m.user_id = $1
      UNION SELECT s.school_id::text FROM students s WHERE s.user_id = $1 AND s.school_id IS NOT NULL
      UNION SELECT c.school_id::text FROM classes c WHERE c.teacher_id = $1 AND c.school_id IS NOT NULL) AS schools`;

/** Whether the user reads everything, and the classes and schools whose changes touch their answers. */
export async function readerScopesRow(db: Queryable, userId: string): Promise<{ everything: boolean; classes: string[]; schools: string[] }> {
  const { rows } = await db.query<{ everything: boolean; classes: string[]; schools: string[] }>(READER_SCOPES_SQL, [userId]);
  return rows[0]!;
}

/** Sends a notice on the channel, to every process listening on this database. */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
