import pg from 'pg';
import { statementName } from './statement-names.js';
import { listenerName, type Database, type Queryable, type QueryResult, type Row } from './types.js';

// Counts and other 64-bit integers come back as JavaScript numbers, as they do from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function preparedOrPlain(text: string, params: unknown[]): pg.QueryConfig | string {
  const name = statementName(text, params);
  return name ? { name, text, values: params } : text;
}

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection that the server ends (a restart, an administrator, a dropped database) emits
  // 'error' on the pool; unheard, that would end the process. The pool drops the broken connection and the
  // next query opens a new one, while a query that fails still reports its error to its caller.
  pool.on('error', () => undefined);
  // Fail at start-up, with the driver's reason, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const query = preparedOrPlain(text, params);
      const result = typeof query === 'string' ? await target.query<T>(query, params) : await target.query<T>(query);
      return { rows: result.rows };
    },
  });
  const root = wrap(pool);
  return {
    driver: 'postgres',
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice, onListening) => listenOn(connectionString, channel, onNotice, onListening),
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** How long a broken listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When that connection breaks,
 * notices sent meanwhile are lost: the listener is told (onListening(false)) and connects again until it listens.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: listenerName(channel) });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    next.once('end', () => {
      if (stopped) return;
      onListening(false);
      reconnect();
    });
    onListening(true);
  };
  const reconnect = (): void => void setTimeout(() => void connect().catch(reconnect), RECONNECT_MS).unref();
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
