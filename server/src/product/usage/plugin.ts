import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerUsageRoutes } from './routes.js';

/** A user's usage against their limits. */
export function usagePlugin(app: FastifyInstance, product: ProductContext): void {
  registerUsageRoutes(app, product);
}
