import type { ProductContext } from '../context.js';
import { ApiError } from '../errors.js';
import { fileRows, findFile } from './repository.js';

export const routes = [ApiError, findFile];

// A route calls its repository with the database it was given; a regular expression's exec is no query.
export async function fileOf(product: ProductContext, name: string): Promise<unknown[]> {
  const id = /^files\/(.+)$/.exec(name)?.[1] ?? name;
  return fileRows(product.db, id);
}
