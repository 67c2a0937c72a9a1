import type { FastifyInstance } from 'fastify';
import { STALE_STUDENT_RECORD } from '@assess/core/rules';
import { invitationLink, studentImportRequestSchema, studentImportResultSchema } from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { limitEmail, requireUser, sendEmail } from '../../auth/request.js';
import { ApiError, apiErrorHandler, badRequest, isUuid, notFound } from '../shared/errors.js';
import { requireManagementRole } from '../shared/access.js';
import { routeDeclarer } from '../shared/route.js';
import { importStudents } from './import.js';
import {
  invitationDetailsSchema,
  invitationLinkedSchema,
  invitationSentSchema,
  studentBodySchema,
  studentDeletedSchema,
  studentRecordListSchema,
  studentRecordSchema,
} from './schemas.js';
import { acceptInvitation, INVITATION_MESSAGES, invitationMail, issueInvitation, openInvitation } from './invitations.js';
import { createStudent, deleteStudent, findVisibleStudent, listStudents, ownsClass, updateStudent, userNameAndEmail, type StudentFields } from './repository.js';

const STUDENT_NOT_FOUND = 'Student not found';

async function teacherName(ctx: AuthContext, userId: string): Promise<string> {
  const user = await userNameAndEmail(ctx.db, userId);
  return user?.name ?? user?.email ?? 'Your teacher';
}

/** Student records, invitations and their verification (spec 02 §7, spec 01 §7, decision 10). */
export async function registerStudentRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    // Student records are for the managing roles: the role is checked with the session, before any input.
    const route = routeDeclarer(scope, async (request) => {
      const { user } = await requireUser(ctx, request);
      await requireManagementRole(ctx.db, user.id);
      return user.id;
    });
    // Accepting an invitation is for any signed-in account: the student's own.
    const signedIn = routeDeclarer(scope, async (request) => (await requireUser(ctx, request)).user.id);

    /**
     * A record the caller manages (spec 02 §6): their own, their school's for a school administrator, any for an
     * administrator; the same rule as seeing it. Anyone else gets 404, as for a record that does not exist.
     */
    async function managedRecord(userId: string, id: string) {
      const found = isUuid(id) ? await findVisibleStudent(ctx.db, userId, id) : undefined;
      if (!found) throw notFound(STUDENT_NOT_FOUND);
      return found;
    }

    /** The form's fields; a class must be one of the record's teacher's. */
    async function checkedClass(fields: StudentFields, teacherId: string): Promise<StudentFields> {
      if (fields.class_id && !(await ownsClass(ctx.db, teacherId, fields.class_id))) throw notFound('Class not found');
      return fields;
    }

    const withoutOwner = <T extends { owner: boolean }>({ owner: _owner, ...record }: T) => record;

    route(
      { method: 'GET', url: '/api/students/students', tag: 'Students', summary: 'The student records the caller may see', response: studentRecordListSchema, errors: [403] },
      async ({ userId }) => ({ students: await listStudents(ctx.db, userId) }),
    );

    route(
      { method: 'POST', url: '/api/students/students', tag: 'Students', summary: 'Create a student record', body: studentBodySchema, response: studentRecordSchema, status: 201, errors: [403, 404, 422] },
      async ({ userId, body }, _request, reply) => {
        const fields = await checkedClass(body, userId);
        return reply.code(201).send(await createStudent(ctx.db, userId, fields));
      },
    );

    route(
      {
        method: 'POST',
        url: '/api/students/students/import',
        tag: 'Students',
        summary: 'Create student records from the rows of a CSV file; rows with problems are never saved; dry_run only checks',
        body: studentImportRequestSchema,
        response: studentImportResultSchema,
        errors: [403, 422],
      },
      async ({ userId, body }) => importStudents(ctx.db, userId, body),
    );

    route(
      { method: 'GET', url: '/api/students/students/:id', tag: 'Students', summary: 'One student record', response: studentRecordSchema, errors: [403, 404] },
      async ({ userId, params }) => withoutOwner(await managedRecord(userId, params.id)),
    );

    route(
      {
        method: 'PUT',
        url: '/api/students/students/:id',
        tag: 'Students',
        summary: "Change a student record (its teacher, their school's administrator or an administrator); a new e-mail address withdraws an open invitation; a stale version is refused",
        body: studentBodySchema,
        response: studentRecordSchema,
        errors: [403, 404, 409, 422],
      },
      async (input) => {
        const { userId, params } = input;
        const found = await managedRecord(userId, params.id);
        // The body is read after the record is found: an unknown record is a 404 whatever the body.
        const fields = await checkedClass(input.body, found.teacher_id);
        // A save from a copy someone else has saved over since is refused, never laid over their change.
        const updated = await updateStudent(ctx.db, userId, params.id, fields);
        if (!updated) throw new ApiError(409, STALE_STUDENT_RECORD);
        return updated;
      },
    );

    route(
      {
        method: 'DELETE',
        url: '/api/students/students/:id',
        tag: 'Students',
        summary: "Delete a student record (its teacher, their school's administrator or an administrator)",
        response: studentDeletedSchema,
        errors: [403, 404],
      },
      async ({ userId, params }) => {
        await managedRecord(userId, params.id);
        await deleteStudent(ctx.db, params.id);
        return { id: params.id, message: 'Student deleted successfully' };
      },
    );

    route(
      {
        method: 'POST',
        url: '/api/students/students/:id/invite',
        tag: 'Students',
        summary: 'E-mail an invitation link ({site}/register/student?code=...) valid 7 days',
        response: invitationSentSchema,
        errors: [400, 403, 404, 409, 429],
      },
      async ({ userId, params }) => {
        const found = await managedRecord(userId, params.id);
        if (!found.email) throw badRequest(INVITATION_MESSAGES.needsEmail);
        if (found.user_id) throw new ApiError(409, INVITATION_MESSAGES.alreadyLinked);
        await limitEmail(ctx, 'student-invitation', found.email);
        const { code, expiresAt } = await issueInvitation(ctx.db, found.id);
        await sendEmail(ctx, invitationMail(found.email, found.name, await teacherName(ctx, userId), ctx.config.siteUrl, code));
        return {
          invitation_code: code,
          invitation_link: invitationLink(ctx.config.siteUrl, code),
          expires_at: expiresAt.toISOString(),
          email: found.email,
          message: 'Invitation sent successfully',
        };
      },
    );

    // Verifying needs no session: the student opens the link before having an account.
    route(
      { method: 'GET', url: '/api/students/invitation/:code', tag: 'Students', summary: 'Verify an invitation code (no session needed)', auth: 'none', response: invitationDetailsSchema, errors: [404, 410] },
      async ({ params }) => {
        const invitation = await openInvitation(ctx.db, params.code);
        const expires = invitation.invitation_expires_at;
        return {
          valid: true,
          code: params.code,
          email: invitation.email,
          student_name: invitation.name,
          teacher_name: await teacherName(ctx, invitation.teacher_id),
          expires_at: expires ? new Date(expires).toISOString() : null,
        };
      },
    );

    signedIn(
      {
        method: 'POST',
        url: '/api/students/invitation/accept/:code',
        tag: 'Students',
        summary: 'Link the signed-in account to the invitation’s student record',
        response: invitationLinkedSchema,
        errors: [404, 410],
      },
      async ({ userId, params }) => {
        const linked = await acceptInvitation(ctx.db, params.code, userId);
        return { student_id: linked.id, user_id: userId, teacher_id: linked.teacher_id, class_id: linked.class_id, invitation_status: 'accepted' };
      },
    );
  });
}
