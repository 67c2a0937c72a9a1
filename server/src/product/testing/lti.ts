/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the tool's pages, checked by the tests */
// A browser's part in LTI launches, over HTTP, for the tests of the launcher and the attacks on it: the platform
// simulator plays the learning platform, these helpers play the browser (its cookies passed by hand).
import { expect } from 'vitest';
import { formOf, type LaunchRequest, type PlatformSimulator } from '@assess/lti/testing';
import type { TestServer } from '../../testing/harness.js';
import { call, type TestUser } from './server.js';

export const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
export const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

export interface Launch {
  status: number;
  html: string;
  headers?: Headers;
  /** The launch page's data (the session and screen it opens), when it opened one. */
  data?: any;
  /** The cookies the answer set, as a browser sends them back (`name=value`). */
  cookies: string[];
}

/** The `name=value` pairs of the cookies an answer sets. */
export const cookiesOf = (response: Response): string[] => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/**
 * A browser's login at the tool, over HTTP: the tool first checks that the browser keeps its cookie (a redirect to
 * itself with a cookie), then redirects to the platform's authorisation endpoint with the login's state cookie.
 * `keepsCookies: false` is a browser refusing the tool's cookies (a cross-site frame with third-party cookies blocked).
 */
export async function startLogin(url: string, options: { keepsCookies?: boolean } = {}): Promise<Response> {
  const first = await fetch(url, { redirect: 'manual' });
  if (first.status !== 303) return first;
  const check = first.headers.get('set-cookie') ?? '';
  expect(check).toMatch(/; Secure; SameSite=None; Partitioned$/);
  return fetch(first.headers.get('location')!, { redirect: 'manual', headers: options.keepsCookies === false ? {} : { cookie: check.split(';')[0]! } });
}

/**
 * A browser's part in a launch, over HTTP: the platform sends it to the tool's login URL, the tool redirects to the
 * platform's authorisation endpoint with a cookie, the platform's page posts the id token back to the tool.
 */
export async function launch(sim: PlatformSimulator, request: LaunchRequest): Promise<Launch> {
  const login = await startLogin(sim.loginInitiation(request));
  if (login.status !== 302) return { status: login.status, html: await login.text(), cookies: [] };
  const cookie = login.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/; Secure; SameSite=None; Partitioned$/);
  const authorised = await fetch(login.headers.get('location')!);
  const form = formOf(await authorised.text());
  return post(form.action, form.fields, cookie.split(';')[0]);
}

export async function post(action: string, fields: Record<string, string>, cookie?: string): Promise<Launch> {
  const response = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const json = /<script type="application\/json" id="(?:launch|picker)">(.*?)<\/script>/s.exec(html)?.[1];
  return { status: response.status, html, headers: response.headers, cookies: cookiesOf(response), ...(json ? { data: JSON.parse(json) } : {}) };
}

/** The user a launch signed in, as the product API's helpers take it. */
export const userOf = (opened: Launch): TestUser => ({ id: opened.data.userId ?? '', email: '', token: opened.data.accessToken });

/** The code of a refusal page. */
export const refusal = (opened: Launch) => /data-code="([a-z_]+)"/.exec(opened.html)?.[1];

/** The link token a launch page offers its platform user (in the fragment of its "Use your own account" address). */
export const linkTokenOf = (opened: Launch): string => String(opened.data.accountLinkUrl).split('#')[1]!;

/** Registers the simulated platform with the tool, as an administrator's one-time link and the platform do. */
export async function registerPlatform(t: TestServer, admin: TestUser, sim: PlatformSimulator): Promise<void> {
  const link = await call(t, admin, 'POST', '/api/lti/registration-links');
  const registered = await fetch(sim.registrationLaunch(link.body.url));
  expect(registered.status).toBe(200);
}

/**
 * What the account-link page does, as requests: the launch's frame hands the link over (with the cookie the launch
 * set in that frame) to the window it opens, which claims it (and gets that window's own cookie), shows whose
 * course account it is, and confirms with the signed-in owner's session.
 */
export interface AccountLinkRequests {
  /** The frame's request for a one-time code to hand to the link window. */
  handOff(token: string, cookies: string[]): Promise<{ status: number; body: any }>;
  /** The link window's claim of the link with that code: the course account it names, and the window's cookie. */
  claim(token: string, code: string, cookies?: string[]): Promise<{ status: number; body: any; cookies: string[] }>;
  /** The owner's confirmation, with the link window's cookies. */
  confirm(owner: TestUser | null, token: string, cookies: string[]): Promise<{ status: number; body: any }>;
}

export function accountLinkRequests(t: TestServer): AccountLinkRequests {
  const origin = new URL(t.url).origin;
  const send = async (path: string, body: unknown, cookies: string[], token?: string) => {
    const response = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, cookies: cookiesOf(response) };
  };
  return {
    handOff: (token, cookies) => send('/lti/link/handoff', { token }, cookies),
    claim: (token, code, cookies = []) => send('/lti/link/claim', { token, code }, cookies),
    confirm: (owner, token, cookies) => send('/api/lti/account-link', { token }, cookies, owner?.token),
  };
}
