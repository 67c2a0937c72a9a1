import type { FastifyReply, FastifyRequest } from 'fastify';
import { LINK_LIFETIME_SECONDS } from './account-link.js';

// The launcher's cookies: what each is for, where it goes and how long it lasts, in one place.

/** The parameter and cookie of the login's check that the browser keeps Assess's cookie where the launch runs. */
export const COOKIE_CHECK = 'lti_cookie_check';
/** The cookie a launch sets where it runs (in the course frame: partitioned), for the launch page's hand-over. */
export const LAUNCH_BINDING_COOKIE = 'lti_link_launch';
/** The cookie the link window gets when it claims the link, for the confirmation. */
export const WINDOW_BINDING_COOKIE = 'lti_link_window';

/** Every value a cookie has in the request: a browser may still hold the cookie of an earlier login as well. */
export function cookieValues(request: FastifyRequest, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) values.push(value.join('='));
  }
  return values;
}

/** The login's cookie check, for the login URL only and for two minutes: a course frame's cookies are partitioned. */
export function setCookieCheck(reply: FastifyReply, probe: string, loginUrl: string): void {
  reply.header('set-cookie', `${COOKIE_CHECK}=${probe}; Path=${new URL(loginUrl).pathname}; Max-Age=120; HttpOnly; Secure; SameSite=None; Partitioned`);
}

/** Binds an account link to the browser that launched, for the launch page's hand-over under /lti/link. */
export function setLaunchBinding(reply: FastifyReply, launchSecret: string): void {
  // On the response itself: ltijs may have set cookies of its own on it already.
  reply.raw.appendHeader('set-cookie', `${LAUNCH_BINDING_COOKIE}=${launchSecret}; Path=/lti/link; Max-Age=${LINK_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`);
}

/** Binds a claimed account link to the link window, for its confirmation on /api/lti/account-link. */
export function setWindowBinding(reply: FastifyReply, windowSecret: string): void {
  reply.header('set-cookie', `${WINDOW_BINDING_COOKIE}=${windowSecret}; Path=/api/lti/account-link; Max-Age=${LINK_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Strict`);
}
