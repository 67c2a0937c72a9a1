import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core/rules';
import type { AuthContext, ServerPlugin } from '../auth/context.js';
import { analyticsPlugin } from './analytics/plugin.js';
import { assessmentsPlugin } from './assessments/plugin.js';
import { classesPlugin } from './classes/plugin.js';
import { createProductContext, type AreaPlugin, type ProductContext } from './context.js';
import { docsPlugin } from './docs/plugin.js';
import { filesPlugin } from './files/plugin.js';
import { jobsPlugin } from './jobs/plugin.js';
import { requeueStrandedJobs } from './jobs/recovery.js';
import { startWorkers } from './jobs/worker.js';
import { ltiApiPlugin, ltiPagesPlugin } from './lti/plugin.js';
import { markingPlugin } from './marking/plugin.js';
import { reportsPlugin } from './reports/plugin.js';
import { reviewPlugin } from './review/plugin.js';
import { apiErrorHandler } from './shared/errors.js';
import { declaredRoutes } from './shared/route.js';
import { studentsPlugin } from './students/plugin.js';
import { subjectsPlugin } from './subjects/plugin.js';
import { usagePlugin } from './usage/plugin.js';

export { analyticsPlugin, classesPlugin, docsPlugin, reportsPlugin, studentsPlugin };

/**
 * Assessments, subjects, submissions and grading jobs, files and storage, usage limits, teacher review, marking and
 * the LTI API, in this order, in one scope with multipart uploads and the API error handler.
 */
const ASSESSMENT_AREAS: AreaPlugin[] = [
  subjectsPlugin,
  assessmentsPlugin,
  jobsPlugin,
  usagePlugin,
  filesPlugin,
  reviewPlugin,
  ltiApiPlugin,
  markingPlugin,
];

/** Classes, student records and invitations, reports, analytics, and the API document at /api/docs, in this order. */
const MANAGEMENT_AREAS: AreaPlugin[] = [classesPlugin, studentsPlugin, reportsPlugin, analyticsPlugin, docsPlugin];

/** The assessment areas and the LTI launcher's pages; then the job queue starts, and the workers unless switched off. */
async function registerAssessmentAreas(app: FastifyInstance, product: ProductContext): Promise<void> {
  await app.register(async (scope) => {
    // Uploads stream through the storage intake, which applies each call's own limit; this is the outer bound.
    await scope.register(multipart, { limits: { fileSize: LIBRARY_UPLOAD_MAX_BYTES + 1024, files: 5, fields: 40, fieldSize: 1_048_576 } });
    scope.setErrorHandler(apiErrorHandler);
    for (const area of ASSESSMENT_AREAS) await area(scope, product);
  });
  // The LTI launcher's pages (/lti): form posts from learning platforms, and errors shown as pages, not JSON.
  await app.register(async (scope) => {
    await scope.register(formBody);
    ltiPagesPlugin(scope, product);
  });
  await product.queue.start();
  // ASSESS_WORKERS=off leaves the jobs to `npm run worker` processes.
  if (product.jobs.workers) await startWorkers(product);
  await requeueStrandedJobs(product);
}

/** A product context for the server's areas, closed with the server. */
async function productContextFor(app: FastifyInstance, ctx: AuthContext): Promise<ProductContext> {
  // The API document is made from the routes declared from here on.
  declaredRoutes(app);
  const product = await createProductContext(ctx);
  app.addHook('onClose', async () => {
    await product.queue.stop();
    await product.lti.close();
  });
  return product;
}

/**
 * The product API under /api, registered after the auth routes: one product context (database, storage, job
 * queue, grader, LTI provider) for all its areas, the assessment areas first, then the management areas.
 * A new area adds its plugin to one of the two lists above.
 */
export async function productPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const product = await productContextFor(app, ctx);
  await registerAssessmentAreas(app, product);
  for (const area of MANAGEMENT_AREAS) await area(app, product);
}

export const productPlugins: ServerPlugin[] = [productPlugin];

/** The assessment areas alone, with the job workers: for tests. */
export async function assessmentAreasPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await registerAssessmentAreas(app, await productContextFor(app, ctx));
}

/** Some areas (management areas) on a product context of their own, as a server plugin: for tests that need only them. */
export function areasPlugin(...areas: AreaPlugin[]): ServerPlugin {
  return async (app, ctx) => {
    const product = await productContextFor(app, ctx);
    for (const area of areas) await area(app, product);
  };
}
