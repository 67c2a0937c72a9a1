import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STALE_STUDENT_RECORD } from '@assess/core/rules';
import { invitationLink, studentImportRequestSchema } from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { limitEmail, requireUser, sendEmail } from '../../auth/request.js';
import { ApiError, apiErrorHandler, badRequest, isUuid, notFound, parseInput } from '../shared/errors.js';
import { requireManagementRole } from '../shared/access.js';
import { importStudents } from './import.js';
import { studentBodySchema } from './schemas.js';
import { acceptInvitation, INVITATION_MESSAGES, invitationMail, issueInvitation, openInvitation } from './invitations.js';
import { createStudent, deleteStudent, findVisibleStudent, listStudents, ownsClass, updateStudent, type StudentFields } from './repository.js';

const STUDENT_NOT_FOUND = 'Student not found';

async function teacherName(ctx: AuthContext, userId: string): Promise<string> {
  const { rows } = await ctx.db.query<{ name: string | null; email: string }>(
    `SELECT nullif(btrim(concat_ws(' ', first_name, last_name)), '') AS name, email FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? rows[0]?.email ?? 'Your teacher';
}

/** Student records, invitations and their verification (spec 02 §7, spec 01 §7, decision 10). */
export async function registerStudentRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);

    async function caller(request: FastifyRequest) {
      const { user } = await requireUser(ctx, request);
      await requireManagementRole(ctx.db, user.id);
      return user;
    }

    /**
     * A record the caller manages (spec 02 §6): their own, their school's for a school administrator, any for an
     * administrator; the same rule as seeing it. Anyone else gets 404, as for a record that does not exist.
     */
    async function managedRecord(request: FastifyRequest<{ Params: { id: string } }>) {
      const user = await caller(request);
      const found = isUuid(request.params.id) ? await findVisibleStudent(ctx.db, user.id, request.params.id) : undefined;
      if (!found) throw notFound(STUDENT_NOT_FOUND);
      return { user, found };
    }

    /** The form's fields; a class must be one of the record's teacher's. */
    async function fieldsOf(request: FastifyRequest, teacherId: string): Promise<StudentFields> {
      const fields = parseInput(studentBodySchema, request.body, 'body');
      if (fields.class_id && !(await ownsClass(ctx.db, teacherId, fields.class_id))) throw notFound('Class not found');
      return fields;
    }

    const withoutOwner = <T extends { owner: boolean }>({ owner: _owner, ...record }: T) => record;

    scope.get('/api/students/students', async (request) => {
      const user = await caller(request);
      return { students: await listStudents(ctx.db, user.id) };
    });

    scope.post('/api/students/students', async (request, reply) => {
      const user = await caller(request);
      const fields = await fieldsOf(request, user.id);
      return reply.code(201).send(await createStudent(ctx.db, user.id, fields));
    });

    scope.post('/api/students/students/import', async (request) => {
      const user = await caller(request);
      return importStudents(ctx.db, user.id, parseInput(studentImportRequestSchema, request.body, 'body'));
    });

    scope.get<{ Params: { id: string } }>('/api/students/students/:id', async (request) => {
      const user = await caller(request);
      const found = isUuid(request.params.id) ? await findVisibleStudent(ctx.db, user.id, request.params.id) : undefined;
      if (!found) throw notFound(STUDENT_NOT_FOUND);
      return withoutOwner(found);
    });

    scope.put<{ Params: { id: string } }>('/api/students/students/:id', async (request) => {
      const { user, found } = await managedRecord(request);
      const fields = await fieldsOf(request, found.teacher_id);
      // A save from a copy someone else has saved over since is refused, never laid over their change.
      const updated = await updateStudent(ctx.db, user.id, request.params.id, fields);
      if (!updated) throw new ApiError(409, STALE_STUDENT_RECORD);
      return updated;
    });

    scope.delete<{ Params: { id: string } }>('/api/students/students/:id', async (request) => {
      await managedRecord(request);
      await deleteStudent(ctx.db, request.params.id);
      return { id: request.params.id, message: 'Student deleted successfully' };
    });

    scope.post<{ Params: { id: string } }>('/api/students/students/:id/invite', async (request) => {
      const { user, found } = await managedRecord(request);
      if (!found.email) throw badRequest(INVITATION_MESSAGES.needsEmail);
      if (found.user_id) throw new ApiError(409, INVITATION_MESSAGES.alreadyLinked);
      await limitEmail(ctx, 'student-invitation', found.email);
      const { code, expiresAt } = await issueInvitation(ctx.db, found.id);
      await sendEmail(ctx, invitationMail(found.email, found.name, await teacherName(ctx, user.id), ctx.config.siteUrl, code));
      return {
        invitation_code: code,
        invitation_link: invitationLink(ctx.config.siteUrl, code),
        expires_at: expiresAt.toISOString(),
        email: found.email,
        message: 'Invitation sent successfully',
      };
    });

    // Verifying needs no session: the student opens the link before having an account.
    scope.get<{ Params: { code: string } }>('/api/students/invitation/:code', async (request) => {
      const invitation = await openInvitation(ctx.db, request.params.code);
      const expires = invitation.invitation_expires_at;
      return {
        valid: true,
        code: request.params.code,
        email: invitation.email,
        student_name: invitation.name,
        teacher_name: await teacherName(ctx, invitation.teacher_id),
        expires_at: expires ? new Date(expires).toISOString() : null,
      };
    });

    scope.post<{ Params: { code: string } }>('/api/students/invitation/accept/:code', async (request) => {
      const { user } = await requireUser(ctx, request);
      const linked = await acceptInvitation(ctx.db, request.params.code, user.id);
      return { student_id: linked.id, user_id: user.id, teacher_id: linked.teacher_id, class_id: linked.class_id, invitation_status: 'accepted' };
    });
  });
}
