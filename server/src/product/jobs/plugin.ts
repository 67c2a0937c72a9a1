import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerJobRoutes } from './routes.js';

/** The grading, validation and creation jobs a user follows. */
export function jobsPlugin(app: FastifyInstance, product: ProductContext): void {
  registerJobRoutes(app, product);
}
