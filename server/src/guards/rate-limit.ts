import type { Queryable } from '../db/index.js';

/**
 * Fixed-window counters, one per key (an address, an IP, a kind of e-mail), kept in the database so that every
 * server sharing it counts the same attempts: ten failures spread over two servers lock as ten on one.
 */
export class RateLimiter {
  private takes = 0;

  constructor(private readonly db: Queryable) {}

  /** Counts one attempt; false when the key has used up its limit in the current window. */
  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    // One statement, atomic under concurrent attempts: a window that has ended starts again at this attempt.
    // The count stops one past the limit, so a refused attempt does not lengthen the lock.
    const { rows } = await this.db.query<{ count: number }>(
      `INSERT INTO auth.rate_limits AS r (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $3::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.reset_at <= now() THEN 1 ELSE least(r.count + 1, $2::int + 1) END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING count`,
      [key, limit, windowMs],
    );
    this.takes += 1;
    // Dropping ended windows is housekeeping: no attempt waits for it.
    if (this.takes % 1000 === 0) void this.prune().catch(() => undefined);
    return rows[0]!.count <= limit;
  }

  /** True when the key has used up its limit in the current window, without counting an attempt. */
  async exhausted(key: string, limit: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM auth.rate_limits WHERE key = $1 AND reset_at > now() AND count >= $2', [key, limit]);
    return rows.length > 0;
  }

  /** The attempts the key has counted in its current window (0 when it has none). */
  async count(key: string): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>('SELECT count FROM auth.rate_limits WHERE key = $1 AND reset_at > now()', [key]);
    return rows[0]?.count ?? 0;
  }

  /** Seconds until the key's window ends (0 when it has none). */
  async secondsLeft(key: string): Promise<number> {
    const { rows } = await this.db.query<{ seconds: number }>(
      'SELECT greatest(0, ceil(extract(epoch FROM reset_at - now())))::int AS seconds FROM auth.rate_limits WHERE key = $1',
      [key],
    );
    return rows[0]?.seconds ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth.rate_limits WHERE key = $1', [key]);
  }

  /** Ended windows are dropped now and then, so the table holds only the keys counting at the moment. */
  private async prune(): Promise<void> {
    await this.db.query('DELETE FROM auth.rate_limits WHERE reset_at <= now()');
  }
}
