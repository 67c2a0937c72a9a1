import { db, type Queryable } from '../../db/index.js';

export interface FileRow {
  id: string;
}
export const findFile = db;

// An area's repository runs its SQL.
export async function fileRows(database: Queryable, id: string): Promise<unknown[]> {
  return (await database.query('SELECT id FROM files WHERE id = $1', [id])).rows;
}
