import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_MESSAGES, staffInvitationRequestSchema, staffRoleRequestSchema, type StaffMember, type StaffRole } from '@assess/core/schemas';
import type { AuthContext } from '../auth/context.js';
import { AuthError } from '../auth/errors.js';
import { createEmailLink } from '../auth/links.js';
import { mailTemplates } from '../auth/mail-templates.js';
import { requireUser, sendEmail } from '../auth/request.js';
import { createUser, findUserByEmail, normaliseEmail } from '../auth/users.js';
import type { Queryable } from '../db/index.js';
import { addSchoolMember, grantRole } from './roles.js';

class StaffError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
  ) {
    super(typeof detail === 'string' ? detail : 'Invalid request');
  }
}

/**
 * The school whose staff the user manages: the one where they are a school administrator, with the server's role
 * record saying admin or school_admin (decision 7: roles come from the server's records, never from metadata).
 */
async function managedSchool(db: Queryable, userId: string): Promise<{ id: string; name: string } | undefined> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT s.id, s.name FROM school_members m JOIN schools s ON s.id = m.school_id JOIN user_roles r ON r.user_id = m.user_id
     WHERE m.user_id = $1 AND m.role = 'school_admin' AND r.role IN ('admin', 'school_admin') ORDER BY s.created_at LIMIT 1`,
    [userId],
  );
  return rows[0];
}

async function requireSchoolAdmin(ctx: AuthContext, request: FastifyRequest): Promise<{ userId: string; school: { id: string; name: string } }> {
  const { user } = await requireUser(ctx, request).catch((error: unknown) => {
    if (error instanceof AuthError) throw new StaffError(401, 'Not authenticated');
    throw error;
  });
  const school = await managedSchool(ctx.db, user.id);
  if (!school) throw new StaffError(403, STAFF_MESSAGES.onlyAdministrators);
  return { userId: user.id, school };
}

/** The school's staff and students with an account: name, e-mail, role, and whether they have accepted. */
async function staffOf(db: Queryable, schoolId: string): Promise<StaffMember[]> {
  const { rows } = await db.query<StaffMember>(
    `SELECT m.user_id, u.email, NULLIF(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS name, m.role,
       CASE WHEN a.invited_at IS NOT NULL AND a.email_confirmed_at IS NULL THEN 'invited' ELSE 'active' END AS status
     FROM school_members m JOIN users u ON u.id = m.user_id JOIN auth.users a ON a.id = m.user_id
     WHERE m.school_id = $1
     ORDER BY CASE m.role WHEN 'school_admin' THEN 0 WHEN 'teacher' THEN 1 ELSE 2 END, lower(coalesce(u.last_name, u.email)), u.email`,
    [schoolId],
  );
  return rows;
}

/** A member's school role and the server's role record move together (a school administrator is school_admin). */
async function setRole(db: Queryable, schoolId: string, userId: string, role: StaffRole): Promise<void> {
  await addSchoolMember(db, schoolId, userId, role);
  // The platform administrator keeps their own role record: only the school role changes for them.
  const { rows } = await db.query<{ role: string }>('SELECT role FROM user_roles WHERE user_id = $1', [userId]);
  if (rows[0]?.role === 'admin') return;
  await grantRole(db, null, userId, role);
}

/**
 * The school's staff, managed by its administrators (spec 02 §6 school administrators): the list of members, an
 * invitation by e-mail as a teacher or administrator (the mail's link signs the new account in and asks for a
 * password), and a change of a member's role.
 */
export async function registerStaffRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof StaffError) return reply.code(error.status).send({ detail: error.detail });
        if (error instanceof AuthError) return reply.code(error.status).send({ detail: error.message });
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status < 500) return reply.code(status).send({ detail: (error as Error).message });
        ctx.log.error({ err: error }, 'staff request failed');
        return reply.code(500).send({ detail: 'Internal server error' });
      });

      const parse = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown): T => {
        const result = schema.safeParse(body ?? {});
        if (result.success) return result.data;
        throw new StaffError(422, result.error.issues.map((issue) => ({ loc: ['body', ...issue.path.map(String)], msg: issue.message, type: 'value_error' })));
      };

      scope.get('/', async (request) => {
        const { school } = await requireSchoolAdmin(ctx, request);
        return { school, members: await staffOf(ctx.db, school.id) };
      });

      scope.post('/invitations', async (request, reply) => {
        const { userId, school } = await requireSchoolAdmin(ctx, request);
        const body = parse(staffInvitationRequestSchema, request.body);
        const email = normaliseEmail(body.email);
        if (!email) throw new StaffError(422, [{ loc: ['body', 'email'], msg: STAFF_MESSAGES.emailInvalid, type: 'value_error' }]);
        const existing = await findUserByEmail(ctx.db, email);
        if (existing) {
          const member = (await staffOf(ctx.db, school.id)).some((row) => row.user_id === existing.id);
          throw new StaffError(409, member ? STAFF_MESSAGES.alreadyMember(email) : STAFF_MESSAGES.alreadyRegistered(email));
        }
        const link = await ctx.db.transaction(async (tx) => {
          const created = await createUser(tx, {
            email,
            passwordHash: null,
            userMetadata: { first_name: body.first_name, last_name: body.last_name, role: body.role },
            provider: 'email',
            confirmed: false,
            invited: true,
            role: body.role,
          });
          await tx.query('UPDATE user_roles SET granted_by = $1 WHERE user_id = $2', [userId, created.id]);
          await addSchoolMember(tx, school.id, created.id, body.role);
          return createEmailLink(tx, created, 'invite', ctx.config.siteUrl);
        });
        await sendEmail(ctx, mailTemplates.staffInvite(email, link, Math.round(ctx.config.mailLinkValiditySeconds / 3600), school.name, body.role));
        const member = (await staffOf(ctx.db, school.id)).find((row) => row.email === email)!;
        return reply.code(201).send(member);
      });

      scope.put<{ Params: { userId: string } }>('/:userId/role', async (request) => {
        const { userId, school } = await requireSchoolAdmin(ctx, request);
        const { role } = parse(staffRoleRequestSchema, request.body);
        const member = (await staffOf(ctx.db, school.id)).find((row) => row.user_id === request.params.userId);
        if (!member) throw new StaffError(404, STAFF_MESSAGES.notMember);
        if (member.user_id === userId && role !== 'school_admin') throw new StaffError(409, STAFF_MESSAGES.ownRole);
        await ctx.db.transaction((tx) => setRole(tx, school.id, member.user_id, role));
        return (await staffOf(ctx.db, school.id)).find((row) => row.user_id === member.user_id);
      });
    },
    { prefix: '/api/school/staff' },
  );
}
