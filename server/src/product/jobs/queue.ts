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
}

export function queueSettings(databaseUrl: string | undefined, jobs: JobsConfig): QueueSettings {
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    superviseSeconds: jobs.superviseSeconds,
    heartbeatSeconds: jobs.heartbeatSeconds,
    pollingSeconds: jobs.pollingSeconds,
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
      ...(settings.databaseUrl ? { connectionString: settings.databaseUrl, max: 4 } : { db: executor(db), backend: 'pglite' as const }),
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
      const options = { ...retries, heartbeatSeconds: this.settings.heartbeatSeconds, expireInSeconds: 3600 };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
    }
    this.started = true;
  }

  async send(queue: QueueName, jobId: string): Promise<void> {
    await this.start();
    await this.boss.send(queue, { jobId });
  }

  /** Runs the handler for each job of a queue in this process. */
  async work(queue: QueueName, handler: JobHandler): Promise<void> {
    await this.start();
    await this.boss.work<{ jobId: string }>(
      queue,
      { pollingIntervalSeconds: this.settings.pollingSeconds, batchSize: 1 },
      async (jobs: BossJob<{ jobId: string }>[]) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
