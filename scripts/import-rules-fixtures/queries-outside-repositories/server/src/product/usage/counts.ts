// Breaks queries-in-repositories (and no import rule): an area's file other than its repository.ts runs SQL through
// the database the product context gives it, without importing the database module.
import type { ProductContext } from '../context.js';
import { usageOf } from './repository.js';

export async function counts(product: ProductContext): Promise<unknown[]> {
  const { rows } = await product.db.query('SELECT count(*) FROM usage');
  return [usageOf, rows];
}
