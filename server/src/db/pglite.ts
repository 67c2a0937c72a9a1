import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { statementName } from './statement-names.js';
import type { Database, Queryable, QueryResult, Row } from './types.js';

/** One message for the database: the protocol's messages end to end. */
function joined(messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

/**
 * Runs query texts with parameters as named prepared statements of the embedded database. PGlite's own query()
 * parses and plans the text at every call, in six calls into the database (parse, describe, bind, describe,
 * execute, sync): for a read of a few joins the planning costs more than the reading. Here a text is parsed once
 * (and its parameters' types learnt), and each run is one call: bind, describe, execute and sync together. The
 * database then plans it as PostgreSQL plans a prepared statement (a generic plan once it is no dearer).
 *
 * `exclusive` takes PGlite's locks as its query() does: outside a transaction, the transaction's lock and the
 * query's; inside one (which holds the first), the query's only.
 */
function preparedStatements(pg: PGlite) {
  const parameterTypes = new Map<string, number[]>();
  const { serialize } = protocol;

  async function prepare(name: string, text: string): Promise<number[]> {
    let types = parameterTypes.get(name);
    if (!types) {
      const answer = await pg.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
      types = parse.parseDescribeStatementResults(answer);
      parameterTypes.set(name, types);
    }
    return types;
  }

  return async function run<T>(name: string, text: string, params: unknown[], inTransaction: boolean): Promise<Results<T>> {
    const exclusive = <R>(work: () => Promise<R>) =>
      inTransaction ? pg._runExclusiveQuery(work) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(work));
    const result = await exclusive(async () => {
      const types = await prepare(name, text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[types[index]!];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await pg.execProtocolStream(
        joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return parse.parseResults(answer, pg.parsers)[0] as Results<T>;
    });
    // As query() does: a write outside a transaction reaches the files before it is answered.
    if (!inTransaction) await pg.syncToFs();
    return result;
  };
}

/** The embedded database: PostgreSQL compiled to WebAssembly, stored in a folder (or in memory when dir is undefined). */
export async function openPglite(dir?: string): Promise<Database> {
  const pg = dir ? await PGlite.create(dir) : await PGlite.create();
  const runPrepared = preparedStatements(pg);
  const wrap = (target: Pick<PGlite, 'query'>, inTransaction: boolean): Queryable => ({
    async query<T extends Row = Row>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const name = statementName(text, params);
      const result = name ? await runPrepared<T>(name, text, params, inTransaction) : await target.query<T>(text, params);
      return { rows: result.rows };
    },
  });
  const root = wrap(pg, false);
  return {
    driver: 'pglite',
    pglite: pg,
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, true))),
    // One embedded database in one process: its notices cannot be missed.
    listen: (channel, onNotice) => pg.listen(channel, onNotice),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
