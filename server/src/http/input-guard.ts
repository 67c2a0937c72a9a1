import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, sendAuthError } from '../auth/errors.js';
import { containsNul, NUL_IN_INPUT } from '../guards/nul.js';

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.url.startsWith('/auth/v1/')) return sendAuthError(request, reply, new AuthError(400, 'validation_failed', NUL_IN_INPUT));
  return reply.code(400).send({ detail: NUL_IN_INPUT });
}

/**
 * No text the product stores may contain NUL (PostgreSQL's text refuses it), so a request carrying one in its
 * path, query or body is refused at the door with a 400, before any route or query sees it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) return refuse(request, reply);
  });
}
