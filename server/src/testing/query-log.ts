import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/index.js';

/** The request header that names a request whose queries are recorded. */
export const QUERY_LOG_HEADER = 'x-query-log';

/**
 * Records the queries each HTTP request sends to the server's database, for requests that carry a name in
 * QUERY_LOG_HEADER. `plugin` goes first among the server's plugins: it wraps the database every later part
 * shares and follows each named request through its handler (work the server does meanwhile for other reasons,
 * such as the job queue's, is not counted).
 */
export function requestQueryLog(): {
  plugin: (app: FastifyInstance, ctx: AuthContext) => Promise<void>;
  sentBy(name: string): string[];
} {
  const current = new AsyncLocalStorage<string[]>();
  const byName = new Map<string, string[]>();
  return {
    async plugin(app, ctx) {
      const db = ctx.db;
      const query: Queryable['query'] = db.query.bind(db);
      db.query = (text, params) => {
        current.getStore()?.push(text);
        return query(text, params);
      };
      app.addHook('onRequest', (request, _reply, done) => {
        const name = request.headers[QUERY_LOG_HEADER];
        if (typeof name !== 'string') return done();
        const sent: string[] = [];
        byName.set(name, sent);
        current.run(sent, done);
      });
    },
    sentBy: (name) => byName.get(name) ?? [],
  };
}
