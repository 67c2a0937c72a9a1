import type { FastifyReply, FastifyRequest } from 'fastify';
import { LtiError, toolUrls } from '@assess/lti';
import { issueSession } from '../../auth/sessions.js';
import type { ProductContext } from '../context.js';
import { ApiError } from '../shared/errors.js';
import type { LtijsRequest } from './ltijs.js';
import { errorPage } from './pages.js';
import { platformOrigins } from './repository.js';

/** What every flow of the launcher's pages answers with: the pages' headers, refusals as pages, and sessions. */
export type PageReplies = ReturnType<typeof pageReplies>;

export function pageReplies(product: ProductContext) {
  const { db, auth } = product;
  const self = new URL(product.publicUrl).origin;

  /** A launcher page's policy: scripts only from Assess itself (no inline script); who may frame it and where its forms go. */
  function pageHeaders(reply: FastifyReply, ancestors: string, formOrigins: string[]): void {
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        `connect-src 'self' ${self}`,
        "frame-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self' ${formOrigins.join(' ')}`.trim(),
        `frame-ancestors ${ancestors}`,
      ].join('; '),
    );
    reply.header('cache-control', 'no-store');
    reply.type('text/html; charset=utf-8');
  }

  /** The headers of a page shown in a course frame: the platforms' origins may frame it, and its forms may post back to the platform. */
  async function framed(reply: FastifyReply, extraOrigins: (string | undefined)[] = [], anyAncestor = false): Promise<void> {
    const origins = [...new Set([...auth.config.frameAncestors, ...(await platformOrigins(db)), ...extraOrigins.filter((origin): origin is string => Boolean(origin))])];
    reply.removeHeader('x-frame-options');
    pageHeaders(reply, anyAncestor ? '*' : `'self' ${origins.join(' ')}`.trim(), origins);
  }

  /**
   * The headers of a page no one may frame (a page on a platform's origin could otherwise frame its one button and
   * trick a click). It keeps its opener (the launch page that opened it hands it its link by postMessage): a window
   * opened from a course frame has the platform's page as its opener's top, and any opener policy but unsafe-none
   * would cut it off.
   */
  function unframed(reply: FastifyReply): void {
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'unsafe-none');
    pageHeaders(reply, "'none'", []);
  }

  /** Shows a refused launch or registration as a page; anything but an LtiError is the server's own failure. */
  async function refuse(reply: FastifyReply, request: FastifyRequest, error: unknown): Promise<FastifyReply> {
    if (!(error instanceof LtiError)) throw error;
    request.log.warn({ code: error.code, problem: error.problem }, 'LTI launch refused');
    // A refusal carries no session and no action, so any course frame may show it: a platform whose course pages
    // are on another host than its issuer (Canvas) then shows the reason instead of a blank frame.
    await framed(reply, [], true);
    return reply.code(error.status).send(errorPage(error));
  }

  /** The link's hand-over and claim are the link pages' own requests (a JSON fetch of this origin), never another site's. */
  function requireOwnPage(request: FastifyRequest): void {
    if (request.headers.origin !== self) throw new ApiError(403, 'Only Assess pages may ask for this.');
  }

  /** A session of Assess for a platform user, as a launch signs them in. */
  function session(userId: string, request: FastifyRequest) {
    return issueSession(auth, db, userId, 'oauth', { ip: request.ip, ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}) });
  }

  return { urls: toolUrls(product.publicUrl), framed, unframed, refuse, requireOwnPage, session };
}

/** A URL's origin, when it is a URL. */
export const originOf = (url: string | undefined): string | undefined => (url && URL.canParse(url) ? new URL(url).origin : undefined);

/** Hands a request Fastify has read (its form body too) to ltijs's Express app. */
export function ltijsRequest(request: FastifyRequest): LtijsRequest {
  const raw = request.raw as LtijsRequest & { _body?: boolean };
  raw.body = request.body ?? {};
  // body-parser leaves a request it sees as already read.
  raw._body = true;
  return raw;
}
