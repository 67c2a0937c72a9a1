import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSubjectRequestSchema } from '@assess/core';
import { ApiError, parseInput } from '../shared/errors.js';
import { userIdOf, type ProductContext } from '../context.js';
import { createSubject, visibleSubjects } from './repository.js';

export const SUBJECT_EXISTS = 'A subject with this name already exists';

/** GET /api/subjects/ (and without the slash), POST /api/subjects {name} (decisions 16 and 21). */
export function registerSubjectRoutes(app: FastifyInstance, product: ProductContext): void {
  const list = async (request: FastifyRequest) => visibleSubjects(product.db, await userIdOf(product, request));
  app.get('/api/subjects/', list);
  app.get('/api/subjects', list);
  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await userIdOf(product, request);
    const { name } = parseInput(createSubjectRequestSchema, request.body, 'body');
    const subject = await createSubject(product.db, userId, name);
    if (!subject) throw new ApiError(409, SUBJECT_EXISTS);
    return reply.code(201).send(subject);
  };
  app.post('/api/subjects', create);
  app.post('/api/subjects/', create);
}
