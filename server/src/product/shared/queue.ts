import { PgBoss, type Job as BossJob } from 'pg-boss';
import type { JobsConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';

export const GRADE_QUEUE = 'grade-submission';
export const CREATE_QUEUE = 'create-assessment';
/** Released marks on their way to a learning platform's gradebook (LTI Assignment and Grade Services). */
export const GRADE_PASSBACK_QUEUE = 'lti-grade-passback';
const QUEUES = [GRADE_QUEUE, CREATE_QUEUE, GRADE_PASSBACK_QUEUE] as const;
export type QueueName = (typeof QUEUES)[number];

export interface QueueSettings {
  /** PostgreSQL connection string; without it pg-boss runs over the server's own (embedded) database. */
  databaseUrl?: string;
  /** How often pg-boss looks for jobs whose worker stopped sending heartbeats (seconds). */
  superviseSeconds: number;
  /** A job whose worker sends no heartbeat for this long is retried (at least 10). */
  heartbeatSeconds: number;
  pollingSeconds: number;
  /** How many jobs of a queue this process works on at once. */
  concurrency: number;
}

export function queueSettings(databaseUrl: string | undefined, jobs: JobsConfig): QueueSettings {
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    superviseSeconds: jobs.superviseSeconds,
    heartbeatSeconds: jobs.heartbeatSeconds,
    pollingSeconds: jobs.pollingSeconds,
    concurrency: jobs.concurrency,
  };
}

/** pg-boss over the server's Database: plans of several statements go through exec (PGlite's query takes one). */
function executor(db: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      try {
        return await db.query(text, values);
      } catch (error) {
        if (values.length === 0 && /multiple commands/i.test((error as Error).message)) {
          await db.exec(text);
          return { rows: [] };
        }
        throw error;
      }
    },
  };
}

export type JobHandler = (data: { jobId: string }) => Promise<void>;

/** The Postgres-backed queue: a job row id travels through pg-boss; a job a dead worker held is retried. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    db: Database,
    private readonly settings: QueueSettings,
  ) {
    this.boss = new PgBoss({
      ...(settings.databaseUrl
        ? // On PostgreSQL a new job wakes an idle worker at once (LISTEN/NOTIFY), in any process; polling stays as a floor.
          { connectionString: settings.databaseUrl, max: 4 + settings.concurrency, useListenNotify: true }
        : { db: executor(db), backend: 'pglite' as const }),
      superviseIntervalSeconds: settings.superviseSeconds,
      monitorIntervalSeconds: settings.superviseSeconds,
      schedule: false,
    });
    this.boss.on('error', (error: unknown) => console.error('job queue error', error));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const name of QUEUES) {
      // A gradebook that is down gets more time: five tries, waiting longer after each (2, 4, 8, 16 s).
      const retries = name === GRADE_PASSBACK_QUEUE ? { retryLimit: 4, retryDelay: 2, retryBackoff: true } : { retryLimit: 3, retryDelay: 1 };
      const options = { ...retries, heartbeatSeconds: this.settings.heartbeatSeconds, expireInSeconds: 3600, notify: true };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
    }
    this.started = true;
  }

  async send(queue: QueueName, jobId: string): Promise<void> {
    await this.start();
    await this.boss.send(queue, { jobId });
  }

  /**
   * Runs the handler for each job of a queue in this process, up to `concurrency` at once (rounded up to an even
   * number). The jobs are taken by several fetch loops of up to two jobs each, each taking its next jobs as soon as its own are done, so that one
   * slow paper holds back one other at most, not the whole process's batch; while a loop's fetches come back full
   * (a backlog) it fetches again at once rather than waiting for the next poll or wake-up. Each job settles on its
   * own: one that fails is retried alone.
   */
  async work(queue: QueueName, handler: JobHandler): Promise<void> {
    await this.start();
    const batchSize = Math.min(2, this.settings.concurrency);
    await this.boss.work<{ jobId: string }>(
      queue,
      {
        pollingIntervalSeconds: this.settings.pollingSeconds,
        notifyPollingIntervalSeconds: Math.max(this.settings.pollingSeconds, 5),
        batchSize,
        localConcurrency: Math.ceil(this.settings.concurrency / batchSize),
        ...(batchSize > 1 ? { burstWhenBatchFull: true } : {}),
      },
      async (jobs: BossJob<{ jobId: string }>[]) => {
        const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
        // A failed job is failed here (and so retried); pg-boss completes the rest when this returns.
        await Promise.all(
          outcomes.map((outcome, index) =>
            outcome.status === 'rejected' ? this.boss.fail(queue, jobs[index]!, { message: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) }) : undefined,
          ),
        );
      },
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
