// The usage area's data access: the counters of each user's uses of a feature, by day (UTC).
import type { UsageFeature } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';

// The area's other files hold a database or a transaction only to pass it here: they take its type from here.
export type { Queryable };

/** The user's counts of today (UTC), by feature; features not used today are missing. */
export async function countsToday(db: Queryable, userId: string): Promise<{ feature: UsageFeature; count: number }[]> {
  const { rows } = await db.query<{ feature: UsageFeature; count: number }>(
    `SELECT feature, count FROM usage_counters WHERE user_id = $1 AND usage_date = (now() AT TIME ZONE 'UTC')::date`,
    [userId],
  );
  return rows;
}

/**
 * Counts one use of a feature today, atomically, unless today's count has already reached `limit`: gives the new
 * count, or undefined when the limit was reached.
 */
export async function countUse(db: Queryable, userId: string, feature: UsageFeature, limit: number): Promise<number | undefined> {
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO usage_counters (user_id, feature, usage_date, count) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (user_id, feature, usage_date) DO UPDATE SET count = usage_counters.count + 1
       WHERE usage_counters.count < $3
     RETURNING count`,
    [userId, feature, limit],
  );
  return rows[0] ? Number(rows[0].count) : undefined;
}
