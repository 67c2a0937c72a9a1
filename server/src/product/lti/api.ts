import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toolUrls } from '@assess/lti';
import { hasRole } from '../../roles/roles.js';
import { userIdOf, type ProductContext } from '../context.js';
import { ApiError, isUuid } from '../shared/errors.js';
import { maySeeStudentWork } from '../shared/access.js';
import { routeDeclarer } from '../shared/route.js';
import { passbacksOf, queueGradePassbacks } from './passback.js';
import {
  accountLinkedSchema,
  accountLinkSchema,
  passbackRetrySchema,
  passbackSchema,
  passbacksQuerySchema,
  platformListingSchema,
  platformRegistrationSchema,
  registrationLinkSchema,
  toolUrlsSchema,
} from './schemas.js';
import { linkPlatformAccount } from './account-link.js';
import { cookieValues, WINDOW_BINDING_COOKIE } from './cookies.js';
import { deletePlatform, savePlatform } from './platforms.js';
import { listPlatforms, markPassbackPending, studentOfPassback } from './repository.js';
import { createRegistrationLink } from './registration-links.js';

export const ONLY_ADMINS_REGISTER = 'Only an administrator can register learning platforms';
export const PLATFORM_NOT_FOUND = 'Platform not found';
export const PASSBACK_NOT_FOUND = 'Grade passback not found';

/** /api/lti: the tool's URLs, platform registration for administrators, and the gradebook passbacks teachers see. */
export function registerLtiApiRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  // Registration is for administrators: anyone else is refused (403) before what they sent is read.
  const adminRoute = routeDeclarer(app, async (request: FastifyRequest) => {
    const userId = await userIdOf(product, request);
    if (!(await hasRole(db, userId, 'admin'))) throw new ApiError(403, ONLY_ADMINS_REGISTER);
    return userId;
  });

  route(
    {
      method: 'GET',
      url: '/api/lti/tool',
      tag: 'LTI',
      summary: "The tool's login, launch, redirect and key set URLs, and the base of its one-time registration links",
      auth: 'none',
      response: toolUrlsSchema,
    },
    async () => {
      const urls = toolUrls(product.publicUrl);
      return { login_url: urls.loginUrl, launch_url: urls.launchUrl, redirect_url: urls.launchUrl, jwks_url: urls.jwksUrl, registration_url: urls.registrationUrl, domain: new URL(urls.origin).host };
    },
  );

  adminRoute(
    { method: 'GET', url: '/api/lti/platforms', tag: 'LTI', summary: 'The registered learning platforms with their deployments (administrators)', response: z.array(platformListingSchema), errors: [403] },
    async () => listPlatforms(db),
  );

  // A one-time link for a platform to register itself (dynamic registration), valid for an hour.
  adminRoute(
    {
      method: 'POST',
      url: '/api/lti/registration-links',
      tag: 'LTI',
      summary: 'Make a one-time dynamic registration link for a platform (administrators)',
      response: registrationLinkSchema,
      status: 201,
      errors: [403],
    },
    async ({ userId }, _request, reply) => {
      const { token, expiresAt } = await createRegistrationLink(db, userId);
      return reply.code(201).send({ url: `${toolUrls(product.publicUrl).registrationUrl}/${token}`, expires_at: expiresAt });
    },
  );

  // The signed-in account's owner links a platform user (from a launch's link token) to their own account, from the
  // link window that claimed the link (its cookie).
  route(
    {
      method: 'POST',
      url: '/api/lti/account-link',
      tag: 'LTI',
      summary: "Link a platform user (a launch's link token, from the link window that claimed it in the browser that launched) to the signed-in account, which proves its owner's consent",
      body: accountLinkSchema,
      response: accountLinkedSchema,
      errors: [400, 403, 409, 422],
    },
    async ({ userId, body }, request) => {
      await linkPlatformAccount(db, body.token, cookieValues(request, WINDOW_BINDING_COOKIE), userId);
      return { linked: true as const };
    },
  );

  adminRoute(
    {
      method: 'POST',
      url: '/api/lti/platforms',
      tag: 'LTI',
      summary: 'Register a learning platform by hand (administrators)',
      body: platformRegistrationSchema,
      response: platformListingSchema,
      status: 201,
      errors: [403, 422],
    },
    async ({ body: fields }, _request, reply) => {
      const platform = await savePlatform(db, product.lti, {
        name: fields.name || new URL(fields.issuer).host,
        issuer: fields.issuer,
        clientId: fields.client_id,
        authUrl: fields.auth_url,
        tokenUrl: fields.token_url,
        jwksUrl: fields.jwks_url,
        deploymentIds: fields.deployment_ids,
      });
      const listing = (await listPlatforms(db)).find((candidate) => candidate.id === platform.id);
      return reply.code(201).send(listing);
    },
  );

  adminRoute(
    { method: 'DELETE', url: '/api/lti/platforms/:id', tag: 'LTI', summary: 'Remove a registered platform (administrators)', status: 204, errors: [403, 404] },
    async ({ params }, _request, reply) => {
      if (!isUuid(params.id) || !(await deletePlatform(db, product.lti, params.id))) throw new ApiError(404, PLATFORM_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/lti/passbacks',
      tag: 'LTI',
      summary: "The gradebook passbacks of an assessment's submissions the caller reviews",
      query: passbacksQuerySchema,
      response: z.array(passbackSchema),
      errors: [422],
    },
    async ({ userId: viewerId, query }) =>
      passbacksOf(db, query.assessment_id, (studentId) => maySeeStudentWork(db, viewerId, studentId).then((may) => may && studentId !== viewerId)),
  );

  route(
    { method: 'POST', url: '/api/lti/passbacks/:id/retry', tag: 'LTI', summary: 'Send a failed passback again', response: passbackRetrySchema, errors: [404] },
    async ({ userId: viewerId, params: { id } }) => {
      const studentId = isUuid(id) ? await studentOfPassback(db, id) : undefined;
      if (!studentId || studentId === viewerId || !(await maySeeStudentWork(db, viewerId, studentId))) throw new ApiError(404, PASSBACK_NOT_FOUND);
      await markPassbackPending(db, id);
      await queueGradePassbacks(product.queue, [id]);
      return { id, status: 'pending' };
    },
  );
}
