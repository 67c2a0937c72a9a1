import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core/rules';
import type { AuthContext, ServerPlugin } from '../auth/context.js';
import { analyticsPlugin } from './analytics/plugin.js';
import { assessmentsPlugin } from './assessments/plugin.js';
import { classesPlugin } from './classes/plugin.js';
import { createProductContext } from './context.js';
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
 * LTI: the areas that share one product context (database, storage, job queue, grader, LTI provider).
 * The job workers run in this process unless switched off.
 */
export async function assessmentAreasPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  // The API document is made from the routes declared from here on.
  declaredRoutes(app);
  const product = await createProductContext(ctx);
  await app.register(async (scope) => {
    // Uploads stream through the storage intake, which applies each call's own limit; this is the outer bound.
    await scope.register(multipart, { limits: { fileSize: LIBRARY_UPLOAD_MAX_BYTES + 1024, files: 5, fields: 40, fieldSize: 1_048_576 } });
    scope.setErrorHandler(apiErrorHandler);
    subjectsPlugin(scope, product);
    assessmentsPlugin(scope, product);
    jobsPlugin(scope, product);
    usagePlugin(scope, product);
    filesPlugin(scope, product);
    reviewPlugin(scope, product);
    ltiApiPlugin(scope, product);
    markingPlugin(scope, product);
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
  app.addHook('onClose', async () => {
    await product.queue.stop();
    await product.lti.close();
  });
}

/** Classes, student records and invitations, reports, analytics, and the API document at /api/docs. */
export async function managementAreasPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  declaredRoutes(app);
  await classesPlugin(app, ctx);
  await studentsPlugin(app, ctx);
  await reportsPlugin(app, ctx);
  await analyticsPlugin(app, ctx);
  await docsPlugin(app, ctx);
}

/**
 * The product API under /api: its areas, registered after the auth routes, in this order.
 * A new area adds its plugin to one of the two groups above.
 */
export const productPlugins: ServerPlugin[] = [assessmentAreasPlugin, managementAreasPlugin];
