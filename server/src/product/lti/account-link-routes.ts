import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { apiErrorHandler, parseInput } from '../shared/errors.js';
import { claimAccountLink, handOffAccountLink } from './account-link.js';
import { cookieValues, LAUNCH_BINDING_COOKIE, setWindowBinding } from './cookies.js';
import type { PageReplies } from './page-replies.js';
import { accountLinkClaimSchema, accountLinkSchema } from './schemas.js';
import { accountLinkPage } from './screens.js';

// The link window: never framed, and the address alone (its token) shows nothing and links nothing. Its hand-over
// and claim are JSON requests of Assess's own pages, answered as the product API answers ({"detail": ...}).
export function registerAccountLinkRoutes(app: FastifyInstance, product: ProductContext, replies: PageReplies): void {
  const { db } = product;

  app.get('/lti/link', async (_request, reply) => {
    replies.unframed(reply);
    return reply.send(accountLinkPage());
  });

  // The launch page asks for the code it hands to the link window it opened: only with the launch's cookie.
  app.post('/lti/link/handoff', { errorHandler: apiErrorHandler }, async (request, reply) => {
    replies.requireOwnPage(request);
    const { token } = parseInput(accountLinkSchema, request.body, 'body');
    reply.header('cache-control', 'no-store');
    return { code: await handOffAccountLink(db, token, cookieValues(request, LAUNCH_BINDING_COOKIE)) };
  });

  // The link window claims the link with that code: it learns whose course account it is, and gets its own cookie.
  app.post('/lti/link/claim', { errorHandler: apiErrorHandler }, async (request, reply) => {
    replies.requireOwnPage(request);
    const { token, code } = parseInput(accountLinkClaimSchema, request.body, 'body');
    const { windowSecret, details } = await claimAccountLink(db, token, code);
    reply.header('cache-control', 'no-store');
    setWindowBinding(reply, windowSecret);
    return details;
  });
}
