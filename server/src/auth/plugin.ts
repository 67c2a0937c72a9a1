import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import type { AuthContext } from './context.js';
import { AuthError, sendAuthError } from './errors.js';
import { registerEmailRoutes } from './routes-email.js';
import { registerOAuthRoutes } from './routes-oauth.js';
import { registerUserRoutes } from './routes-user.js';

/** The Supabase Auth compatible API, mounted at /auth/v1. */
export async function authPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(formBody);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 415 ? 'validation_failed' : 'bad_json';
      return sendAuthError(request, reply, new AuthError(status, code, 'Could not read the request body'));
    }
    ctx.log.error({ err: error }, 'auth request failed');
    return sendAuthError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-supabase-api-version', '2024-01-01');
    reply.header('cache-control', 'no-store');
  });
  registerEmailRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerOAuthRoutes(app, ctx);
}
