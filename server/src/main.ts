import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const hostDist = fileURLToPath(new URL('../../host/dist/', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const app = Fastify({ logger: true });
app.get('/api/health', async () => ({ status: 'ok' }));

if (existsSync(hostDist)) {
  await app.register(fastifyStatic, { root: hostDist });
  // The host is a single-page app: any unknown non-API path gets index.html.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not Found' });
    return reply.sendFile('index.html');
  });
}

await app.listen({ port, host: '0.0.0.0' });
