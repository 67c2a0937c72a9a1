import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerReportRoutes } from './routes.js';

/** Reports (spec 02 §7): a student's reports, progress and PDF export; a teacher's students, classes and assessments. */
export async function reportsPlugin(app: FastifyInstance, product: ProductContext): Promise<void> {
  await registerReportRoutes(app, product.auth);
}
