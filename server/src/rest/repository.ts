import type { Queryable, Row } from '../db/index.js';

/** A read of one table's rows that one user owns: the columns, `column = value` filters (compared as text) and a limit. */
export interface OwnRowsRead {
  table: string;
  columns: string[];
  filters: [column: string, value: string][];
  /** The column that names the row's owner. */
  owner: string;
  userId: string;
  limit?: number;
}

/**
 * The rows of the read, oldest first. Table and column names are the caller's own (checked against its list of
 * tables and columns), never the request's text; values go as parameters.
 */
export async function ownRows(db: Queryable, read: OwnRowsRead): Promise<Row[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  for (const [column, value] of read.filters) {
    params.push(value);
    where.push(`${column}::text = $${params.length}`);
  }
  // Row rules: a user reads only their own rows.
  params.push(read.userId);
  where.push(`${read.owner} = $${params.length}::uuid`);
  const limit = read.limit === undefined ? '' : ` LIMIT ${read.limit}`;
  const { rows } = await db.query(`SELECT ${read.columns.join(', ')} FROM ${read.table} WHERE ${where.join(' AND ')} ORDER BY created_at${limit}`, params);
  return rows;
}
