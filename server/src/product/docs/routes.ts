import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { buildOpenApiDocument } from './openapi.js';
import { docsPage } from './page.js';
import { ROUTES } from './catalogue.js';

/** GET /api/docs (a readable page) and /api/docs/openapi.json (the OpenAPI document), built once. */
export async function registerDocsRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  app.get('/api/docs/openapi.json', async () => (document ??= buildOpenApiDocument(ctx.config.publicUrl)));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send((page ??= docsPage(ROUTES))));
}
