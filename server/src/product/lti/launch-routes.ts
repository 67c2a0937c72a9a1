import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEEP_LINKING_REQUEST, LtiError } from '@assess/lti';
import type { ProductContext } from '../context.js';
import { isPlatformAddress } from './accounts.js';
import { startAccountLink } from './account-link.js';
import { COOKIE_CHECK, cookieValues, setCookieCheck, setLaunchBinding } from './cookies.js';
import { showPicker } from './deep-linking-routes.js';
import { acceptLaunch, assessmentOfLink, checkLogin, keepLineItem, readInitiation, recordLinkLaunch, recordLogin, useLogin, type Launched, type LoginInitiation } from './launch.js';
import { ltijsRequest, originOf, type PageReplies } from './page-replies.js';
import { cookiesBlockedPage } from './pages.js';
import { refusalOf } from './refusals.js';
import { accountEmail, assessmentTitle } from './repository.js';
import { screenPage } from './screens.js';

// The launch: the tool's key set, the OpenID login a platform starts, and the launch it posts back, which opens the
// assessment screen (or, for a teacher, the picker).

export function registerLaunchRoutes(app: FastifyInstance, product: ProductContext, replies: PageReplies): void {
  const { db, auth } = product;
  const engine = product.lti;
  const { urls, framed, refuse } = replies;

  // The key set (one key a platform, made by ltijs when the platform is registered) is ltijs's answer.
  app.get('/lti/jwks', async (request, reply) => {
    reply.raw.setHeader('cache-control', 'public, max-age=300');
    await engine.handle(ltijsRequest(request), reply.raw);
    reply.hijack();
    return reply;
  });

  /** The login URL with an initiation's parameters (and any more), as a browser would be sent to it. */
  const loginUrlOf = (initiation: LoginInitiation, extra: Record<string, string> = {}) => {
    const target = new URL(urls.loginUrl);
    for (const [name, value] of Object.entries({ ...initiation, ...extra })) target.searchParams.set(name, value);
    return target.toString();
  };

  const login = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const params = request.method === 'POST' ? ((request.body ?? {}) as Record<string, unknown>) : (request.query as Record<string, unknown>);
      const initiation = readInitiation(params);
      await checkLogin(db, initiation, urls.launchUrl);
      // Whether this browser keeps Assess's cookie here (a course frame of another site may not), found out before
      // the platform is asked for the launch: a platform such as Moodle answers each launch's lti_message_hint once,
      // so the new window must start with a hint not yet used. Without the cookie nothing binds a launch to the
      // browser that started it, so no launch is started in a frame that refuses it.
      const check = typeof params[COOKIE_CHECK] === 'string' ? params[COOKIE_CHECK] : undefined;
      if (!check) {
        const probe = randomBytes(16).toString('base64url');
        setCookieCheck(reply, probe, urls.loginUrl);
        reply.header('cache-control', 'no-store');
        return reply.redirect(loginUrlOf(initiation, { [COOKIE_CHECK]: probe }), 303);
      }
      if (!cookieValues(request, COOKIE_CHECK).includes(check)) {
        await framed(reply, [], true);
        return reply.code(200).send(cookiesBlockedPage(loginUrlOf(initiation)));
      }
      // ltijs makes the state and nonce, sets the state cookie and redirects to the platform; the login is recorded
      // before the redirect leaves, so that the launch must answer this very login.
      const raw = reply.raw;
      const end = raw.end.bind(raw) as (...args: unknown[]) => typeof raw;
      let recorded: Promise<void> | undefined;
      raw.end = ((...args: unknown[]) => {
        const location = raw.getHeader('location');
        recorded = (typeof location === 'string' && raw.statusCode === 302 ? recordLogin(db, initiation, location) : Promise.resolve()).then(
          () => void end(...args),
          (error: unknown) => {
            request.log.error({ err: error }, 'LTI login not recorded');
            raw.statusCode = 500;
            raw.removeHeader('location');
            end('The sign-in could not be started.');
          },
        );
        return raw;
      }) as typeof raw.end;
      const outcome = await engine.handle(ltijsRequest(request), raw);
      if (outcome) {
        raw.end = end as typeof raw.end;
        if (outcome.kind !== 'launch') throw await refusalOf(outcome, db);
      }
      await recorded;
      reply.hijack();
      return reply;
    } catch (error) {
      return refuse(reply, request, error);
    }
  };
  app.get('/lti/login', login);
  app.post('/lti/login', login);

  app.post('/lti/launch', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const state = typeof body['state'] === 'string' ? body['state'] : undefined;
    const idToken = typeof body['id_token'] === 'string' ? body['id_token'] : undefined;
    let launched: Launched;
    try {
      if (!idToken) throw new LtiError('missing_parameter', 'The launch is missing its id_token.', "Check that the platform posts its signed id_token to the tool's launch URL.");
      // ltijs verifies the launch: the state cookie, the signature against the platform's key set, issuer, audience,
      // authorised party, expiry and age, a nonce not seen before, and the required LTI claims.
      const outcome = await engine.handle(ltijsRequest(request), reply.raw);
      if (!outcome) {
        reply.hijack();
        return reply;
      }
      if (outcome.kind === 'invalid' && outcome.reason === 'MISSING_VALIDATION_COOKIE') {
        // The login found the cookie kept, yet it did not come back: the launch took over a minute. The platform may
        // answer its launch once only, so the launch starts again from the course.
        await useLogin(db, state);
        throw new LtiError('cookies_blocked', 'The sign-in check of this launch did not come back with it: the launch took more than a minute, or the browser dropped the cookie Assess set for it.', 'Open the link again from the course.', 401);
      }
      if (outcome.kind !== 'launch') throw await refusalOf(outcome, db, idToken);
      const { nonce } = await useLogin(db, state);
      launched = await acceptLaunch(db, engine, { idToken, token: outcome.token }, nonce, request.log);
    } catch (error) {
      return refuse(reply, request, error);
    }
    const { message } = launched;
    try {
      if (message.messageType === DEEP_LINKING_REQUEST) {
        if (message.role !== 'teacher') throw new LtiError('unsupported_message', 'Only a teacher of the course can add Assess assessments to it.', 'Sign in to the platform as a teacher of the course to add an assessment.', 403);
        return await showPicker(product, replies, reply, request, launched, 'deep-link');
      }
      const assessmentId = await assessmentOfLink(db, launched);
      if (!assessmentId) {
        if (message.role === 'teacher') return await showPicker(product, replies, reply, request, launched, 'link');
        throw new LtiError('not_placed', 'This course link does not open an Assess assessment yet.', 'A teacher of the course should open the link once and choose its assessment, or add the assessment again with "Add an Assess assessment".', 404);
      }
      await keepLineItem(db, engine, message, assessmentId, request.log);
      await recordLinkLaunch(db, message, launched.userId);
      return await showScreen(reply, request, launched, assessmentId);
    } catch (error) {
      return refuse(reply, request, error);
    }
  });

  async function showScreen(reply: FastifyReply, request: FastifyRequest, launched: Launched, assessmentId: string) {
    const { message } = launched;
    const title = await assessmentTitle(db, assessmentId);
    const tokens = await replies.session(launched.userId, request);
    await framed(reply, [originOf(message.returnUrl)]);
    const accountLinkUrl = await offerAccountLink(reply, launched);
    return reply.send(
      screenPage({
        assessmentId,
        assessmentTitle: title ?? 'Assessment',
        courseTitle: message.context?.title ?? message.platform.name,
        userId: launched.userId,
        userName: message.name,
        role: message.role,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        anonKey: await auth.signer.apiKey('anon'),
        siteUrl: product.publicUrl,
        ...(launched.classId ? { classId: launched.classId } : {}),
        ...(accountLinkUrl ? { accountLinkUrl } : {}),
      }),
    );
  }

  /**
   * A course account of its own (not yet linked to someone's Assess account) may be linked by the owner of an Assess
   * account: the link is bound to this browser by a cookie set where the launch runs (in the course frame, a
   * partitioned one, which only the launch page's own requests carry).
   */
  async function offerAccountLink(reply: FastifyReply, launched: Launched): Promise<string | undefined> {
    const { message } = launched;
    const own = await accountEmail(db, launched.userId);
    if (!own || !isPlatformAddress(own.email)) return undefined;
    const { token, launchSecret } = await startAccountLink(db, {
      issuer: message.platform.issuer,
      subject: message.subject,
      userId: launched.userId,
      role: message.role,
      platformName: message.platform.name,
      courseTitle: message.context?.title ?? message.context?.label ?? message.platform.name,
      personName: message.name,
    });
    setLaunchBinding(reply, launchSecret);
    return `${product.publicUrl.replace(/\/$/, '')}/lti/link#${token}`;
  }
}
