import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/context.js';
import { requireUserId } from '../../auth/request.js';
import { declaredRoutes, routeDeclarer, type RouteDoc } from '../shared/route.js';
import { buildOpenApiDocument } from './openapi.js';
import { docsPage } from './page.js';

/** GET /api/health is the server's own (registered before the product), so it is described here. */
const HEALTH: RouteDoc = { method: 'GET', path: '/api/health', tag: 'Service', summary: 'Whether the server is up', auth: 'none', response: z.object({ status: z.literal('ok') }) };

/** Every documented route: the health check and the routes registered with their declaration. */
export function documentedRoutes(app: FastifyInstance): RouteDoc[] {
  return [HEALTH, ...declaredRoutes(app)];
}

/** GET /api/docs (a readable page) and /api/docs/openapi.json (the OpenAPI document), built once on first call. */
export async function registerDocsRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const route = routeDeclarer(app, (request) => requireUserId(ctx, request));
  route({ method: 'GET', url: '/api/docs/openapi.json', tag: 'Service', summary: 'This API document (OpenAPI 3.1)', auth: 'none' }, async () => (document ??= buildOpenApiDocument(ctx.config.publicUrl, documentedRoutes(app))));
  route({ method: 'GET', url: '/api/docs', tag: 'Service', summary: 'This API document as a readable page', auth: 'none' }, async (_input, _request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= docsPage(documentedRoutes(app)))),
  );
}
