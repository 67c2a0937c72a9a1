import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import { CLAIM, DEEP_LINKING_REQUEST, RESOURCE_LINK_REQUEST, SCOPE } from '../claims.js';

/**
 * A learning platform that speaks real LTI 1.3, for tests: it signs id tokens (RS256) with its own key set,
 * answers OpenID login requests with form posts, registers tools dynamically, issues service tokens for a
 * client-credentials grant with a JWT client assertion (checked against the tool's key set), and keeps line items,
 * scores and course memberships. Everything it receives is recorded for the tests to read.
 *
 * Where platforms differ it behaves as Moodle 4.5 does: a launch's lti_message_hint is answered once (Moodle deletes
 * the stored launch on first use, mod/lti/auth.php), the membership service lists only active enrolments, each
 * marked Active (whoever was unenrolled or suspended is simply absent), and an activity added to a course with
 * grades has a line item the platform made for it, named in its launches.
 */

export interface SimulatedMember {
  sub: string;
  name: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  roles: string[];
  /** Inactive: enrolled but suspended. The membership service leaves such members out, as Moodle does. */
  status?: 'Active' | 'Inactive';
}

export interface SimulatedCourse {
  id: string;
  title: string;
  label?: string;
  members: SimulatedMember[];
}

export interface ToolClient {
  clientId: string;
  deploymentId: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
  registration?: Record<string, unknown>;
}

export interface RecordedLineItem {
  id: string;
  courseId: string;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  resourceLinkId?: string;
}

export interface RecordedScore extends Record<string, unknown> {
  lineItemId: string;
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
  comment?: string;
}

/** A resource link the platform holds: made by a deep-linking answer, or added by a test. */
export interface ResourceLink {
  id: string;
  courseId: string;
  title: string;
  url?: string;
  custom: Record<string, string>;
  lineItemId?: string;
}

/** Ways to spoil one launch, for the negative cases of certification. */
export interface LaunchTampering {
  /** Sign with a key that is not in the platform's key set. */
  foreignKey?: boolean;
  /** Seconds from now at which the token expires (negative: already expired). */
  expiresIn?: number;
  /** Claims to leave out, by their full name (or `sub`, `nonce`). */
  omit?: string[];
  deploymentId?: string;
  nonce?: string;
  audience?: string;
}

export interface LaunchRequest {
  user: string;
  courseId: string;
  messageType?: typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
  resourceLinkId?: string;
  tamper?: LaunchTampering;
  /** Where the tool's answer page (deep linking) is posted; the platform's own by default. */
  clientId?: string;
}

export interface PlatformSimulator {
  url: string;
  issuer: string;
  clients: ToolClient[];
  courses: Map<string, SimulatedCourse>;
  lineItems: RecordedLineItem[];
  scores: RecordedScore[];
  resourceLinks: ResourceLink[];
  tokenRequests: { clientId: string; scope: string }[];
  membershipRequests: string[];
  deepLinkingResponses: JWTPayload[];
  /** The last id token the platform issued (to replay it). */
  lastIdToken?: string;
  /** When set, the score service answers with this status (a failing gradebook). */
  failScoresWith?: number;
  /** When set, the membership service answers in pages of this many members, linked with rel="next". */
  membershipPageSize?: number;
  /** Authorisation requests refused because their lti_message_hint had been used already. */
  refusedHints: number;
  /** The URL a platform administrator opens to register a tool dynamically. */
  registrationLaunch(toolRegistrationUrl: string): string;
  /** Registers a tool by hand (manual registration); returns its client. */
  addClient(client: Omit<ToolClient, 'clientId' | 'deploymentId'> & Partial<Pick<ToolClient, 'clientId' | 'deploymentId'>>): ToolClient;
  addCourse(course: SimulatedCourse): SimulatedCourse;
  /**
   * Adds a link to a course as a teacher adding the activity by hand would; with `gradebook`, the platform makes
   * the activity's line item itself (as Moodle does for an activity with grades) and names it in launches.
   */
  addResourceLink(link: Omit<ResourceLink, 'custom'> & { custom?: Record<string, string>; gradebook?: { label: string; scoreMaximum: number } }): ResourceLink;
  /** The third-party login initiation URL the platform sends a user's browser (or frame) to. */
  loginInitiation(request: LaunchRequest): string;
  /** A page of the course that shows a launch in a frame (for browser tests). */
  coursePageUrl(request: LaunchRequest): string;
  /** Signs a token with the platform's key (to post forged requests in tests). */
  sign(payload: JWTPayload, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An auto-submitting form post (OIDC response_mode=form_post). */
function formPost(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html><body><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`;
}

/** Starts the simulator on a port (0: any free one) of 127.0.0.1. */
export async function startPlatformSimulator(options: { port?: number; host?: string } = {}): Promise<PlatformSimulator> {
  const keys = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const registrationTokens = new Set<string>();
  const pendingLaunches = new Map<string, LaunchRequest>();
  const usedHints = new Set<string>();
  const accessTokens = new Map<string, { clientId: string; scopes: string[] }>();
  const toolKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  let sequence = 0;

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: 'server_error', error_description: (error as Error).message }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const sim: PlatformSimulator = {
    url,
    issuer: url,
    clients: [],
    courses: new Map(),
    lineItems: [],
    scores: [],
    resourceLinks: [],
    tokenRequests: [],
    membershipRequests: [],
    deepLinkingResponses: [],
    refusedHints: 0,
    registrationLaunch(toolRegistrationUrl) {
      const token = randomUUID();
      registrationTokens.add(token);
      const target = new URL(toolRegistrationUrl);
      target.searchParams.set('openid_configuration', `${url}/.well-known/openid-configuration`);
      target.searchParams.set('registration_token', token);
      return target.toString();
    },
    addClient(client) {
      const added: ToolClient = { clientId: client.clientId ?? `client-${randomUUID()}`, deploymentId: client.deploymentId ?? `deployment-${sim.clients.length + 1}`, ...client };
      sim.clients.push(added);
      return added;
    },
    addCourse(course) {
      sim.courses.set(course.id, course);
      return course;
    },
    addResourceLink({ gradebook, ...link }) {
      const added: ResourceLink = { custom: {}, ...link };
      if (gradebook) {
        const lineItemId = String((sequence += 1));
        sim.lineItems.push({ id: lineItemId, courseId: link.courseId, label: gradebook.label, scoreMaximum: gradebook.scoreMaximum, resourceLinkId: link.id });
        added.lineItemId = lineItemId;
      }
      sim.resourceLinks.push(added);
      return added;
    },
    loginInitiation(launch) {
      const client = clientFor(launch.clientId);
      const hint = randomUUID();
      pendingLaunches.set(hint, launch);
      const target = new URL(client.loginUrl);
      target.searchParams.set('iss', url);
      target.searchParams.set('login_hint', launch.user);
      target.searchParams.set('target_link_uri', client.launchUrl);
      target.searchParams.set('lti_message_hint', hint);
      target.searchParams.set('client_id', client.clientId);
      target.searchParams.set('lti_deployment_id', client.deploymentId);
      return target.toString();
    },
    coursePageUrl(launch) {
      const hint = randomUUID();
      pendingLaunches.set(hint, launch);
      return `${url}/course-page?launch=${hint}`;
    },
    async sign(payload, signOptions = {}) {
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(signOptions.foreignKey ? foreign.privateKey : keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function clientFor(clientId?: string): ToolClient {
    const client = clientId ? sim.clients.find((candidate) => candidate.clientId === clientId) : sim.clients.at(-1);
    if (!client) throw new Error('No tool is registered with the platform simulator');
    return client;
  }

  function courseOf(id: string): SimulatedCourse {
    const course = sim.courses.get(id);
    if (!course) throw new Error(`No course ${id} in the platform simulator`);
    return course;
  }

  async function idTokenFor(launch: LaunchRequest, client: ToolClient, nonce: string): Promise<string> {
    const course = courseOf(launch.courseId);
    const member = course.members.find((candidate) => candidate.sub === launch.user);
    if (!member) throw new Error(`${launch.user} is not a member of ${course.id}`);
    const tamper = launch.tamper ?? {};
    const messageType = launch.messageType ?? RESOURCE_LINK_REQUEST;
    const link = sim.resourceLinks.find((candidate) => candidate.id === launch.resourceLinkId);
    const lineItem = link?.lineItemId ? sim.lineItems.find((item) => item.id === link.lineItemId) : undefined;
    const claims: Record<string, unknown> = {
      nonce: tamper.nonce ?? nonce,
      sub: member.sub,
      name: member.name,
      given_name: member.given_name,
      family_name: member.family_name,
      email: member.email,
      [CLAIM.messageType]: messageType,
      [CLAIM.version]: '1.3.0',
      [CLAIM.deploymentId]: tamper.deploymentId ?? client.deploymentId,
      [CLAIM.targetLinkUri]: link?.url ?? client.launchUrl,
      [CLAIM.roles]: member.roles,
      [CLAIM.context]: { id: course.id, title: course.title, label: course.label ?? course.id, type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'] },
      [CLAIM.launchPresentation]: { document_target: 'iframe', return_url: `${url}/course-page` },
      [CLAIM.nrps]: { context_memberships_url: `${url}/courses/${course.id}/memberships`, service_versions: ['2.0'] },
      [CLAIM.ags]: {
        scope: [SCOPE.lineItem, SCOPE.resultReadonly, SCOPE.score],
        lineitems: `${url}/courses/${course.id}/lineitems`,
        ...(lineItem ? { lineitem: `${url}/courses/${course.id}/lineitems/${lineItem.id}` } : {}),
      },
    };
    if (messageType === RESOURCE_LINK_REQUEST) {
      claims[CLAIM.resourceLink] = { id: launch.resourceLinkId ?? 'link-1', title: link?.title };
      if (link) claims[CLAIM.custom] = link.custom;
    } else {
      claims[CLAIM.deepLinkingSettings] = {
        deep_link_return_url: `${url}/deep-link-return?course=${encodeURIComponent(course.id)}`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        data: `dl-${randomUUID()}`,
      };
    }
    for (const omitted of tamper.omit ?? []) delete claims[omitted];
    const jwt = new SignJWT(claims as JWTPayload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(url)
      .setAudience(tamper.audience ?? client.clientId)
      .setIssuedAt(tamper.expiresIn !== undefined && tamper.expiresIn < 0 ? Math.floor(Date.now() / 1000) + tamper.expiresIn - 60 : undefined)
      .setExpirationTime(Math.floor(Date.now() / 1000) + (tamper.expiresIn ?? 300));
    return jwt.sign(tamper.foreignKey ? foreign.privateKey : keys.privateKey);
  }

  async function verifyAssertion(assertion: string, client: ToolClient): Promise<void> {
    let keySet = toolKeySets.get(client.jwksUrl);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(client.jwksUrl));
      toolKeySets.set(client.jwksUrl, keySet);
    }
    await jwtVerify(assertion, keySet, { issuer: client.clientId, subject: client.clientId, audience: `${url}/token`, algorithms: ['RS256'] });
  }

  function authorised(request: IncomingMessage, scope: string): { clientId: string } | undefined {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? accessTokens.get(token) : undefined;
    return grant && grant.scopes.includes(scope) ? grant : undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const path = requestUrl.pathname;
    const method = request.method ?? 'GET';

    if (path === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer: url,
        authorization_endpoint: `${url}/auth`,
        token_endpoint: `${url}/token`,
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['RS256'],
        jwks_uri: `${url}/jwks`,
        registration_endpoint: `${url}/register`,
        scopes_supported: ['openid', SCOPE.lineItem, SCOPE.score, SCOPE.resultReadonly, SCOPE.memberships],
        response_types_supported: ['id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
        'https://purl.imsglobal.org/spec/lti-platform-configuration': {
          product_family_code: 'simulator',
          version: '1.0',
          messages_supported: [{ type: RESOURCE_LINK_REQUEST }, { type: DEEP_LINKING_REQUEST }],
        },
      });
    }
    if (path === '/jwks') return json(response, 200, { keys: [publicJwk] });

    if (path === '/register' && method === 'POST') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !registrationTokens.delete(token)) return json(response, 401, { error: 'invalid_token' });
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const toolConfiguration = body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as { target_link_uri?: string } | undefined;
      const redirectUris = body['redirect_uris'] as string[] | undefined;
      if (typeof body['initiate_login_uri'] !== 'string' || typeof body['jwks_uri'] !== 'string' || !redirectUris?.length || !toolConfiguration?.target_link_uri) {
        return json(response, 400, { error: 'invalid_client_metadata' });
      }
      const client = sim.addClient({
        loginUrl: body['initiate_login_uri'],
        launchUrl: toolConfiguration.target_link_uri,
        jwksUrl: body['jwks_uri'],
        registration: body,
      });
      return json(response, 200, {
        client_id: client.clientId,
        ...body,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...toolConfiguration, deployment_id: client.deploymentId },
      });
    }

    if (path === '/auth') {
      const params = method === 'POST' ? new URLSearchParams(await readBody(request)) : requestUrl.searchParams;
      const client = sim.clients.find((candidate) => candidate.clientId === params.get('client_id'));
      const hint = params.get('lti_message_hint') ?? '';
      const launch = pendingLaunches.get(hint);
      const redirectUri = params.get('redirect_uri') ?? '';
      const registeredUris = (client?.registration?.['redirect_uris'] as string[] | undefined) ?? [client?.launchUrl];
      if (!client || !registeredUris.includes(redirectUri)) return json(response, 400, { error: 'invalid_client' });
      if (params.get('scope') !== 'openid' || params.get('response_type') !== 'id_token' || params.get('response_mode') !== 'form_post' || !params.get('nonce')) {
        return json(response, 400, { error: 'invalid_request' });
      }
      if (!launch && usedHints.has(hint)) {
        // Moodle's answer to a launch it has already given (its stored launch is gone): "Invalid request".
        sim.refusedHints += 1;
        response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><html><body><h1>Invalid request</h1></body></html>');
        return;
      }
      if (!launch || launch.user !== params.get('login_hint')) return json(response, 400, { error: 'login_required' });
      pendingLaunches.delete(hint);
      usedHints.add(hint);
      const idToken = await idTokenFor(launch, client, params.get('nonce')!);
      sim.lastIdToken = idToken;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(formPost(redirectUri, { id_token: idToken, state: params.get('state') ?? '' }));
      return;
    }

    if (path === '/token' && method === 'POST') {
      const params = new URLSearchParams(await readBody(request));
      const assertion = params.get('client_assertion') ?? '';
      let clientId: string | undefined;
      try {
        clientId = JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString('utf8')).iss as string;
      } catch {
        return json(response, 400, { error: 'invalid_request' });
      }
      const client = sim.clients.find((candidate) => candidate.clientId === clientId);
      if (params.get('grant_type') !== 'client_credentials' || params.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' || !client) {
        return json(response, 400, { error: 'invalid_client' });
      }
      try {
        await verifyAssertion(assertion, client);
      } catch {
        return json(response, 401, { error: 'invalid_client' });
      }
      const scope = params.get('scope') ?? '';
      sim.tokenRequests.push({ clientId: client.clientId, scope });
      const token = randomUUID();
      accessTokens.set(token, { clientId: client.clientId, scopes: scope.split(' ') });
      return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
    }

    const lineItems = /^\/courses\/([^/]+)\/lineitems$/.exec(path);
    if (lineItems) {
      const courseId = decodeURIComponent(lineItems[1]!);
      if (method === 'GET') {
        if (!authorised(request, SCOPE.lineItem)) return json(response, 401, { error: 'invalid_token' });
        const linkId = requestUrl.searchParams.get('resource_link_id');
        const items = sim.lineItems.filter((item) => item.courseId === courseId && (!linkId || item.resourceLinkId === linkId));
        return json(response, 200, items.map((item) => ({ ...item, id: `${url}/courses/${courseId}/lineitems/${item.id}` })), 'application/vnd.ims.lis.v2.lineitemcontainer+json');
      }
      if (!authorised(request, SCOPE.lineItem)) return json(response, 401, { error: 'invalid_token' });
      const body = JSON.parse(await readBody(request)) as Omit<RecordedLineItem, 'id' | 'courseId'>;
      const item = { ...body, id: String((sequence += 1)), courseId };
      sim.lineItems.push(item);
      return json(response, 201, { ...item, id: `${url}/courses/${courseId}/lineitems/${item.id}` }, 'application/vnd.ims.lis.v2.lineitem+json');
    }

    const scores = /^\/courses\/([^/]+)\/lineitems\/([^/]+)\/scores$/.exec(path);
    if (scores && method === 'POST') {
      if (!authorised(request, SCOPE.score)) return json(response, 401, { error: 'invalid_token' });
      if (sim.failScoresWith) return json(response, sim.failScoresWith, { error: 'gradebook unavailable' });
      const item = sim.lineItems.find((candidate) => candidate.id === decodeURIComponent(scores[2]!));
      if (!item) return json(response, 404, { error: 'no such line item' });
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return json(response, 415, { error: 'score media type expected' });
      const score = JSON.parse(await readBody(request)) as RecordedScore;
      sim.scores.push({ ...score, lineItemId: item.id });
      response.writeHead(204).end();
      return;
    }

    const memberships = /^\/courses\/([^/]+)\/memberships$/.exec(path);
    if (memberships && method === 'GET') {
      if (!authorised(request, SCOPE.memberships)) return json(response, 401, { error: 'invalid_token' });
      const course = courseOf(decodeURIComponent(memberships[1]!));
      sim.membershipRequests.push(course.id);
      // Moodle lists the active enrolments only: a suspended or unenrolled member is absent, not marked.
      const active = course.members.filter((member) => (member.status ?? 'Active') === 'Active');
      const size = sim.membershipPageSize ?? active.length;
      const pageNumber = Number(requestUrl.searchParams.get('page') ?? '1');
      const members = active.slice((pageNumber - 1) * size, pageNumber * size);
      if (pageNumber * size < active.length) response.setHeader('link', `<${url}${path}?page=${pageNumber + 1}>; rel="next"`);
      return json(
        response,
        200,
        {
          id: `${url}${path}`,
          context: { id: course.id, label: course.label ?? course.id, title: course.title },
          members: members.map((member) => ({
            status: 'Active',
            name: member.name,
            given_name: member.given_name,
            family_name: member.family_name,
            email: member.email,
            user_id: member.sub,
            roles: member.roles,
          })),
        },
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      );
    }

    if (path === '/deep-link-return' && method === 'POST') {
      const params = new URLSearchParams(await readBody(request));
      const courseId = requestUrl.searchParams.get('course') ?? '';
      const jwt = params.get('JWT') ?? '';
      const unverified = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: string };
      const client = sim.clients.find((candidate) => candidate.clientId === unverified.iss);
      if (!client) return json(response, 400, { error: 'unknown client' });
      let keySet = toolKeySets.get(client.jwksUrl);
      if (!keySet) {
        keySet = createRemoteJWKSet(new URL(client.jwksUrl));
        toolKeySets.set(client.jwksUrl, keySet);
      }
      const { payload } = await jwtVerify(jwt, keySet, { issuer: client.clientId, audience: url, algorithms: ['RS256'] });
      sim.deepLinkingResponses.push(payload);
      const items = (payload[CLAIM.contentItems] as { type: string; title: string; url?: string; custom?: Record<string, string>; lineItem?: { scoreMaximum: number; label?: string; resourceId?: string } }[]) ?? [];
      for (const item of items) {
        const linkId = `link-${(sequence += 1)}`;
        let lineItemId: string | undefined;
        if (item.lineItem) {
          lineItemId = String((sequence += 1));
          sim.lineItems.push({ id: lineItemId, courseId, label: item.lineItem.label ?? item.title, scoreMaximum: item.lineItem.scoreMaximum, resourceLinkId: linkId, ...(item.lineItem.resourceId ? { resourceId: item.lineItem.resourceId } : {}) });
        }
        sim.resourceLinks.push({ id: linkId, courseId, title: item.title, ...(item.url ? { url: item.url } : {}), custom: item.custom ?? {}, ...(lineItemId ? { lineItemId } : {}) });
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><body><h1>Course updated</h1><p id="placed">${items.map((item) => escapeHtml(item.title)).join(', ')}</p></body></html>`);
      return;
    }

    if (path === '/course-page') {
      const hint = requestUrl.searchParams.get('launch');
      const launch = hint ? pendingLaunches.get(hint) : undefined;
      if (!launch) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><html><body><h1>Course</h1></body></html>');
        return;
      }
      const login = sim.loginInitiation(launch);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><head><title>${escapeHtml(courseOf(launch.courseId).title)}</title></head><body style="margin:0;font-family:sans-serif">` +
          `<header style="padding:8px 16px;background:#2d3b45;color:#fff">${escapeHtml(courseOf(launch.courseId).title)}</header>` +
          `<iframe id="tool" title="Assess" src="${escapeHtml(login)}" allow="clipboard-write" style="border:0;width:100%;height:calc(100vh - 40px)"></iframe></body></html>`,
      );
      return;
    }

    json(response, 404, { error: 'not_found' });
  }

  return sim;
}

/** The hidden fields and action of the first form of a page (the platform's and the tool's auto-posting forms). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('The page has no form');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)) fields[unescape(match[1]!)] = unescape(match[2]!);
  return { action: unescape(action), fields };
}
