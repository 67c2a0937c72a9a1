import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { ToolKey } from './keys.js';
import type { Platform } from './messages.js';

/** A call to a platform's service (token, line items, scores, memberships) that failed, with what it answered. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

async function failure(what: string, response: Response): Promise<ServiceError> {
  const body = (await response.text().catch(() => '')).slice(0, 300);
  return new ServiceError(`${what}: ${response.status} ${response.statusText}${body ? ` ${body}` : ''}`, response.status);
}

async function send(what: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ServiceError(`${what}: ${(error as Error).message}`);
  }
  if (!response.ok) throw await failure(what, response);
  return response;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/**
 * An access token for the platform's services: the OAuth 2 client-credentials grant with a JWT client assertion
 * signed by the tool's key (LTI Security Framework). Kept until a minute before it expires.
 */
export async function serviceToken(platform: Platform, key: ToolKey, scopes: readonly string[]): Promise<string> {
  const cacheKey = `${platform.id} ${[...scopes].sort().join(' ')}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(key.privateKey);
  const response = await send('The platform refused a service token', platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }),
  });
  const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new ServiceError('The platform answered the token request without an access token');
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  tokens.set(cacheKey, { token: body.access_token, expiresAt: Date.now() + expiresIn * 1000 });
  return body.access_token;
}

/** A line item's URL with a path segment added before its query (AGS: `{lineitem}/scores`). */
function withSegment(url: string, segment: string): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname.replace(/\/$/, '')}/${segment}`;
  return parsed.toString();
}

export interface LineItem {
  id: string;
  scoreMaximum: number;
  label: string;
  resourceId?: string;
  resourceLinkId?: string;
}

/** The line item of a resource link: the one the platform lists for it, else a new one (AGS 2.0). */
export async function ensureLineItem(
  lineitemsUrl: string,
  token: string,
  wanted: { label: string; scoreMaximum: number; resourceId: string; resourceLinkId: string },
): Promise<LineItem> {
  const listUrl = new URL(lineitemsUrl);
  listUrl.searchParams.set('resource_link_id', wanted.resourceLinkId);
  const existing = (await (
    await send('The platform did not list its line items', listUrl.toString(), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
    })
  ).json()) as LineItem[];
  const found = existing.find((item) => item.resourceLinkId === wanted.resourceLinkId);
  if (found) return found;
  const response = await send('The platform did not create a line item', lineitemsUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v2.lineitem+json', accept: 'application/vnd.ims.lis.v2.lineitem+json' },
    body: JSON.stringify(wanted),
  });
  return (await response.json()) as LineItem;
}

export interface Score {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  comment?: string;
  activityProgress: 'Initialized' | 'Started' | 'InProgress' | 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded' | 'Pending' | 'PendingManual' | 'Failed' | 'NotReady';
  timestamp: string;
}

/** Posts a score to a line item (AGS 2.0 score publish service). */
export async function postScore(lineitemUrl: string, token: string, score: Score): Promise<void> {
  await send('The platform refused the score', withSegment(lineitemUrl, 'scores'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
    body: JSON.stringify(score),
  });
}

export interface Member {
  user_id: string;
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  roles: string[];
}

/** Every member of a course (NRPS 2.0), following the `next` links of a paged answer. */
export async function fetchMembers(membershipsUrl: string, token: string): Promise<{ members: Member[]; contextTitle?: string }> {
  const members: Member[] = [];
  let contextTitle: string | undefined;
  let next: string | undefined = membershipsUrl;
  for (let page = 0; next && page < 100; page += 1) {
    const response: Response = await send('The platform did not list the course members', next, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' },
    });
    const body = (await response.json()) as { context?: { title?: string }; members?: Member[] };
    contextTitle ??= body.context?.title;
    members.push(...(body.members ?? []));
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return { members, ...(contextTitle ? { contextTitle } : {}) };
}
