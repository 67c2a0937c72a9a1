// A test may run SQL of its own.
import type { ProductContext } from '../context.js';
import { counts } from './counts.js';

export const checked = (product: ProductContext) => [counts(product), product.db.query('SELECT 1')];
