import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerRegradeRoutes } from './regrade.js';
import { registerMarkingRoutes } from './routes.js';

/** Mark by Answer Group, and students' regrade requests. */
export function markingPlugin(app: FastifyInstance, product: ProductContext): void {
  registerMarkingRoutes(app, product);
  registerRegradeRoutes(app, product);
}
