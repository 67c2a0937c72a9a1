import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config/index.js';
import type { Database } from './types.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

export type { Database, Queryable, Row, QueryResult } from './types.js';
export { listenerName } from './types.js';
export { migrate } from './migrate.js';
export { openPglite } from './pglite.js';
export { openPostgres } from './postgres.js';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in the data folder) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    const dir = join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    db = await openPglite(dir);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
