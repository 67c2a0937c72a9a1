import type { FastifyInstance } from 'fastify';
import { toolUrls } from '@assess/lti';
import { hasRole } from '../../roles/roles.js';
import { userIdOf, type ProductContext } from '../context.js';
import { ApiError, isUuid, parseInput } from '../shared/errors.js';
import { maySeeStudentWork } from '../shared/access.js';
import { passbacksOf, queueGradePassbacks } from './passback.js';
import { accountLinkSchema, passbacksQuerySchema, platformRegistrationSchema } from './schemas.js';
import { linkPlatformAccount } from './account-link.js';
import { cookieValues, WINDOW_BINDING_COOKIE } from './cookies.js';
import { deletePlatform, listPlatforms, markPassbackPending, savePlatform, studentOfPassback } from './repository.js';
import { createRegistrationLink } from './registration-links.js';

export const ONLY_ADMINS_REGISTER = 'Only an administrator can register learning platforms';
export const PLATFORM_NOT_FOUND = 'Platform not found';
export const PASSBACK_NOT_FOUND = 'Grade passback not found';

/** /api/lti: the tool's URLs, platform registration for administrators, and the gradebook passbacks teachers see. */
export function registerLtiApiRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const requireAdmin = async (userId: string) => {
    if (!(await hasRole(db, userId, 'admin'))) throw new ApiError(403, ONLY_ADMINS_REGISTER);
  };

  app.get('/api/lti/tool', async () => {
    const urls = toolUrls(product.publicUrl);
    return { login_url: urls.loginUrl, launch_url: urls.launchUrl, redirect_url: urls.launchUrl, jwks_url: urls.jwksUrl, registration_url: urls.registrationUrl, domain: new URL(urls.origin).host };
  });

  app.get('/api/lti/platforms', async (request) => {
    await requireAdmin(await userIdOf(product, request));
    return listPlatforms(db);
  });

  app.post('/api/lti/platforms', async (request, reply) => {
    await requireAdmin(await userIdOf(product, request));
    const fields = parseInput(platformRegistrationSchema, request.body, 'body');
    const platform = await savePlatform(
      db,
      product.lti,
      {
        name: fields.name || new URL(fields.issuer).host,
        issuer: fields.issuer,
        clientId: fields.client_id,
        authUrl: fields.auth_url,
        tokenUrl: fields.token_url,
        jwksUrl: fields.jwks_url,
        deploymentIds: fields.deployment_ids,
      },
    );
    const listing = (await listPlatforms(db)).find((candidate) => candidate.id === platform.id);
    return reply.code(201).send(listing);
  });

  // A one-time link for a platform to register itself (dynamic registration), valid for an hour.
  app.post('/api/lti/registration-links', async (request, reply) => {
    const adminId = await userIdOf(product, request);
    await requireAdmin(adminId);
    const { token, expiresAt } = await createRegistrationLink(db, adminId);
    return reply.code(201).send({ url: `${toolUrls(product.publicUrl).registrationUrl}/${token}`, expires_at: expiresAt });
  });

  app.delete<{ Params: { id: string } }>('/api/lti/platforms/:id', async (request, reply) => {
    await requireAdmin(await userIdOf(product, request));
    if (!isUuid(request.params.id) || !(await deletePlatform(db, product.lti, request.params.id))) throw new ApiError(404, PLATFORM_NOT_FOUND);
    return reply.code(204).send();
  });

  // The signed-in account's owner links a platform user (from a launch's link token) to their own account, from the
  // link window that claimed the link (its cookie).
  app.post('/api/lti/account-link', async (request) => {
    const ownerId = await userIdOf(product, request);
    const { token } = parseInput(accountLinkSchema, request.body, 'body');
    await linkPlatformAccount(db, token, cookieValues(request, WINDOW_BINDING_COOKIE), ownerId);
    return { linked: true as const };
  });

  app.get('/api/lti/passbacks', async (request) => {
    const viewerId = await userIdOf(product, request);
    const { assessment_id: assessmentId } = parseInput(passbacksQuerySchema, request.query, 'query');
    return passbacksOf(db, assessmentId, (studentId) => maySeeStudentWork(db, viewerId, studentId).then((may) => may && studentId !== viewerId));
  });

  app.post<{ Params: { id: string } }>('/api/lti/passbacks/:id/retry', async (request) => {
    const viewerId = await userIdOf(product, request);
    const { id } = request.params;
    const studentId = isUuid(id) ? await studentOfPassback(db, id) : undefined;
    if (!studentId || studentId === viewerId || !(await maySeeStudentWork(db, viewerId, studentId))) throw new ApiError(404, PASSBACK_NOT_FOUND);
    await markPassbackPending(db, id);
    await queueGradePassbacks(product.queue, [id]);
    return { id, status: 'pending' };
  });
}
