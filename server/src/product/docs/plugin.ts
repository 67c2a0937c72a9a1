import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { registerDocsRoutes } from './routes.js';

/** GET /api/docs (a readable page) and /api/docs/openapi.json (the OpenAPI document), built once. */
export async function docsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await registerDocsRoutes(app, ctx);
}
