import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import { AuthError } from '../auth/errors.js';
import { requireUser } from '../auth/request.js';
import { addSchoolMember, createSchool, grantRole, hasRole, isRole, RoleError, schoolMembers, type SchoolMemberRole } from './roles.js';

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

async function requireAdmin(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const { user } = await requireUser(ctx, request).catch((error: unknown) => {
    if (error instanceof AuthError) throw new ApiError(401, 'Not authenticated');
    throw error;
  });
  if (!(await hasRole(ctx.db, user.id, 'admin'))) throw new ApiError(403, 'Only an administrator can do this');
  return user.id;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Administration of roles and schools: an admin grants roles, creates schools and adds members. */
export async function registerRoleRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof ApiError || error instanceof RoleError) return reply.code(error.status).send({ detail: error.message });
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status < 500) return reply.code(status).send({ detail: (error as Error).message });
      ctx.log.error({ err: error }, 'admin request failed');
      return reply.code(500).send({ detail: 'Internal server error' });
    });

    scope.put<{ Params: { userId: string }; Body: { role?: unknown } }>('/users/:userId/role', async (request) => {
      const adminId = await requireAdmin(ctx, request);
      const role = request.body?.role;
      if (!isRole(role)) throw new ApiError(422, 'role must be one of admin, teacher, student, independent_student, school_admin');
      return { user_id: request.params.userId, role: await grantRole(ctx.db, adminId, request.params.userId, role) };
    });

    scope.post<{ Body: { name?: unknown } }>('/schools', async (request, reply) => {
      await requireAdmin(ctx, request);
      const name = text(request.body?.name);
      if (!name) throw new ApiError(422, 'name is required');
      return reply.code(201).send(await createSchool(ctx.db, name));
    });

    scope.post<{ Params: { schoolId: string }; Body: { user_id?: unknown; role?: unknown } }>(
      '/schools/:schoolId/members',
      async (request, reply) => {
        await requireAdmin(ctx, request);
        const role = request.body?.role;
        if (role !== 'school_admin' && role !== 'teacher' && role !== 'student') {
          throw new ApiError(422, 'role must be one of school_admin, teacher, student');
        }
        await addSchoolMember(ctx.db, request.params.schoolId, text(request.body?.user_id), role as SchoolMemberRole);
        return reply.code(201).send({ school_id: request.params.schoolId, user_id: text(request.body?.user_id), role });
      },
    );

    scope.get<{ Params: { schoolId: string } }>('/schools/:schoolId/members', async (request) => {
      await requireAdmin(ctx, request);
      return schoolMembers(ctx.db, request.params.schoolId);
    });
  }, { prefix: '/api/admin' });
}
