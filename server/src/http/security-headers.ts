import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/index.js';

/**
 * Security headers on every answer (helmet), fitted to how Assess is used:
 * - the host app loads only its own scripts; styles may be inline (style attributes, the dev outbox);
 * - pages may be framed by the site itself and by the origins in FRAME_ANCESTORS (the learning platforms that
 *   show Assess in a course frame); nothing else may frame them, so X-Frame-Options is kept where no LMS is set;
 * - element bundles are loaded by partners' pages on other origins, so resources are not limited to this origin;
 * - HSTS only when the public address is HTTPS, where browsers honour it.
 * helmet's middleware is built once and applied to each answer (the Fastify plugin builds it again for every
 * request, which cost a few percent of a small read).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'frameAncestors'>): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  const https = publicOrigin.startsWith('https:');
  const framed = config.frameAncestors.length > 0;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", publicOrigin],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...config.frameAncestors],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: framed ? false : { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}
