// `npm run worker`: grading and creation workers in their own process, on the same database, storage and queue
// as the servers (start those with ASSESS_WORKERS=off to leave the work to worker processes).
import { ConfigError, loadWorkerConfig } from '../../config/index.js';
import { openDatabase } from '../../db/index.js';
import { createWorkerContext, type WorkerLog } from '../context.js';
import { requeueStrandedJobs } from './recovery.js';
import { startWorkers } from './worker.js';
import { dedicateCpuPoolToGrading, startCpuPool } from '../cpu/pool.js';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  // Papers are marked in the pool's threads, which load the grader as they start: this process's own thread
  // only fetches jobs, reads files and writes results, and so never holds up the queue's heartbeats.
  dedicateCpuPoolToGrading();
  const line = (level: string) => (details: object, message?: string) =>
    console.log(JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...details }));
  const log: WorkerLog = { info: line('info'), warn: line('warn'), error: line('error') };
  const db = await openDatabase(config);
  const context = await createWorkerContext(config, db, log);
  await startCpuPool();
  await context.queue.start();
  await startWorkers(context);
  await requeueStrandedJobs(context);
  log.info({ queues: 2 }, 'workers started');
  const stop = async () => {
    await context.queue.stop();
    await context.lti.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
