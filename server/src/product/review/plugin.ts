import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerReviewRoutes } from './routes.js';

/** Teacher review of a submission's marks: overrides, release and history. */
export function reviewPlugin(app: FastifyInstance, product: ProductContext): void {
  registerReviewRoutes(app, product);
}
