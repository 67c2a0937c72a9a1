import { db, type Queryable } from '../db/index.js';

export const context = db;

/** What every area is given: the database among the rest. */
export interface ProductContext {
  db: Queryable;
}
