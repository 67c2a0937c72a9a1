import { z } from 'zod';
import { errorBodySchema, rateLimitErrorBodySchema } from '@assess/core/schemas';
import type { RouteDoc } from '../shared/route.js';

type Json = Record<string, unknown>;

/**
 * Converts shared zod schemas to OpenAPI 3.1 schemas: requests as zod reads them (io input), answers as the
 * server sends them (io output). Schemas with a .meta id become components (input ones named {id}Input).
 */
class SchemaCollector {
  readonly components: Record<string, Json> = {};

  ref(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    const defs = (converted.$defs ?? {}) as Record<string, Json>;
    const name = (id: string) => (io === 'input' ? `${id}Input` : id);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: Json = {};
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) out.$ref = `#/components/schemas/${name(inner.slice('#/$defs/'.length))}`;
        else out[key] = rewrite(inner);
      }
      return out;
    };
    for (const [id, def] of Object.entries(defs)) this.components[name(id)] ??= rewrite(def) as Json;
    const { $schema: _schema, $defs: _defs, ...root } = converted;
    return rewrite(root) as Json;
  }
}

const parameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

function queryParameters(collector: SchemaCollector, schema: z.core.$ZodType): Json[] {
  const converted = collector.ref(schema, 'input');
  const target = typeof converted.$ref === 'string' ? collector.components[converted.$ref.split('/').pop()!] ?? converted : converted;
  const properties = (target.properties ?? {}) as Record<string, Json>;
  const required = new Set((target.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function errorResponses(route: RouteDoc, errorRef: Json, limitRef: Json): Record<string, Json> {
  const statuses = new Set(route.errors ?? []);
  if (route.auth !== 'none') statuses.add(401);
  const descriptions: Record<number, string> = {
    400: 'Bad request',
    401: 'No valid session',
    403: 'Not allowed',
    404: 'Unknown, or not visible to the caller',
    409: 'Conflicts with the current state',
    410: 'No longer usable',
    413: 'File too large',
    415: 'Not a PDF',
    422: 'Invalid input: detail lists each problem with loc, msg and type',
    429: 'A usage limit is reached',
  };
  const responses: Record<string, Json> = {};
  for (const status of [...statuses].sort()) {
    responses[String(status)] = {
      description: descriptions[status] ?? 'Error',
      content: { 'application/json': { schema: status === 429 ? limitRef : errorRef } },
    };
  }
  return responses;
}

function operation(collector: SchemaCollector, route: RouteDoc, errorRef: Json, limitRef: Json): Json {
  const parameters: Json[] = parameterNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (route.query) parameters.push(...queryParameters(collector, route.query));
  const op: Json = {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''))}`,
    ...(route.description ? { description: route.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    security: route.auth === 'none' ? [] : route.auth === 'bearer-or-query' ? [{ bearer: [] }, { queryToken: [] }] : [{ bearer: [] }],
  };
  if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: collector.ref(route.body, 'input') } } };
  if (route.form) {
    const fields = collector.ref(route.form.fields, 'input');
    const files = Object.fromEntries(route.form.files.map((name) => [name, { type: 'string', format: 'binary', contentMediaType: 'application/pdf' }]));
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { allOf: [fields, { type: 'object', properties: files }] } } } };
  }
  const success = String(route.status ?? 200);
  const content = route.file
    ? { [route.file]: { schema: { type: 'string', format: 'binary' } } }
    : route.response
      ? { 'application/json': { schema: collector.ref(route.response, 'output') } }
      : route.path === '/api/docs'
        ? { 'text/html': { schema: { type: 'string' } } }
        : { 'application/json': { schema: {} } };
  op.responses = { [success]: { description: 'Success', content }, ...errorResponses(route, errorRef, limitRef) };
  return op;
}

/** The OpenAPI 3.1 document of the product API, made from the documented routes and their shared schemas. */
export function buildOpenApiDocument(serverUrl: string | undefined, routes: RouteDoc[]): Json {
  const collector = new SchemaCollector();
  const errorRef = collector.ref(errorBodySchema, 'output');
  const limitRef = collector.ref(rateLimitErrorBodySchema, 'output');
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(collector, route, errorRef, limitRef);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Assess API',
      version: '1.0.0',
      description:
        'The product API of Assess. Calls carry the access token of a session as a bearer token. Invalid input is answered 422 with {"detail": [{"loc", "msg", "type"}]}; other errors with {"detail": "text"}; usage limits with 429 and limit_type.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a session from /auth/v1' },
        queryToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The access token in the query string (class export only, decision 18)' },
      },
    },
  };
}
