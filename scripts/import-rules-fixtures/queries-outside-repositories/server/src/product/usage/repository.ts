import type { Queryable } from '../../db/index.js';

export const usageOf = (db: Queryable) => db.query('SELECT * FROM usage');
