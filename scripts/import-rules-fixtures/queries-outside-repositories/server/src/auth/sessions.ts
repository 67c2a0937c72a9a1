// The services below the REST subset in the layers run their own SQL.
import type { Queryable } from '../db/index.js';

export const endSession = (db: Queryable, id: string) => db.query('DELETE FROM auth.sessions WHERE id = $1', [id]);
