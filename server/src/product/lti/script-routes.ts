import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PAGE_SCRIPTS_PATH } from './pages.js';

/**
 * The launcher pages' scripts: ./browser, typechecked and built with the server (into dist beside this module), served
 * from Assess's own origin, so that the pages' policy allows no inline script. Read once: they change with a build.
 */
export function registerScriptRoutes(app: FastifyInstance): void {
  const folder = fileURLToPath(new URL('./browser/', import.meta.url));
  const scripts = new Map<string, string>();
  // Run from its sources (the unit tests) the folder holds TypeScript only, and the pages' scripts are not served.
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) if (name.endsWith('.js')) scripts.set(name, readFileSync(`${folder}${name}`, 'utf8'));
  }

  app.get<{ Params: { name: string } }>(`${PAGE_SCRIPTS_PATH}:name`, async (request, reply) => {
    const script = scripts.get(request.params.name);
    if (script === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // Pages are never cached, so a page and its scripts come from one build: each use asks whether they changed.
    reply.header('cache-control', 'no-cache');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
}
