import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerSubjectRoutes } from './routes.js';

/** Subjects: their list and creation. */
export function subjectsPlugin(app: FastifyInstance, product: ProductContext): void {
  registerSubjectRoutes(app, product);
}
