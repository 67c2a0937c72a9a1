import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import { bearerToken } from '../auth/request.js';
import { ownRows } from './repository.js';

/** The tables the browser may read, their columns, and the column that names the row's owner. */
const TABLES: Record<string, { sql: string; columns: string[]; owner: string }> = {
  user_roles: { sql: 'user_roles', columns: ['id', 'user_id', 'role', 'created_at'], owner: 'user_id' },
  users: {
    sql: 'users',
    columns: ['id', 'email', 'first_name', 'last_name', 'role', 'school_id', 'created_at', 'updated_at'],
    owner: 'id',
  },
};

interface PostgrestError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

function fail(reply: FastifyReply, status: number, error: PostgrestError): FastifyReply {
  return reply.code(status).send(error);
}

const SINGLE = 'application/vnd.pgrst.object+json';

/** Who is asking: a user (their id), or nobody (anon key, no token). undefined means the token was refused. */
async function requester(ctx: AuthContext, request: FastifyRequest): Promise<{ userId: string | null } | { error: string }> {
  const token = bearerToken(request);
  if (!token) return { userId: null };
  try {
    const claims = await ctx.signer.verifyAny(token);
    if (claims.role === 'authenticated') {
      if (claims.aud !== 'authenticated' || typeof claims.sub !== 'string') return { error: 'JWT audience or subject is invalid' };
      // The same check of a live session as the API's, remembered by the server while the session lasts.
      const live = typeof claims.session_id === 'string' && (await ctx.liveSessions.userOf(claims.session_id, claims.sub).then(() => true, () => false));
      if (!live) {
        return { error: 'JWT session has ended' };
      }
      return { userId: claims.sub };
    }
    if (claims.role === 'anon') return { userId: null };
    return { error: 'JWT role is not allowed' };
  } catch (error) {
    const expired = error instanceof Error && error.name === 'JWTExpired';
    return { error: expired ? 'JWT expired' : 'JWSError JWSInvalidSignature' };
  }
}

/**
 * A read-only subset of PostgREST for user_roles and users: select=, col=eq.value filters, limit, and the
 * single-object Accept header. Rows are filtered as row-level security would: each user sees only their own.
 */
export function registerRestRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get<{ Params: { table: string }; Querystring: Record<string, string | string[]> }>('/rest/v1/:table', async (request, reply) => {
    const table = TABLES[request.params.table];
    if (!table) {
      return fail(reply, 404, {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: `Could not find the table 'public.${request.params.table}' in the schema cache`,
      });
    }
    const who = await requester(ctx, request);
    if ('error' in who) return fail(reply, 401, { code: 'PGRST301', details: null, hint: null, message: who.error });

    const query = request.query;
    const selectParam = typeof query.select === 'string' ? query.select : '*';
    const selected = selectParam === '*' || selectParam === '' ? table.columns : selectParam.split(',').map((column) => column.trim());
    for (const column of selected) {
      if (!table.columns.includes(column)) {
        return fail(reply, 400, { code: '42703', details: null, hint: null, message: `column ${request.params.table}.${column} does not exist` });
      }
    }

    const filters: [string, string][] = [];
    for (const [key, raw] of Object.entries(query)) {
      if (['select', 'limit', 'offset', 'order'].includes(key)) continue;
      const values = Array.isArray(raw) ? raw : [raw];
      for (const value of values) {
        if (!table.columns.includes(key)) {
          return fail(reply, 400, { code: '42703', details: null, hint: null, message: `column ${request.params.table}.${key} does not exist` });
        }
        const match = /^eq\.(.*)$/s.exec(value);
        if (!match) {
          return fail(reply, 400, {
            code: 'PGRST100',
            details: `unexpected "${value.split('.')[0]}" expecting an operator this server supports (eq)`,
            hint: null,
            message: `"failed to parse filter (${value})" (line 1, column 1)`,
          });
        }
        filters.push([key, match[1]!]);
      }
    }

    let limit: number | undefined;
    if (typeof query.limit === 'string') {
      const value = Number(query.limit);
      if (!Number.isInteger(value) || value < 0) {
        return fail(reply, 400, { code: 'PGRST100', details: null, hint: null, message: `"failed to parse limit (${query.limit})"` });
      }
      limit = value;
    }
    // Without a user there are no rows: each user reads only their own.
    const rows =
      who.userId === null
        ? []
        : await ownRows(ctx.db, { table: table.sql, columns: selected, filters, owner: table.owner, userId: who.userId, ...(limit === undefined ? {} : { limit }) });
    const serialised = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])),
    );

    const accept = String(request.headers.accept ?? '');
    if (accept.startsWith(SINGLE)) {
      if (serialised.length !== 1) {
        return fail(reply, 406, {
          code: 'PGRST116',
          details: `The result contains ${serialised.length} rows`,
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        });
      }
      return reply.header('content-type', `${SINGLE}; charset=utf-8`).header('content-range', '0-0/*').send(serialised[0]);
    }
    const range = serialised.length ? `0-${serialised.length - 1}/*` : '*/*';
    return reply.header('content-range', range).send(serialised);
  });
}
