import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config, JobsConfig } from '../config/index.js';
import type { AuthContext } from '../auth/context.js';
import { requireUserId } from '../auth/request.js';
import type { Database } from '../db/index.js';
import { type StorageDriver, localStorageDriver } from './storage/index.js';
import { createGrader, type Grader } from './grading/index.js';
import { limitCpuTasksPerUser } from './cpu/index.js';
import { JobQueue, queueSettings } from './shared/queue.js';
import { ltiEngineFor, type LtiEngine } from './lti/ltijs.js';

/** What the job workers need: the database, storage, the queue, the grader, the job settings and a log. */
export interface WorkerContext {
  db: Database;
  storage: StorageDriver;
  queue: JobQueue;
  grader: Grader;
  jobs: JobsConfig;
  log: WorkerLog;
  /** The LTI provider (ltijs) on this database: grade passback runs through it. */
  lti: LtiEngine;
}

export interface WorkerLog {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** What the assessment, file and job routes share: the workers' context plus auth and link signing. */
export interface ProductContext extends WorkerContext {
  auth: AuthContext;
  publicUrl: string;
  secret: string;
}

/**
 * An area's plugin (its plugin.ts): registers the area's routes on the product context; it may take its time
 * (a promise) or not.
 */
export type AreaPlugin = (app: FastifyInstance, product: ProductContext) => void | Promise<void>;

/** The configured file store: S3-compatible when S3_BUCKET is set, else a folder in the data folder. */
export async function createStorageDriver(config: Pick<Config, 'dataDir' | 's3'>): Promise<StorageDriver> {
  // The S3 client is loaded only when an S3 store is configured.
  return config.s3 ? (await import('./storage/s3.js')).s3StorageDriver(config.s3) : localStorageDriver(join(config.dataDir, 'storage'));
}

export async function createWorkerContext(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'jobs' | 'grader' | 'jwtSecret'>,
  db: Database,
  log: WorkerContext['log'],
): Promise<WorkerContext> {
  return {
    db,
    storage: await createStorageDriver(config),
    queue: new JobQueue(db, queueSettings(config.databaseUrl, config.jobs)),
    grader: createGrader(config.grader),
    jobs: config.jobs,
    log,
    lti: ltiEngineFor(config, db),
  };
}

export async function createProductContext(auth: AuthContext): Promise<ProductContext> {
  // The CPU pool is one a process: its share for each user is the server's setting.
  limitCpuTasksPerUser(auth.config.cpuTasksPerUser);
  return {
    ...(await createWorkerContext(auth.config, auth.db, auth.log)),
    auth,
    publicUrl: auth.config.publicUrl,
    secret: auth.config.jwtSecret,
  };
}

/** The signed-in user's id (401 without a valid session). */
export function userIdOf(product: ProductContext, request: FastifyRequest): Promise<string> {
  return requireUserId(product.auth, request);
}
