import type { WorkerContext } from '../context.js';
import { CREATE_QUEUE, GRADE_QUEUE } from '../shared/queue.js';

/**
 * Queues again the jobs recorded but never handed to the queue (the process stopped between the two):
 * pending for over a minute with no queue entry. Running a job twice is harmless: it completes once.
 */
export async function requeueStrandedJobs(product: WorkerContext): Promise<number> {
  const { rows } = await product.db.query<{ id: string; job_type: string }>(
    `SELECT id, job_type FROM jobs WHERE status = 'pending' AND created_at < now() - interval '1 minute'`,
  );
  let queued = 0;
  for (const row of rows) {
    const { rows: entries } = await product.db
      .query(`SELECT 1 FROM pgboss.job WHERE data->>'jobId' = $1 AND state IN ('created', 'retry', 'active') LIMIT 1`, [row.id])
      .catch(() => ({ rows: [] as unknown[] }));
    if (entries.length > 0) continue;
    await product.queue.send(row.job_type === 'assessment_creation' ? CREATE_QUEUE : GRADE_QUEUE, row.id);
    queued += 1;
  }
  return queued;
}
