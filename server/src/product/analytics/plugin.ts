import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerAnalyticsRoutes } from './routes.js';

/** Analytics (spec 02 §7, spec 01 §3): the dashboard overview, subject progress and the analytics of one student. */
export async function analyticsPlugin(app: FastifyInstance, product: ProductContext): Promise<void> {
  await registerAnalyticsRoutes(app, product.auth);
}
