import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';

interface RequestTiming {
  /** performance.now() when the request arrived. */
  started: number;
  /** Time spent waiting on database statements sent for this request, and how many. */
  databaseMs: number;
  statements: number;
  /** The route's handler ran: the answer was computed, not given by the answer memory (etag.ts). */
  computed: boolean;
}

const isRead = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/api/');
const ms = (value: number) => value.toFixed(2);

/**
 * ASSESS_SERVER_TIMING=on: every read under /api says where its time went, in a Server-Timing header (what a
 * browser's developer tools and the benchmarks read): `memory` when the answer memory gave it, else `computed` with
 * `db` (the time its database statements took, and how many there were) and `app` (arrival to the answer's bytes,
 * the session check, the statements and serialisation included).
 *
 * Registered right after the answer memory's hooks: its preHandler runs only when the answer memory did not answer.
 * Statements of a transaction run on the transaction's own connection and are not counted; reads use none.
 */
export function registerServerTiming(app: FastifyInstance, db: Database): void {
  const current = new AsyncLocalStorage<RequestTiming>();
  const timings = new WeakMap<FastifyRequest, RequestTiming>();
  const query = db.query.bind(db);
  db.query = async (text, params) => {
    const timing = current.getStore();
    if (!timing) return query(text, params);
    const started = performance.now();
    try {
      return await query(text, params);
    } finally {
      timing.databaseMs += performance.now() - started;
      timing.statements += 1;
    }
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isRead(request)) return done();
    const timing: RequestTiming = { started: performance.now(), databaseMs: 0, statements: 0, computed: false };
    timings.set(request, timing);
    current.run(timing, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const timing = timings.get(request);
    if (timing) timing.computed = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const timing = timings.get(request);
    if (timing) {
      const total = ms(performance.now() - timing.started);
      reply.header(
        'server-timing',
        timing.computed ? `computed, db;dur=${ms(timing.databaseMs)};desc="${timing.statements} statements", app;dur=${total}` : `memory, app;dur=${total}`,
      );
    }
    done(null, payload);
  });
}
