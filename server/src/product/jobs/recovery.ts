import type { WorkerContext } from '../context.js';
import { CREATE_QUEUE, GRADE_QUEUE } from '../shared/queue.js';
import { jobInQueue, longPendingJobs } from './repository.js';

/**
 * Queues again the jobs recorded but never handed to the queue (the process stopped between the two):
 * pending for over a minute with no queue entry. Running a job twice is harmless: it completes once.
 */
export async function requeueStrandedJobs(product: WorkerContext): Promise<number> {
  let queued = 0;
  for (const row of await longPendingJobs(product.db)) {
    if (await jobInQueue(product.db, row.id)) continue;
    await product.queue.send(row.job_type === 'assessment_creation' ? CREATE_QUEUE : GRADE_QUEUE, row.id);
    queued += 1;
  }
  return queued;
}
