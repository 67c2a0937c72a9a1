import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthError } from '../../auth/errors.js';

/** An answer of the product API other than success: `{"detail": "text"}` with a status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Headers the answer carries, such as `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  /** The answer's body in the shape the browser reads. */
  body(): Record<string, unknown> {
    return { detail: this.detail };
  }
}

export const notFound = (detail: string) => new ApiError(404, detail);
export const forbidden = (detail: string) => new ApiError(403, detail);
export const badRequest = (detail: string) => new ApiError(400, detail);

/** One entry of a validation answer: where, what and which kind. */
export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Bad input: 422 with the list of problems, the shape the browser reads. */
export class ValidationError extends Error {
  constructor(readonly items: ValidationItem[]) {
    super(items.map((item) => item.msg).join(', '));
    this.name = 'ValidationError';
  }
}

/** Parses input with a shared schema; a failure names the place of each problem under `where` (body, query, path). */
export function parseInput<T extends z.core.$ZodType>(schema: T, value: unknown, where: 'body' | 'query' | 'path'): z.output<T> {
  // No body at all reads as an empty one; a JSON null is a value of the wrong type like any other.
  const result = z.safeParse(schema, value === undefined ? {} : value);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
      msg: issue.message,
      type: issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : issue.code,
    })),
  );
}

/**
 * Turns every failure of a product route into the error shapes of the API contract, never a bare 500:
 * auth failures keep their status with the message as detail.
 */
export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) return reply.code(error.status).headers(error.headers).send(error.body());
  if (error instanceof ValidationError) return reply.code(422).send({ detail: error.items });
  if (error instanceof AuthError) {
    // An invalid or expired token is a 401 for the product API, so that the browser signs the user out.
    const status = error.status === 403 && /jwt|session/i.test(error.code) ? 401 : error.status;
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).send({ detail: error.message });
  }
  const fastifyError = error as Partial<FastifyError>;
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return reply.code(fastifyError.statusCode).send({ detail: fastifyError.message ?? 'Bad request' });
  }
  request.log.error({ err: error }, 'product API failure');
  return reply.code(500).send({ detail: 'Internal server error' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, so it is answered like an unknown id. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
