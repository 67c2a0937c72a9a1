import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSubjectRequestSchema, subjectSchema } from '@assess/core/schemas';
import { ApiError } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { createSubject, visibleSubjects } from './repository.js';

export const SUBJECT_EXISTS = 'A subject with this name already exists';

/** GET /api/subjects/ (and without the slash), POST /api/subjects {name} (and with the slash): decisions 16 and 21. */
export function registerSubjectRoutes(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  const lists = [
    ['/api/subjects/', "System subjects and the caller's school's subjects"],
    ['/api/subjects', 'The same list without the trailing slash (decision 21)'],
  ] as const;
  for (const [url, summary] of lists) {
    route({ method: 'GET', url, tag: 'Subjects', summary, response: z.array(subjectSchema) }, async ({ userId }) => visibleSubjects(product.db, userId));
  }

  const creates = [
    ['/api/subjects', 'Create a subject (unique by name in any letter case, decision 16)'],
    ['/api/subjects/', 'The same with a trailing slash (decision 21)'],
  ] as const;
  for (const [url, summary] of creates) {
    route(
      { method: 'POST', url, tag: 'Subjects', summary, body: createSubjectRequestSchema, response: subjectSchema, status: 201, errors: [409, 422] },
      async ({ userId, body }, _request, reply) => {
        const subject = await createSubject(product.db, userId, body.name);
        if (!subject) throw new ApiError(409, SUBJECT_EXISTS);
        return reply.code(201).send(subject);
      },
    );
  }
}
