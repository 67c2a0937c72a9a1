import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { registerStudentRoutes } from './routes.js';

/** Student records, invitations and their verification (spec 02 §7, spec 01 §7, decision 10). */
export async function studentsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await registerStudentRoutes(app, ctx);
}
