import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerLtiApiRoutes } from './api.js';
import { registerLtiRoutes } from './routes.js';

/** The LTI routes of the product API (JSON, under /api). */
export function ltiApiPlugin(app: FastifyInstance, product: ProductContext): void {
  registerLtiApiRoutes(app, product);
}

/** The LTI launcher's pages (/lti): form posts from learning platforms, and errors shown as pages, not JSON. */
export function ltiPagesPlugin(app: FastifyInstance, product: ProductContext): void {
  registerLtiRoutes(app, product);
}
