import { isPlatformAddress } from './accounts.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { DEEP_LINKING_REQUEST, LtiError, registerWithPlatform, toolUrls, type LaunchMessage } from '@assess/lti';
import { issueSession } from '../../auth/sessions.js';
import type { ProductContext } from '../context.js';
import { acceptLaunch, assessmentOfLink, checkLogin, keepLineItem, linkResource, readInitiation, recordLinkLaunch, recordLogin, useLogin, type Launched, type LoginInitiation } from './launch.js';
import { refusalOf } from './refusals.js';
import { serviceTokenOf } from './services.js';
import type { LtijsRequest } from './ltijs.js';
import { adminPage } from './admin-page.js';
import { autoPostPage, cookiesBlockedPage, errorPage, escapeHtml, page } from './pages.js';
import { addRegisteredPlatform, deploymentKnown, platformById, platformOrigins } from './repository.js';
import { claimRegistrationLink, registrationLinkRequired } from './registration-links.js';
import { assignAssessment, maySetWorkFor } from '../classes/index.js';
import { accountLinkPage, pickerPage, registeredPage, screenPage, type Choice } from './screens.js';
import { accountLinkClaimSchema, accountLinkSchema } from './schemas.js';
import { claimAccountLink, handOffAccountLink, LAUNCH_BINDING_COOKIE, LINK_LIFETIME_SECONDS, startAccountLink, WINDOW_BINDING_COOKIE } from './account-link.js';
import { ApiError, apiErrorHandler, parseInput } from '../shared/errors.js';

/** The parameter and cookie of the login's check that the browser keeps Assess's cookie where the launch runs. */
const COOKIE_CHECK = 'lti_cookie_check';

/** Every value a cookie has in the request: a browser may still hold the cookie of an earlier login as well. */
export function cookieValues(request: FastifyRequest, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) values.push(value.join('='));
  }
  return values;
}

/** Hands a request Fastify has read (its form body too) to ltijs's Express app. */
function ltijsRequest(request: FastifyRequest): LtijsRequest {
  const raw = request.raw as LtijsRequest & { _body?: boolean };
  raw.body = request.body ?? {};
  // body-parser leaves a request it sees as already read.
  raw._body = true;
  return raw;
}

/** Where the signed-in context of a deep-linking request (or of a link a teacher is choosing for) travels. */
interface PickContext {
  mode: 'deep-link' | 'link';
  courseTitle: string;
  platformId: string;
  deploymentId: string;
  userId: string;
  classId?: string;
  returnUrl?: string;
  data?: string;
  resourceLinkId?: string;
  contextId?: string;
  /** The launch's gradebook service (AGS): a link set up on first launch keeps the line item the platform made for it. */
  ags?: LaunchMessage['ags'];
}

/** The LTI launcher under /lti: registration, OpenID login, launch, deep linking. */
export function registerLtiRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db, auth } = product;
  const urls = toolUrls(product.publicUrl);
  const secret = new TextEncoder().encode(`${product.secret}:lti-pick`);

  const self = new URL(product.publicUrl).origin;

  /** A launcher page's policy: inline scripts run with the page's nonce only; who may frame it and where its forms go. */
  function pageHeaders(reply: FastifyReply, ancestors: string, formOrigins: string[]): string {
    const nonce = randomBytes(16).toString('base64url');
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
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
    return nonce;
  }

  /** The headers of a page shown in a course frame: the platforms' origins may frame it, and its forms may post back to the platform. */
  async function framed(reply: FastifyReply, extraOrigins: (string | undefined)[] = [], anyAncestor = false): Promise<string> {
    const origins = [...new Set([...auth.config.frameAncestors, ...(await platformOrigins(db)), ...extraOrigins.filter((origin): origin is string => Boolean(origin))])];
    reply.removeHeader('x-frame-options');
    return pageHeaders(reply, anyAncestor ? '*' : `'self' ${origins.join(' ')}`.trim(), origins);
  }

  /**
   * The headers of a page no one may frame (a page on a platform's origin could otherwise frame its one button and
   * trick a click). It keeps its opener (the launch page that opened it hands it its link by postMessage): a window
   * opened from a course frame has the platform's page as its opener's top, and any opener policy but unsafe-none
   * would cut it off.
   */
  function unframed(reply: FastifyReply): string {
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'unsafe-none');
    return pageHeaders(reply, "'none'", []);
  }

  /** The link's hand-over and claim are the link pages' own requests (a JSON fetch of this origin), never another site's. */
  function requireOwnPage(request: FastifyRequest): void {
    if (request.headers.origin !== self) throw new ApiError(403, 'Only Assess pages may ask for this.');
  }

  async function refuse(reply: FastifyReply, request: FastifyRequest, error: unknown): Promise<FastifyReply> {
    if (!(error instanceof LtiError)) throw error;
    request.log.warn({ code: error.code, problem: error.problem }, 'LTI launch refused');
    // A refusal carries no session and no action, so any course frame may show it: a platform whose course pages
    // are on another host than its issuer (Canvas) then shows the reason instead of a blank frame.
    const nonce = await framed(reply, [], true);
    return reply.code(error.status).send(errorPage(error, nonce));
  }

  const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);

  const engine = product.lti;

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
        reply.header('set-cookie', `${COOKIE_CHECK}=${probe}; Path=${new URL(urls.loginUrl).pathname}; Max-Age=120; HttpOnly; Secure; SameSite=None; Partitioned`);
        reply.header('cache-control', 'no-store');
        return reply.redirect(loginUrlOf(initiation, { [COOKIE_CHECK]: probe }), 303);
      }
      if (!cookieValues(request, COOKIE_CHECK).includes(check)) {
        const pageNonce = await framed(reply, [], true);
        return reply.code(200).send(cookiesBlockedPage(loginUrlOf(initiation), pageNonce));
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
        return await showPicker(reply, request, launched, 'deep-link');
      }
      const assessmentId = await assessmentOfLink(db, launched);
      if (!assessmentId) {
        if (message.role === 'teacher') return await showPicker(reply, request, launched, 'link');
        throw new LtiError('not_placed', 'This course link does not open an Assess assessment yet.', 'A teacher of the course should open the link once and choose its assessment, or add the assessment again with "Add an Assess assessment".', 404);
      }
      await keepLineItem(db, engine, message, assessmentId, request.log);
      await recordLinkLaunch(db, message, launched.userId);
      return await showScreen(reply, request, launched, assessmentId);
    } catch (error) {
      return refuse(reply, request, error);
    }
  });

  async function session(userId: string, request: FastifyRequest) {
    return issueSession(auth, db, userId, 'oauth', { ip: request.ip, ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}) });
  }

  async function showScreen(reply: FastifyReply, request: FastifyRequest, launched: Launched, assessmentId: string) {
    const { message } = launched;
    const { rows } = await db.query<{ title: string }>('SELECT title FROM assessments WHERE id = $1', [assessmentId]);
    const tokens = await session(launched.userId, request);
    const nonce = await framed(reply, [originOf(message.returnUrl)]);
    const accountLinkUrl = await offerAccountLink(reply, launched);
    return reply.send(
      screenPage(
        {
          assessmentId,
          assessmentTitle: rows[0]?.title ?? 'Assessment',
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
        },
        nonce,
      ),
    );
  }

  /**
   * A course account of its own (not yet linked to someone's Assess account) may be linked by the owner of an Assess
   * account: the link is bound to this browser by a cookie set where the launch runs (in the course frame, a
   * partitioned one, which only the launch page's own requests carry).
   */
  async function offerAccountLink(reply: FastifyReply, launched: Launched): Promise<string | undefined> {
    const { message } = launched;
    const { rows: own } = await db.query<{ email: string | null }>('SELECT email FROM auth.users WHERE id = $1', [launched.userId]);
    if (own.length === 0 || !isPlatformAddress(own[0]!.email)) return undefined;
    const { token, launchSecret } = await startAccountLink(db, {
      issuer: message.platform.issuer,
      subject: message.subject,
      userId: launched.userId,
      role: message.role,
      platformName: message.platform.name,
      courseTitle: message.context?.title ?? message.context?.label ?? message.platform.name,
      personName: message.name,
    });
    // On the response itself: ltijs may have set cookies of its own on it already.
    reply.raw.appendHeader('set-cookie', `${LAUNCH_BINDING_COOKIE}=${launchSecret}; Path=/lti/link; Max-Age=${LINK_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`);
    return `${product.publicUrl.replace(/\/$/, '')}/lti/link#${token}`;
  }

  async function choicesOf(userId: string): Promise<Choice[]> {
    const { rows } = await db.query<Choice>(
      `SELECT id, title, total_marks::float8 AS total_marks, status FROM assessments
       WHERE creator_id = $1 AND source IN ('upload', 'ai_generated') ORDER BY created_at DESC LIMIT 200`,
      [userId],
    );
    return rows;
  }

  /** The course's class, offered first by the Create wizard of the picker to a teacher who may set work for it. */
  async function courseClassOf(classId: string | undefined, userId: string): Promise<{ courseClass: { id: string; name: string } } | Record<string, never>> {
    if (!classId || !(await maySetWorkFor(db, userId, classId))) return {};
    const { rows } = await db.query<{ name: string }>('SELECT name FROM classes WHERE id = $1', [classId]);
    return rows[0] ? { courseClass: { id: classId, name: rows[0].name } } : {};
  }

  async function showPicker(reply: FastifyReply, request: FastifyRequest, launched: Launched, mode: PickContext['mode']) {
    const { message } = launched;
    const context: PickContext = {
      mode,
      courseTitle: message.context?.title ?? message.platform.name,
      platformId: message.platform.id,
      deploymentId: message.deploymentId,
      userId: launched.userId,
      ...(launched.classId ? { classId: launched.classId } : {}),
      ...(message.deepLinking ? { returnUrl: message.deepLinking.returnUrl } : {}),
      ...(message.deepLinking?.data ? { data: message.deepLinking.data } : {}),
      ...(message.resourceLink ? { resourceLinkId: message.resourceLink.id } : {}),
      ...(message.context ? { contextId: message.context.id } : {}),
      ...(mode === 'link' && message.ags ? { ags: message.ags } : {}),
    };
    const token = await new SignJWT({ ...context }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(secret);
    const tokens = await session(launched.userId, request);
    const nonce = await framed(reply, [originOf(message.deepLinking?.returnUrl), originOf(message.returnUrl)]);
    return reply.send(
      pickerPage(
        {
          mode,
          pickToken: token,
          courseTitle: context.courseTitle,
          choices: await choicesOf(launched.userId),
          accessToken: tokens.access_token,
          siteUrl: product.publicUrl,
          ...(await courseClassOf(launched.classId, launched.userId)),
        },
        nonce,
      ),
    );
  }

  app.post('/lti/pick', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      let context: PickContext;
      try {
        context = (await jwtVerify(String(body['pick'] ?? ''), secret, { algorithms: ['HS256'] })).payload as unknown as PickContext;
      } catch {
        throw new LtiError('expired_token', 'This choice has expired (after an hour) or is not valid.', 'Open the link (or Add an Assess assessment) again from the course.', 401);
      }
      const assessmentId = String(body['assessment_id'] ?? '');
      const choices = await choicesOf(context.userId);
      const chosen = choices.find((choice) => choice.id === assessmentId);
      const platform = await platformById(db, context.platformId);
      if (!platform || !(await deploymentKnown(db, platform, context.deploymentId))) {
        throw new LtiError('unknown_deployment', 'The platform or deployment of this course is no longer registered with Assess.', 'Register the platform in Assess again.', 403);
      }
      if (!chosen) {
        // Loaded again after the Create wizard (refresh), or sent without a choice.
        const refresh = body['refresh'] === '1';
        const nonce = await framed(reply, [originOf(context.returnUrl)]);
        const tokens = await session(context.userId, request);
        return reply.code(refresh ? 200 : 422).send(
          pickerPage(
            {
              mode: context.mode,
              pickToken: String(body['pick']),
              courseTitle: context.courseTitle,
              choices,
              accessToken: tokens.access_token,
              siteUrl: product.publicUrl,
              ...(await courseClassOf(context.classId, context.userId)),
              ...(refresh ? {} : { problem: 'Choose one of your assessments.' }),
            },
            nonce,
          ),
        );
      }
      if (context.classId) {
        // The course's class belongs to the teacher who first added Assess to it: the same rule as on the classes routes.
        if (!(await maySetWorkFor(db, context.userId, context.classId))) {
          throw new LtiError(
            'not_class_teacher',
            "Only the course's teacher in Assess (who first added Assess to it) or an administrator of their school can set work for its class.",
            'Ask that teacher to add the assessment to the course.',
            403,
          );
        }
        await assignAssessment(db, context.classId, chosen.id, context.userId);
      }
      if (context.mode === 'deep-link') {
        // ltijs signs the LtiDeepLinkingResponse with the platform's key (the one in the tool's key set).
        const provider = await engine.provider();
        const jwt = await provider.DeepLinking.createDeepLinkingMessage(
          serviceTokenOf(platform, { deploymentId: context.deploymentId, deepLinking: { returnUrl: context.returnUrl!, ...(context.data ? { data: context.data } : {}) } }),
          [
            {
              type: 'ltiResourceLink',
              title: chosen.title,
              url: urls.launchUrl,
              lineItem: { scoreMaximum: chosen.total_marks ?? 100, label: chosen.title, resourceId: chosen.id },
              custom: { assessment_id: chosen.id },
            },
          ],
        );
        const nonce = await framed(reply, [originOf(context.returnUrl)]);
        return reply.send(autoPostPage(context.returnUrl!, { JWT: jwt }, nonce));
      }
      // A link that opened nothing yet now opens the chosen assessment; the teacher launches it again to see it.
      const message = {
        platform,
        resourceLink: { id: context.resourceLinkId! },
        ...(context.contextId ? { context: { id: context.contextId } } : {}),
        ...(context.ags ? { ags: context.ags } : {}),
      } as LaunchMessage;
      await linkResource(db, message, chosen.id, context.classId);
      // The link's gradebook column: the line item the platform made for this link where there is one, so that a
      // release never adds a second column of the same name.
      await keepLineItem(db, engine, message, chosen.id, request.log);
      const nonce = await framed(reply);
      return reply.send(
        page({
          title: 'Link set up',
          nonce,
          body: `<main><section class="card" role="status"><h1>Link set up</h1><p>This course link now opens <strong>${escapeHtml(chosen.title)}</strong>. Open it again from the course to see it.</p></section></main>`,
        }),
      );
    } catch (error) {
      return refuse(reply, request, error);
    }
  });

  // The link window: never framed, and the address alone (its token) shows nothing and links nothing. Its hand-over
  // and claim are JSON requests of Assess's own pages, answered as the product API answers ({"detail": ...}).
  app.get('/lti/link', async (_request, reply) => reply.send(accountLinkPage(unframed(reply))));

  // The launch page asks for the code it hands to the link window it opened: only with the launch's cookie.
  app.post('/lti/link/handoff', { errorHandler: apiErrorHandler }, async (request, reply) => {
    requireOwnPage(request);
    const { token } = parseInput(accountLinkSchema, request.body, 'body');
    reply.header('cache-control', 'no-store');
    return { code: await handOffAccountLink(db, token, cookieValues(request, LAUNCH_BINDING_COOKIE)) };
  });

  // The link window claims the link with that code: it learns whose course account it is, and gets its own cookie.
  app.post('/lti/link/claim', { errorHandler: apiErrorHandler }, async (request, reply) => {
    requireOwnPage(request);
    const { token, code } = parseInput(accountLinkClaimSchema, request.body, 'body');
    const { windowSecret, details } = await claimAccountLink(db, token, code);
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', `${WINDOW_BINDING_COOKIE}=${windowSecret}; Path=/api/lti/account-link; Max-Age=${LINK_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Strict`);
    return details;
  });

  app.get('/lti/admin', async (_request, reply) => {
    const nonce = await framed(reply);
    return reply.send(adminPage(urls, nonce));
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
        platform = await addRegisteredPlatform(db, engine, { ...registered, deploymentIds: registered.deploymentId ? [registered.deploymentId] : [] });
      } catch (error) {
        await link.release();
        throw error;
      }
      await link.complete(platform.id);
      // The platform shows this page in a frame of its own pages: the issuer's, or the host that served its configuration.
      const nonce = await framed(reply, [new URL(platform.issuer).origin, originOf(text('openid_configuration'))]);
      return reply.send(registeredPage(platform.name, nonce));
    } catch (error) {
      return refuse(reply, request, error);
    }
  });
}
