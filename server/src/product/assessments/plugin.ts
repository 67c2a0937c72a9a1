import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerAttemptsRoute } from './attempts.js';
import { registerCreateRoutes } from './create.js';
import { registerMarkSchemeReadingRoutes } from './mark-scheme-reading.js';
import { registerAssessmentRoutes } from './routes.js';
import { registerSubmitRoute } from './submit.js';

/** Assessments: their list and detail, their creation (from files or generated) and a student's submission. */
export function assessmentsPlugin(app: FastifyInstance, product: ProductContext): void {
  registerAssessmentRoutes(app, product);
  registerCreateRoutes(app, product);
  registerSubmitRoute(app, product);
  registerMarkSchemeReadingRoutes(app, product);
  registerAttemptsRoute(app, product);
}
