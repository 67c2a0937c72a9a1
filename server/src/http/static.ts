import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// Paths the server answers itself; the host app's own pages include /auth/callback and /auth/reset-password.
const API_PREFIXES = ['/api/', '/auth/v1/', '/rest/v1/', '/storage/v1/', '/dev/', '/elements/'];

/** A 404 in the shape the caller reads: Supabase Storage's for /storage/v1, `{detail}` for everything else. */
function notFoundBody(path: string): Record<string, string> {
  if (path.startsWith('/storage/v1/')) return { statusCode: '404', error: 'not_found', message: 'Object not found' };
  return { detail: 'Not Found' };
}

/**
 * Serves the built host app (any unknown page gets index.html, as a single-page app needs) and the element bundles,
 * each file as the build's brotli or gzip copy when the browser accepts one.
 */
export async function registerStatic(app: FastifyInstance, hostDist: string, elementsDist: string): Promise<void> {
  const hasHost = existsSync(hostDist);
  if (hasHost) await app.register(fastifyStatic, { root: hostDist, wildcard: false, index: ['index.html'], preCompressed: true });
  if (existsSync(elementsDist)) {
    await app.register(fastifyStatic, { root: elementsDist, prefix: '/elements/', decorateReply: !hasHost, preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isApi || !hasHost || request.method !== 'GET') return reply.code(404).send(notFoundBody(path));
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
