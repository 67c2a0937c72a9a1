import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.js';
import type { AuthContext } from '../../auth/context.js';
import { requireUser } from '../../auth/request.js';
import type { Database } from '../../db/index.js';
import type { StorageDriver } from '../storage/driver.js';
import { localStorageDriver } from '../storage/local.js';
import { s3SettingsFromEnv } from '../storage/s3-settings.js';
import { JobQueue, queueSettingsFromEnv } from '../jobs/queue.js';

/** What the job workers need: the database, storage, the queue and a log. */
export interface WorkerContext {
  db: Database;
  storage: StorageDriver;
  queue: JobQueue;
  log: WorkerLog;
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

export async function createWorkerContext(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  db: Database,
  log: WorkerContext['log'],
  env: Record<string, string | undefined> = process.env,
): Promise<WorkerContext> {
  const s3 = s3SettingsFromEnv(env);
  // The S3 client is loaded only when an S3 store is configured.
  const storage = s3 ? (await import('../storage/s3.js')).s3StorageDriver(s3) : localStorageDriver(join(config.dataDir, 'storage'));
  return { db, storage, queue: new JobQueue(db, queueSettingsFromEnv(config.databaseUrl, env)), log };
}

export async function createProductContext(auth: AuthContext, env: Record<string, string | undefined> = process.env): Promise<ProductContext> {
  return {
    ...(await createWorkerContext(auth.config, auth.db, auth.log, env)),
    auth,
    publicUrl: auth.config.publicUrl,
    secret: auth.config.jwtSecret,
  };
}

/** The signed-in user's id (401 without a valid session). */
export async function userIdOf(product: ProductContext, request: FastifyRequest): Promise<string> {
  return (await requireUser(product.auth, request)).user.id;
}
