import pg from 'pg';
import type { Database, Queryable, QueryResult, Row } from './types.js';

// Counts and other 64-bit integers come back as JavaScript numbers, as they do from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection that the server ends (a restart, an administrator, a dropped database) emits
  // 'error' on the pool; unheard, that would end the process. The pool drops the broken connection and the
  // next query opens a new one, while a query that fails still reports its error to its caller.
  pool.on('error', () => undefined);
  // Fail at start-up, with the driver's reason, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(text, params);
      return { rows: result.rows };
    },
  });
  const root = wrap(pool);
  return {
    driver: 'postgres',
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
