import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './types.js';

/** The embedded database: PostgreSQL compiled to WebAssembly, stored in a folder (or in memory when dir is undefined). */
export async function openPglite(dir?: string): Promise<Database> {
  const pg = dir ? await PGlite.create(dir) : await PGlite.create();
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row = Row>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(text, params);
      return { rows: result.rows };
    },
  });
  const root = wrap(pg);
  return {
    driver: 'pglite',
    pglite: pg,
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One embedded database in one process: its notices cannot be missed.
    listen: (channel, onNotice) => pg.listen(channel, onNotice),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
