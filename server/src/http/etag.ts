import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../auth/context.js';
import { bearerToken, requireUserId } from '../auth/request.js';
import type { DataChanges } from './data-changes.js';
import { ReaderScopes } from './reader-scopes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this server has heard of the data's changes: whose answers still hold (registerEtags). */
    dataChanges: DataChanges;
  }
}

/** How many (user, address) answers a server remembers the tag of. */
const REMEMBERED_ANSWERS = 10_000;
/**
 * The longest an answer is taken as unchanged without reading it again, even with no write in between: some answers
 * hold signed links that expire (an hour), which a client must get anew now and then.
 */
const REMEMBER_MS = 60_000;
/** An answer larger than this is remembered by its tag only: one long list must not push out a class's answers. */
const LARGEST_KEPT_BODY = 256 * 1024;
/** What a remembered tag costs beside its key and body (its version, the tag itself, the cache's own entry). */
const ENTRY_OVERHEAD_BYTES = 200;
const CACHE_CONTROL = 'private, no-cache';

interface RememberedAnswer {
  etag: string;
  /** The data version (DataChanges) the answer was read at. */
  version: number;
  /** Whose data the answer depends on (the caller's scopes, ReaderScopes): it holds while none of them changed. */
  scopes: readonly string[];
  /** The answer itself, when the server keeps answers (ASSESS_ANSWER_MEMORY_MB) and it is small enough. */
  body?: string | Buffer;
  contentType?: string;
}

/** Whether an If-None-Match header names the tag (a list of tags, weak or strong, or "*"). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

const isRead = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/api/');

/**
 * Every JSON answer of a GET under /api carries an ETag, the hash of its body; a client that sends it back in
 * If-None-Match is answered 304 with no body when nothing changed, so a screen that polls costs no body.
 * The answer depends on the caller (their token), so caches may keep it for that caller only and must ask again.
 *
 * A server also remembers, for each user and address, its last answer (or, past `answerMemoryMb` or
 * LARGEST_KEPT_BODY, only its tag), the data version it was read at and the scopes of the caller it depends on:
 * their own user, the classes they have a record in, their schools (ReaderScopes; everything for administrators).
 * Every write announces the scopes of the readers of the rows it changed (DataChanges). While none of the caller's
 * scopes changed since, no write on any server or worker touched what they may see, so the same read by the same
 * user is answered from memory without a query: 304 when the caller brings the tag back, else the remembered answer
 * itself. A write made on this server waits, before its answer leaves, until its own notices are heard
 * (DataChanges.settle), so no one's next read is answered from memory the write changed; another server moves on
 * when the database's notice of the write reaches it.
 */
export function registerEtags(app: FastifyInstance, auth: AuthContext, changes: DataChanges, answerMemoryMb: number): void {
  app.decorate('dataChanges', changes);
  const keepBodies = answerMemoryMb > 0;
  const remembered = new LRUCache<string, RememberedAnswer>({
    max: REMEMBERED_ANSWERS,
    ttl: REMEMBER_MS,
    // Bounded by bytes too: the tags alone, when no answers are kept, stay well under a megabyte a thousand.
    maxSize: keepBodies ? answerMemoryMb * 1024 * 1024 : REMEMBERED_ANSWERS * 1024,
    sizeCalculation: (answer, key) => key.length + answer.etag.length + (answer.body ? Buffer.byteLength(answer.body) : 0) + ENTRY_OVERHEAD_BYTES,
  });
  const readers = new ReaderScopes(auth.db, changes);
  const readAt = new WeakMap<FastifyRequest, { key: string; version: number; scopes: readonly string[] }>();
  const answeredFromMemory = new WeakSet<FastifyRequest>();

  app.addHook('preHandler', async (request, reply) => {
    if (!isRead(request) || !bearerToken(request)) return;
    const version = changes.current();
    if (version === undefined) return;
    // A caller who is not signed in is left to the route, which says why.
    const userId = await requireUserId(auth, request).catch(() => undefined);
    if (!userId) return;
    const scopes = await readers.of(userId);
    if (!scopes) return;
    const key = `${userId} ${request.url}`;
    readAt.set(request, { key, version, scopes });
    const known = remembered.get(key);
    if (!known || !changes.holds(known.version, known.scopes)) return;
    if (matches(request.headers['if-none-match'], known.etag)) {
      answeredFromMemory.add(request);
      reply.code(304).header('etag', known.etag).header('cache-control', CACHE_CONTROL);
      return reply.send();
    }
    if (known.body === undefined) return;
    answeredFromMemory.add(request);
    reply.code(200).header('content-type', known.contentType).header('etag', known.etag).header('cache-control', CACHE_CONTROL);
    return reply.send(known.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      await changes.settle();
      return payload;
    }
    if (answeredFromMemory.has(request)) return payload;
    if (!isRead(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.startsWith('application/json')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    // An answer its route marked otherwise (no-store) is not one to answer again from memory.
    const cacheControl = reply.getHeader('cache-control');
    if (cacheControl === undefined) reply.header('cache-control', CACHE_CONTROL);
    const read = readAt.get(request);
    if (read && (cacheControl === undefined || cacheControl === CACHE_CONTROL)) {
      const kept = keepBodies && Buffer.byteLength(payload) <= LARGEST_KEPT_BODY;
      remembered.set(read.key, { etag, version: read.version, scopes: read.scopes, ...(kept ? { body: payload, contentType } : {}) });
    }
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
