import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core';
import type { AuthContext } from '../../auth/context.js';
import { apiErrorHandler } from '../shared/errors.js';
import { registerFileRoutes } from '../files/routes.js';
import { registerResumableUploads } from '../files/resumable.js';
import { requeueStrandedJobs } from '../jobs/recovery.js';
import { registerJobRoutes } from '../jobs/routes.js';
import { startWorkers } from '../jobs/worker.js';
import { registerLtiApiRoutes } from '../lti/api.js';
import { registerLtiRoutes } from '../lti/routes.js';
import { registerMarkingRoutes } from '../marking/routes.js';
import { registerRegradeRoutes } from '../marking/regrade.js';
import { registerReviewRoutes } from '../review/routes.js';
import { registerStorageRoutes } from '../storage/routes.js';
import { registerSubjectRoutes } from '../subjects/routes.js';
import { registerUsageRoutes } from '../usage/routes.js';
import { createProductContext } from '../context.js';
import { registerCreateRoutes } from './create.js';
import { registerAssessmentRoutes } from './routes.js';
import { registerSubmitRoute } from './submit.js';

/**
 * Assessments, subjects, submissions and grading jobs, files and storage, usage limits and teacher review.
 * The job workers run in this process unless switched off.
 */
export async function assessmentsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const product = await createProductContext(ctx);
  await app.register(async (scope) => {
    // Uploads stream through the storage intake, which applies each call's own limit; this is the outer bound.
    await scope.register(multipart, { limits: { fileSize: LIBRARY_UPLOAD_MAX_BYTES + 1024, files: 5, fields: 40, fieldSize: 1_048_576 } });
    scope.setErrorHandler(apiErrorHandler);
    registerSubjectRoutes(scope, product);
    registerAssessmentRoutes(scope, product);
    registerCreateRoutes(scope, product);
    registerSubmitRoute(scope, product);
    registerJobRoutes(scope, product);
    registerUsageRoutes(scope, product);
    registerFileRoutes(scope, product);
    registerStorageRoutes(scope, product);
    registerResumableUploads(scope, product);
    registerReviewRoutes(scope, product);
    registerLtiApiRoutes(scope, product);
    registerMarkingRoutes(scope, product);
    registerRegradeRoutes(scope, product);
  });
  // The LTI launcher's pages (/lti): form posts from learning platforms, and errors shown as pages, not JSON.
  await app.register(async (scope) => {
    await scope.register(formBody);
    registerLtiRoutes(scope, product);
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
