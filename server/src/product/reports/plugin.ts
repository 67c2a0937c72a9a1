import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { registerReportRoutes } from './routes.js';

/** Reports (spec 02 §7): a student's reports, progress and PDF export; a teacher's students, classes and assessments. */
export async function reportsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await registerReportRoutes(app, ctx);
}
