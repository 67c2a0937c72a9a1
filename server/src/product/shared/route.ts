import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { answerJsonSchema } from './answer-schema.js';
import { parseInput } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the API document says of a route: its path (OpenAPI style, /api/classes/{id}), schemas and answers. */
export interface RouteDoc {
  method: HttpMethod;
  /** OpenAPI style: /api/classes/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** bearer (default), none, or bearer with the token also accepted in the query string (decision 18). */
  auth?: 'bearer' | 'none' | 'bearer-or-query';
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** A multipart form's fields; file fields are described as binary. */
  form?: { fields: z.core.$ZodType; files: readonly string[] };
  response?: z.core.$ZodType;
  /** The answer is a file of this type instead of JSON. */
  file?: 'application/pdf' | 'text/csv' | 'image/png';
  status?: number;
  /** Statuses other than success this route answers, each with an ErrorBody (429 with RateLimitErrorBody). */
  errors?: readonly number[];
}

/**
 * A route's whole contract, declared once: Fastify's url (/api/classes/:id), the schemas its input is read with
 * and the API document's words. `query` and `body` are validated when the handler first reads them (after the
 * session, so that a call without one is still a 401); a multipart `form` is read by the handler and only documented.
 */
export interface RouteDeclaration<Query extends z.core.$ZodType | undefined = undefined, Body extends z.core.$ZodType | undefined = undefined>
  extends Omit<RouteDoc, 'path' | 'query' | 'body'> {
  url: string;
  query?: Query;
  body?: Body;
  /**
   * The declared response is the whole answer: properties its objects do not declare are not written (as a screen
   * parsing the answer with the schema drops them). Without it, undeclared properties are written too.
   */
  closedAnswer?: boolean;
}

type Parsed<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

/**
 * What a declared route's handler is given: the caller (for bearer routes) and its input. `query` and `body` are
 * parsed with the declared schemas on first read (a 422 from there), so a handler that refuses an unknown id
 * before looking at the body reads `input.body` after that check, not in its parameter list.
 */
export interface RouteInput<Query, Body, Params> {
  /** The signed-in caller's id; '' on routes whose auth is not bearer (they read the session themselves). */
  userId: string;
  params: Params;
  query: Parsed<Query>;
  body: Parsed<Body>;
}

/** Fastify's route config key under which the declaration travels to onRoute hooks. */
const DECLARATION = 'declaration';

/** Fastify's path parameters in a url: /api/a/:id/b/:page gives id | page. */
type ParamNames<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : Url extends `${string}:${infer Name}` ? Name : never;
type ParamsOf<Url extends string> = { [Name in ParamNames<Url>]: string };

/**
 * Declares routes on one scope: `authenticate` gives the caller of a bearer route (its 401 comes first).
 * Each route is registered with its declaration, which the API document is made from.
 */
export function routeDeclarer(app: FastifyInstance, authenticate: (request: FastifyRequest) => Promise<string>) {
  return function declare<Url extends string, Query extends z.core.$ZodType | undefined = undefined, Body extends z.core.$ZodType | undefined = undefined>(
    declaration: RouteDeclaration<Query, Body> & { url: Url },
    handler: (input: RouteInput<Query, Body, ParamsOf<Url>>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    const { query, body } = declaration;
    const bearer = (declaration.auth ?? 'bearer') === 'bearer';
    app.route({
      method: declaration.method,
      url: declaration.url,
      config: { [DECLARATION]: declaration },
      // The success answer is written from its declared schema (fast-json-stringify); other answers as JSON.stringify
      // writes them. Fastify compiles no validator from a response schema: input stays validated by the handler.
      ...(declaration.response && !declaration.file ? { schema: { response: { [declaration.status ?? 200]: answerJsonSchema(declaration.response, { closed: declaration.closedAnswer }) } } } : {}),
      handler: async (request, reply) => {
        const userId = bearer ? await authenticate(request) : '';
        let parsedQuery: { value: Parsed<Query> } | undefined;
        let parsedBody: { value: Parsed<Body> } | undefined;
        const input: RouteInput<Query, Body, ParamsOf<Url>> = {
          userId,
          params: request.params as ParamsOf<Url>,
          get query() {
            parsedQuery ??= { value: (query ? parseInput(query, request.query, 'query') : undefined) as Parsed<Query> };
            return parsedQuery.value;
          },
          get body() {
            parsedBody ??= { value: (body ? parseInput(body, request.body, 'body') : undefined) as Parsed<Body> };
            return parsedBody.value;
          },
        };
        return handler(input, request, reply);
      },
    });
  };
}

/** The API document's entry for a declaration: the url in OpenAPI style. */
export function routeDocOf(declaration: RouteDeclaration<z.core.$ZodType | undefined, z.core.$ZodType | undefined>): RouteDoc {
  const { url, closedAnswer: _closed, ...doc } = declaration;
  return { ...doc, path: url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') } as RouteDoc;
}

const collected = new WeakMap<FastifyInstance, RouteDoc[]>();

/**
 * Starts collecting the declared routes registered on the app and its scopes from now on (once per app), and
 * gives them: the API document is made from this list.
 */
export function declaredRoutes(app: FastifyInstance): RouteDoc[] {
  let routes = collected.get(app);
  if (!routes) {
    const found: RouteDoc[] = [];
    routes = found;
    collected.set(app, found);
    app.addHook('onRoute', (options: RouteOptions) => {
      const declaration = (options.config as Record<string, unknown> | undefined)?.[DECLARATION];
      // Fastify adds a HEAD route beside each GET, with the same config.
      if (declaration && options.method !== 'HEAD') found.push(routeDocOf(declaration as RouteDeclaration));
    });
  }
  return routes;
}
