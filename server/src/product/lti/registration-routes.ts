import type { FastifyInstance } from 'fastify';
import { registerWithPlatform } from '@assess/lti';
import type { ProductContext } from '../context.js';
import { adminPage } from './admin-page.js';
import { originOf, type PageReplies } from './page-replies.js';
import { claimRegistrationLink, registrationLinkRequired } from './registration-links.js';
import { addRegisteredPlatform } from './platforms.js';
import { registeredPage } from './screens.js';

// A platform's registration: the administrators' page, and dynamic registration from a one-time link.
export function registerRegistrationRoutes(app: FastifyInstance, product: ProductContext, replies: PageReplies): void {
  const { db, auth } = product;
  const { urls, framed, refuse } = replies;

  app.get('/lti/admin', async (_request, reply) => {
    await framed(reply);
    return reply.send(adminPage(urls));
  });

  // Dynamic registration starts from an administrator's one-time link (/lti/register/<token>); the platform adds
  // its openid_configuration and registration_token to it. Without a link, nothing is fetched or registered.
  app.get('/lti/register', async (request, reply) => refuse(reply, request, registrationLinkRequired()));

  app.get<{ Params: { token: string } }>('/lti/register/:token', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    try {
      const link = await claimRegistrationLink(db, request.params.token);
      let platform;
      try {
        const registered = await registerWithPlatform(text('openid_configuration') ?? '', text('registration_token'), urls, {
          allowPrivateAddresses: auth.config.ltiAllowPrivateAddresses,
        });
        platform = await addRegisteredPlatform(db, product.lti, { ...registered, deploymentIds: registered.deploymentId ? [registered.deploymentId] : [] });
      } catch (error) {
        await link.release();
        throw error;
      }
      await link.complete(platform.id);
      // The platform shows this page in a frame of its own pages: the issuer's, or the host that served its configuration.
      await framed(reply, [new URL(platform.issuer).origin, originOf(text('openid_configuration'))]);
      return reply.send(registeredPage(platform.name));
    } catch (error) {
      return refuse(reply, request, error);
    }
  });
}
