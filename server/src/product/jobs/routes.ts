import type { FastifyInstance } from 'fastify';
import { ApiError, isUuid } from '../shared/errors.js';
import { userIdOf, type ProductContext } from '../context.js';
import { pendingJobs, toJobView, visibleJob } from './repository.js';

export const JOB_NOT_FOUND = 'Job not found';

/** Job status and the pending lists: grading (/api/grading-jobs/pending) and validation (/api/validation/jobs/pending). */
export function registerJobRoutes(app: FastifyInstance, product: ProductContext): void {
  app.get<{ Params: { id: string } }>('/api/assessments/grading-jobs/:id', async (request) => {
    const userId = await userIdOf(product, request);
    const job = isUuid(request.params.id) ? await visibleJob(product.db, userId, request.params.id) : undefined;
    if (!job) throw new ApiError(404, JOB_NOT_FOUND);
    return toJobView(job);
  });
  app.get('/api/grading-jobs/pending', async (request) => {
    const userId = await userIdOf(product, request);
    return (await pendingJobs(product.db, userId, ['grading'])).map(toJobView);
  });
  app.get('/api/validation/jobs/pending', async (request) => {
    const userId = await userIdOf(product, request);
    return (await pendingJobs(product.db, userId, ['validation'])).map(toJobView);
  });
}
