// Breaks queries-in-repositories outside the product: the REST subset's routes run SQL of their own.
import type { Queryable } from '../db/index.js';

export const rows = (ctx: { db: Queryable }) => ctx.db.query('SELECT * FROM users');
