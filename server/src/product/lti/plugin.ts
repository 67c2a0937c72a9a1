import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerAccountLinkRoutes } from './account-link-routes.js';
import { registerLtiApiRoutes } from './api.js';
import { registerDeepLinkingRoutes } from './deep-linking-routes.js';
import { registerLaunchRoutes } from './launch-routes.js';
import { pageReplies } from './page-replies.js';
import { registerRegistrationRoutes } from './registration-routes.js';
import { registerScriptRoutes } from './script-routes.js';

/** The LTI routes of the product API (JSON, under /api). */
export function ltiApiPlugin(app: FastifyInstance, product: ProductContext): void {
  registerLtiApiRoutes(app, product);
}

/** The LTI launcher's pages (/lti), by flow: form posts from learning platforms, and errors shown as pages, not JSON. */
export function ltiPagesPlugin(app: FastifyInstance, product: ProductContext): void {
  const replies = pageReplies(product);
  registerLaunchRoutes(app, product, replies);
  registerDeepLinkingRoutes(app, product, replies);
  registerAccountLinkRoutes(app, product, replies);
  registerRegistrationRoutes(app, product, replies);
  registerScriptRoutes(app);
}
