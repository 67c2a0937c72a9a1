import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An answer whose written body is not what it should be: `expected` is what it should have carried. */
export interface ChangedAnswer {
  route: string;
  written: unknown;
  expected: unknown;
}

/** The declaration's parts this check reads (see shared/route.ts). */
interface Declared {
  response?: z.core.$ZodType;
  closedAnswer?: boolean;
}

/** The properties `written` lacks that `stringified` carries, as paths (items[0].subject_id). */
export function droppedProperties(stringified: unknown, written: unknown, path = ''): string[] {
  if (Array.isArray(stringified)) {
    return stringified.flatMap((item, index) => droppedProperties(item, Array.isArray(written) ? written[index] : undefined, `${path}[${index}]`));
  }
  if (!stringified || typeof stringified !== 'object') return [];
  const kept = (written && typeof written === 'object' ? written : {}) as Record<string, unknown>;
  return Object.entries(stringified).flatMap(([key, value]) =>
    key in kept ? droppedProperties(value, kept[key], path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key],
  );
}

/**
 * Checks every JSON answer the server writes from an object (a route's schema serialiser or the default one).
 * An open route's body must parse to the same value as JSON.stringify of that object, so it loses and changes
 * nothing. A closed route's body must be its declared schema's view of that value (what a screen parsing the answer
 * with the schema gets, undeclared keys dropped) and nothing more. `plugin` goes among the server's plugins; `checked`
 * gives each route seen and whether its answer was written from a response schema of its status; `dropped` gives, for
 * each closed route, the properties of the handler's value that were not written.
 */
export function answerSerialisationCheck(): {
  plugin: (app: FastifyInstance) => Promise<void>;
  checked: Map<string, boolean>;
  changed: ChangedAnswer[];
  dropped: Map<string, Set<string>>;
} {
  const stringified = new WeakMap<FastifyRequest, string>();
  const checked = new Map<string, boolean>();
  const changed: ChangedAnswer[] = [];
  const dropped = new Map<string, Set<string>>();
  return {
    checked,
    changed,
    dropped,
    async plugin(app) {
      app.addHook('preSerialization', async (request, _reply, payload) => {
        stringified.set(request, JSON.stringify(payload));
        return payload;
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const sent = stringified.get(request);
        if (sent === undefined || typeof payload !== 'string' || payload === '' || reply.statusCode === 304) return payload;
        const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
        const schemas = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
        checked.set(route, Boolean(schemas?.[String(reply.statusCode)]));
        const written: unknown = JSON.parse(payload);
        const old: unknown = JSON.parse(sent);
        const declared = (request.routeOptions.config as { declaration?: Declared } | undefined)?.declaration;
        if (declared?.closedAnswer && declared.response && reply.statusCode < 300) {
          // What a screen parses of the handler's value, as JSON again: the written answer must be exactly that.
          const parsed = declared.response['~standard'].validate(old) as { value?: unknown; issues?: unknown };
          const view: unknown = parsed.issues ? { issues: parsed.issues } : JSON.parse(JSON.stringify(parsed.value));
          if (!isDeepStrictEqual(written, view)) changed.push({ route, written, expected: view });
          const paths = dropped.get(route) ?? new Set<string>();
          // Item indexes are left out: the same property of every item is one entry.
          for (const path of droppedProperties(old, written)) paths.add(path.replace(/\[\d+\]/g, '[]'));
          dropped.set(route, paths);
        } else if (!isDeepStrictEqual(written, old)) changed.push({ route, written, expected: old });
        return payload;
      });
    },
  };
}
