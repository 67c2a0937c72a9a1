import type { FastifyInstance } from 'fastify';
import { classRequestSchema } from '@assess/core';
import type { AuthContext } from '../../auth/context.js';
import { requireUser } from '../../auth/request.js';
import { ApiError, apiErrorHandler, isUuid, notFound, parseInput } from '../docs/errors.js';
import { requireManagementRole } from '../students/access.js';
import { createClass, findVisibleClass, listClasses, UnknownSubjectError, updateClass } from './store.js';

const CLASS_NOT_FOUND = 'Class not found';

/** Grade levels arrive as text or as a number (10); the record keeps text. */
function classBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.grade_level === 'number' ? { ...fields, grade_level: String(fields.grade_level) } : fields;
}

async function withSubjectCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownSubjectError) throw new ApiError(404, 'Subject not found');
    throw error;
  }
}

/** Classes (spec 02 §7): list, create, read and change, for teachers, school administrators and administrators. */
export async function classesPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);

    async function caller(request: Parameters<typeof requireUser>[1]) {
      const { user } = await requireUser(ctx, request);
      await requireManagementRole(ctx.db, user.id);
      return user;
    }

    scope.get('/api/classes', async (request) => {
      const user = await caller(request);
      return listClasses(ctx.db, user.id);
    });

    scope.post('/api/classes', async (request, reply) => {
      const user = await caller(request);
      const fields = parseInput(classRequestSchema, classBody(request.body), 'body');
      // teacher_id is always the caller, whatever the body says.
      const created = await withSubjectCheck(() => createClass(ctx.db, user.id, fields));
      return reply.code(201).send(created);
    });

    scope.get<{ Params: { id: string } }>('/api/classes/:id', async (request) => {
      const user = await caller(request);
      const found = isUuid(request.params.id) ? await findVisibleClass(ctx.db, user.id, request.params.id) : undefined;
      if (!found) throw notFound(CLASS_NOT_FOUND);
      const { owner: _owner, ...schoolClass } = found;
      return schoolClass;
    });

    scope.put<{ Params: { id: string } }>('/api/classes/:id', async (request) => {
      const user = await caller(request);
      const found = isUuid(request.params.id) ? await findVisibleClass(ctx.db, user.id, request.params.id) : undefined;
      if (!found) throw notFound(CLASS_NOT_FOUND);
      if (!found.owner) throw new ApiError(403, 'Only the teacher who created this class can change it');
      const fields = parseInput(classRequestSchema, classBody(request.body), 'body');
      return withSubjectCheck(() => updateClass(ctx.db, user.id, request.params.id, fields));
    });
  });
}
