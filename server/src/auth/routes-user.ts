import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './context.js';
import { AuthError, errors } from './errors.js';
import { createEmailLink } from './links.js';
import { mailTemplates } from './mail-templates.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { bearerToken, bodyOf, queryOf, requireUser, sendEmail } from './request.js';
import { safeRedirect } from './redirects.js';
import { endSessions } from './sessions.js';
import { MIN_PASSWORD_LENGTH } from './routes-email.js';
import { createUser, findUserByEmail, hasRole, identitiesOf, normaliseEmail, userJson, type AuthUserRow } from './users.js';

/** Merges metadata as Supabase does: keys set to null are removed. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** An administrator: the service-role key, or a signed-in user whose role records include admin. */
async function requireAdmin(ctx: AuthContext, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) throw errors.noAuthorization();
  const claims = await ctx.signer.verifyAny(token).catch(() => {
    throw errors.badJwt('token signature is invalid');
  });
  if (claims.role === 'service_role') return null;
  const { user } = await requireUser(ctx, request);
  if (!(await hasRole(ctx.db, user.id, 'admin'))) throw errors.notAdmin();
  return user.id;
}

export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await requireUser(ctx, request);
    return userJson(user, await identitiesOf(ctx.db, user.id));
  });

  app.put('/user', async (request) => {
    const { user, claims } = await requireUser(ctx, request);
    const body = bodyOf(request);
    if (body.email !== undefined && normaliseEmail(body.email) !== user.email) {
      throw new AuthError(422, 'validation_failed', 'Changing the e-mail address is not supported');
    }
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
        throw errors.weakPassword(MIN_PASSWORD_LENGTH);
      }
      if (await verifyPassword(user.encrypted_password, body.password)) throw errors.samePassword();
      passwordHash = await hashPassword(body.password);
    }
    let metadata: Record<string, unknown> | undefined;
    if (body.data !== undefined) {
      if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data)) {
        throw errors.validation('data must be an object');
      }
      metadata = mergeMetadata(user.raw_user_meta_data, body.data as Record<string, unknown>);
    }
    const { rows } = await ctx.db.query<AuthUserRow & Record<string, unknown>>(
      `UPDATE auth.users SET
         encrypted_password = COALESCE($2, encrypted_password),
         raw_user_meta_data = COALESCE($3::jsonb, raw_user_meta_data),
         updated_at = now()
       WHERE id = $1 RETURNING *`,
      [user.id, passwordHash ?? null, metadata ? JSON.stringify(metadata) : null],
    );
    // A new password (a change, or the end of a reset) ends every other session: whoever knew the old one is out.
    if (passwordHash) await endSessions(ctx, user.id, claims.session_id, 'others');
    return userJson(rows[0]!, await identitiesOf(ctx.db, user.id));
  });

  app.post('/logout', async (request, reply) => {
    const { claims } = await requireUser(ctx, request);
    const scope = queryOf(request).scope ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw errors.validation('Unsupported logout scope, must be one of (global, local, others)');
    }
    await endSessions(ctx, claims.sub, claims.session_id, scope as 'global' | 'local' | 'others');
    return reply.code(204).send();
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      google: Boolean(ctx.config.google),
    },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/health', async () => ({ version: 'assess', name: 'GoTrue', description: 'Supabase-compatible auth for Assess' }));

  app.post('/invite', async (request) => {
    const adminId = await requireAdmin(ctx, request);
    const body = bodyOf(request);
    const email = normaliseEmail(body.email);
    if (!email) throw errors.validation('Unable to validate email address: invalid format');
    if (await findUserByEmail(ctx.db, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? { ...(body.data as Record<string, unknown>) } : {};
    const redirectTo = safeRedirect(ctx.config, queryOf(request).redirect_to ?? body.redirect_to);
    const { user, link } = await ctx.db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email,
        passwordHash: null,
        userMetadata: metadata,
        provider: 'email',
        confirmed: false,
        invited: true,
      });
      if (adminId) await tx.query('UPDATE user_roles SET granted_by = $1 WHERE user_id = $2', [adminId, created.id]);
      return { user: created, link: await createEmailLink(tx, created, 'invite', redirectTo) };
    });
    await sendEmail(ctx, mailTemplates.invite(email, link, Math.round(ctx.config.mailLinkValiditySeconds / 3600)));
    return userJson(user, await identitiesOf(ctx.db, user.id));
  });
}
