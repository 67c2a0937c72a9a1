import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerDocsRoutes } from './routes.js';

/** GET /api/docs (a readable page) and /api/docs/openapi.json (the OpenAPI document), built once. */
export async function docsPlugin(app: FastifyInstance, product: ProductContext): Promise<void> {
  await registerDocsRoutes(app, product.auth);
}
