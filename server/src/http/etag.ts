import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../auth/context.js';
import { bearerToken, requireUserId } from '../auth/request.js';
import type { DataChanges } from './data-changes.js';

/** How many (user, address) answers a server remembers the tag of. */
const REMEMBERED_ANSWERS = 10_000;
/**
 * The longest an answer is taken as unchanged without reading it again, even with no write in between: some answers
 * hold signed links that expire (an hour), which a client must get anew now and then.
 */
const REMEMBER_MS = 60_000;

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
 * A server also remembers, for each user and address, the tag of its last answer and the data version it was read
 * at (DataChanges). A poll that brings that tag back while the version is the same is answered 304 without reading
 * anything: no write to the data, on any server, has happened since. A write made on this server moves the version
 * on before its answer leaves, so the writer's next read is never answered from memory.
 */
export function registerEtags(app: FastifyInstance, auth: AuthContext, changes: DataChanges): void {
  const remembered = new LRUCache<string, { etag: string; version: number }>({ max: REMEMBERED_ANSWERS, ttl: REMEMBER_MS });
  const readAt = new WeakMap<FastifyRequest, { key: string; version: number }>();

  app.addHook('preHandler', async (request, reply) => {
    if (!isRead(request) || !bearerToken(request)) return;
    const version = changes.current();
    if (version === undefined) return;
    // A caller who is not signed in is left to the route, which says why.
    const userId = await requireUserId(auth, request).catch(() => undefined);
    if (!userId) return;
    const key = `${userId} ${request.url}`;
    readAt.set(request, { key, version });
    const known = remembered.get(key);
    if (!known || known.version !== version || !matches(request.headers['if-none-match'], known.etag)) return;
    reply.code(304).header('etag', known.etag).header('cache-control', 'private, no-cache');
    return reply.send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      changes.changed();
      return payload;
    }
    if (!isRead(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    const read = readAt.get(request);
    if (read) remembered.set(read.key, { etag, version: read.version });
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
