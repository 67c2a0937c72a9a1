import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An answer whose written body does not carry what JSON.stringify would have written of it. */
export interface ChangedAnswer {
  route: string;
  written: unknown;
  stringified: unknown;
}

/**
 * Checks every JSON answer the server writes from an object (a route's schema serialiser or the default one):
 * the body sent must parse to the same value as JSON.stringify of that object, so writing an answer from its schema
 * loses and changes nothing. `plugin` goes among the server's plugins; `checked` gives each route seen and whether
 * its answer was written from a response schema of its status.
 */
export function answerSerialisationCheck(): {
  plugin: (app: FastifyInstance) => Promise<void>;
  checked: Map<string, boolean>;
  changed: ChangedAnswer[];
} {
  const stringified = new WeakMap<FastifyRequest, string>();
  const checked = new Map<string, boolean>();
  const changed: ChangedAnswer[] = [];
  return {
    checked,
    changed,
    async plugin(app) {
      app.addHook('preSerialization', async (request, _reply, payload) => {
        stringified.set(request, JSON.stringify(payload));
        return payload;
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const expected = stringified.get(request);
        if (expected === undefined || typeof payload !== 'string' || payload === '' || reply.statusCode === 304) return payload;
        const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
        const schemas = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
        checked.set(route, Boolean(schemas?.[String(reply.statusCode)]));
        const written: unknown = JSON.parse(payload);
        const old: unknown = JSON.parse(expected);
        if (!isDeepStrictEqual(written, old)) changed.push({ route, written, stringified: old });
        return payload;
      });
    },
  };
}
