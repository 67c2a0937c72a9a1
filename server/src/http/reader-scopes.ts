import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/index.js';
import { EVERYTHING, type DataChanges } from './data-changes.js';

/** How many users' scopes a server keeps. */
const KEPT_READERS = 10_000;

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

/**
 * The scopes of each user, kept while nothing in their own scope changes: every row that decides them (their
 * roles, records, memberships, classes taught) announces the user's scope when it changes.
 */
export class ReaderScopes {
  private readonly kept = new LRUCache<string, { version: number; scopes: readonly string[] }>({ max: KEPT_READERS });

  constructor(
    private readonly db: Queryable,
    private readonly changes: DataChanges,
  ) {}

  /** The user's scopes, or undefined while changes cannot be heard. */
  async of(userId: string): Promise<readonly string[] | undefined> {
    const own = `u:${userId}`;
    const known = this.kept.get(userId);
    if (known && this.changes.holds(known.version, [own])) return known.scopes;
    const version = this.changes.current();
    if (version === undefined) return undefined;
    const { rows } = await this.db.query<{ everything: boolean; classes: string[]; schools: string[] }>(READER_SCOPES_SQL, [userId]);
    const row = rows[0]!;
    const scopes = row.everything ? [EVERYTHING] : [own, ...row.classes.map((id) => `c:${id}`), ...row.schools.map((id) => `s:${id}`)];
    this.kept.set(userId, { version, scopes });
    return scopes;
  }
}
