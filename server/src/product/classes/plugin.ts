import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerClassRoutes } from './routes.js';

/** Classes (spec 02 §7): list, create, read and change, for teachers, school administrators and administrators. */
export async function classesPlugin(app: FastifyInstance, product: ProductContext): Promise<void> {
  await registerClassRoutes(app, product.auth);
}
