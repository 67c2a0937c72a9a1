import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobSchema, pendingJobSchema } from '@assess/core/schemas';
import { ApiError, isUuid } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { pendingJobs, toJobView, visibleJob } from './repository.js';

export const JOB_NOT_FOUND = 'Job not found';

/** Job status and the pending lists: grading (/api/grading-jobs/pending) and validation (/api/validation/jobs/pending). */
export function registerJobRoutes(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  route({ method: 'GET', url: '/api/assessments/grading-jobs/:id', tag: 'Jobs', summary: 'A grading, validation or creation job', response: jobSchema, errors: [404] }, async ({ userId, params }) => {
    const job = isUuid(params.id) ? await visibleJob(product.db, userId, params.id) : undefined;
    if (!job) throw new ApiError(404, JOB_NOT_FOUND);
    return toJobView(job);
  });
  route({ method: 'GET', url: '/api/grading-jobs/pending', tag: 'Jobs', summary: "The caller's pending and processing grading jobs", response: z.array(pendingJobSchema) }, async ({ userId }) =>
    (await pendingJobs(product.db, userId, ['grading'])).map(toJobView),
  );
  route({ method: 'GET', url: '/api/validation/jobs/pending', tag: 'Jobs', summary: "The caller's pending and processing validation jobs", response: z.array(pendingJobSchema) }, async ({ userId }) =>
    (await pendingJobs(product.db, userId, ['validation'])).map(toJobView),
  );
}
