import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { registerClassRoutes } from './routes.js';

/** Classes (spec 02 §7): list, create, read and change, for teachers, school administrators and administrators. */
export async function classesPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await registerClassRoutes(app, ctx);
}
