import { LRUCache } from 'lru-cache';
import { EVERYTHING, type DataChanges } from './data-changes.js';
import { readerScopesRow, type Queryable } from './repository.js';

// The query itself, for the tests that tell it from the reads of an answer.
export { READER_SCOPES_SQL } from './repository.js';

/** How many users' scopes a server keeps. */
const KEPT_READERS = 10_000;

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
    const row = await readerScopesRow(this.db, userId);
    const scopes = row.everything ? [EVERYTHING] : [own, ...row.classes.map((id) => `c:${id}`), ...row.schools.map((id) => `s:${id}`)];
    this.kept.set(userId, { version, scopes });
    return scopes;
  }
}
