import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, sendAuthError } from '../auth/errors.js';

export const NUL_IN_INPUT = 'The request contains a NUL character, which no field accepts';

/** Whether a value (a string, or any string, key or element inside an object or array) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

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
