import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { platformsToAdopt, type Database } from './repository.js';

// ltijs 5.9.9 does the LTI 1.3 protocol: the OpenID login, the id token's checks, the platforms' keys and the tool's
// key set, deep-linking answers, and the AGS and NRPS services with their access tokens. Its types (@types/ltijs)
// lag 5.x, so the part used here is declared below.
const require = createRequire(import.meta.url);

/** What ltijs keeps of a launch, and what its services take to reach the platform again. */
export interface LtijsToken {
  iss: string;
  clientId: string;
  deploymentId?: string;
  user?: string;
  platformContext: {
    endpoint?: { lineitems?: string; lineitem?: string; scope?: string[] };
    namesRoles?: { context_memberships_url: string };
    resource?: { id: string };
    deepLinkingSettings?: { deep_link_return_url: string; accept_types?: string[]; accept_multiple?: boolean; data?: string };
  };
}

/** An access token of a platform's OAuth 2 token endpoint, as ltijs keeps it. */
export interface LtijsAccessToken {
  access_token: string;
  token_type: string;
}

interface LtijsPlatform {
  platformId(): Promise<string>;
  platformAccessToken(scopes: string): Promise<LtijsAccessToken>;
  delete(): Promise<unknown>;
}

type Handler = (req: LtijsRequest, res: LtijsResponse, next: () => void) => unknown;
export type LtijsRequest = IncomingMessage & {
  body?: unknown;
  query?: Record<string, unknown>;
  path: string;
  outcome?: (outcome: LtijsOutcome) => void;
  /** The response's headers before ltijs's app saw it: the server's own security headers. */
  serverHeaders?: Record<string, unknown>;
};
export type LtijsResponse = ServerResponse & { locals: { token?: LtijsToken; err?: { details?: { message?: string } } } };

export interface LtijsProvider {
  setup(key: string, database: { plugin: unknown }, options: Record<string, unknown>): LtijsProvider;
  close(options: { silent: true }): Promise<true>;
  app: ((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void) & { handle?: unknown };
  onConnect(callback: (token: LtijsToken, req: LtijsRequest, res: LtijsResponse) => unknown): true;
  onDeepLinking(callback: (token: LtijsToken, req: LtijsRequest, res: LtijsResponse) => unknown): true;
  onInvalidToken(callback: (req: LtijsRequest, res: LtijsResponse) => unknown): true;
  onUnregisteredPlatform(callback: (req: LtijsRequest, res: LtijsResponse) => unknown): true;
  onInactivePlatform(callback: (req: LtijsRequest, res: LtijsResponse) => unknown): true;
  registerPlatform(platform: {
    url: string;
    name: string;
    clientId: string;
    authenticationEndpoint: string;
    accesstokenEndpoint: string;
    authConfig: { method: 'JWK_SET'; key: string };
  }): Promise<LtijsPlatform>;
  getPlatform(url: string, clientId: string): Promise<LtijsPlatform | false>;
  deletePlatform(url: string, clientId: string): Promise<true>;
  Grade: {
    getLineItems(token: LtijsToken, options: { resourceLinkId?: boolean }, accessToken?: LtijsAccessToken): Promise<{ lineItems: { id: string }[] }>;
    createLineItem(token: LtijsToken, item: Record<string, unknown>, options?: { resourceLinkId?: boolean }, accessToken?: LtijsAccessToken): Promise<{ id: string }>;
    submitScore(token: LtijsToken, lineItemId: string, score: Record<string, unknown>): Promise<unknown>;
  };
  NamesAndRoles: {
    getMembers(token: LtijsToken, options: { pages: false }): Promise<{ members: Record<string, unknown>[] }>;
  };
  DeepLinking: {
    createDeepLinkingMessage(token: LtijsToken, items: Record<string, unknown>[], options?: Record<string, unknown>): Promise<string>;
  };
}

/** What happened to a request ltijs handled: a verified launch, or why it was refused. */
export type LtijsOutcome =
  | { kind: 'launch'; token: LtijsToken }
  | { kind: 'invalid'; reason: string }
  | { kind: 'unregistered'; issuer: string }
  | { kind: 'inactive' };

export interface LtiEngineOptions {
  /** Signs ltijs's cookies and encrypts the platforms' keys and access tokens at rest. */
  secret: string;
  databaseUrl?: string;
}

/** One ltijs provider of this server (or worker), on the server's own database, started on first use. */
export interface LtiEngine {
  provider(): Promise<LtijsProvider>;
  /** Passes one request to ltijs's app (login, launch, key set) and says what it made of it. */
  handle(req: LtijsRequest, res: ServerResponse): Promise<LtijsOutcome | undefined>;
  close(): Promise<void>;
}

// The routes of ltijs's app: Assess hands it the login, the launch and the key set (dynamic registration is Assess's
// own, since ltijs's does not keep the deployment ID the platform answers with).
export const LTI_PATHS = { login: '/lti/login', launch: '/lti/launch', keyset: '/lti/jwks' } as const;

/**
 * `require('ltijs').Provider` is one instance per process, and its setup refuses a second call. Its state is all in
 * the instance's private fields (and its helpers are static), so each server makes an instance of its own from the
 * same class: the test suites start several servers, on PGlite and on PostgreSQL, in one process.
 */
function newProvider(): LtijsProvider {
  const singleton = (require('ltijs') as { Provider: { constructor: new () => LtijsProvider } }).Provider;
  return new singleton.constructor();
}

type SequelizeDatabase = new (database: string, user: string, pass: string, options: Record<string, unknown>) => LtijsDatabase;

/** ltijs-sequelize on PostgreSQL directly, or on PGlite through a socket served in this process from the same database. */
interface LtijsDatabase {
  setup(): Promise<void>;
}

async function ltijsDatabase(db: Database, databaseUrl: string | undefined): Promise<{ plugin: LtijsDatabase; stop(): Promise<void> }> {
  const LtijsSequelize = require('ltijs-sequelize') as SequelizeDatabase;
  const common = { dialect: 'postgres', logging: false };
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const plugin = new LtijsSequelize(decodeURIComponent(url.pathname.slice(1)), decodeURIComponent(url.username), decodeURIComponent(url.password), {
      ...common,
      host: url.hostname,
      port: Number(url.port || 5432),
      pool: { max: 2, min: 0 },
    });
    return { plugin, stop: async () => {} };
  }
  if (!db.pglite) throw new Error('The embedded database is not available to the LTI provider.');
  // A Unix socket in a folder only this user may open (mkdtemp makes it 0700): the embedded database asks no
  // password, so it is not offered on a port any local process could reach. pg finds it as <folder>/.s.PGSQL.<port>.
  const folder = await mkdtemp(join(tmpdir(), 'assess-lti-'));
  // One client at a time: PGlite runs one query at a time, and a second connection would only wait its turn.
  // The server accepts two so that a connection the pool replaces can close while the next one opens.
  const socket = new PGLiteSocketServer({ db: db.pglite, path: join(folder, '.s.PGSQL.5432'), maxConnections: 2 });
  await socket.start();
  const plugin = new LtijsSequelize('postgres', 'postgres', 'postgres', {
    ...common,
    host: folder,
    port: 5432,
    pool: { max: 1, min: 0, idle: 3_600_000 },
  });
  return {
    plugin,
    stop: async () => {
      await socket.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// The headers ltijs's app sets with helmet (Utils/Server.js): its COOP same-origin would cut a window opened from the
// course frame off from it, and its HSTS and policies are not the server's. The server's own stand.
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Fits ltijs's app to the server (its serverAddon runs after ltijs's own middleware): the server's security headers
 * are put back; and the cookies ltijs sets (the login's state) reach the launch in a course frame only as
 * `Secure; SameSite=None; Partitioned`: ltijs sets the first two, and Partitioned (which 5.9.9 no longer sets) is
 * added here.
 */
function fitToServer(app: { use(handler: Handler): void }): void {
  app.use((req, res, next) => {
    for (const name of HELMET_HEADERS) {
      const own = req.serverHeaders?.[name];
      if (own === undefined) res.removeHeader(name);
      else res.setHeader(name, own as string | string[]);
    }
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() === 'set-cookie') {
        const cookies = (Array.isArray(value) ? value : [String(value)]) as string[];
        return setHeader(name, cookies.map((cookie) => (/;\s*Partitioned/i.test(cookie) ? cookie : `${cookie}; Partitioned`)));
      }
      return setHeader(name, value);
    };
    next();
  });
}

/**
 * Registers with ltijs each platform Assess knows and ltijs does not (those registered before ltijs kept them):
 * ltijs makes the platform's key pair, which the platform reads from the tool's key set URL at its next launch.
 */
async function adoptPlatforms(db: Database, provider: LtijsProvider): Promise<void> {
  for (const row of await platformsToAdopt(db)) {
    if (await provider.getPlatform(row.issuer, row.client_id)) continue;
    await provider.registerPlatform({
      url: row.issuer,
      name: row.name,
      clientId: row.client_id,
      authenticationEndpoint: row.auth_url,
      accesstokenEndpoint: row.token_url,
      authConfig: { method: 'JWK_SET', key: row.jwks_url },
    });
  }
}

/** The LTI provider of a server or worker process with this configuration: every process of one Assess alike. */
export function ltiEngineFor(config: { jwtSecret: string; databaseUrl?: string | undefined }, db: Database): LtiEngine {
  return createLtiEngine(db, { secret: `${config.jwtSecret}:ltijs`, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
}

export function createLtiEngine(db: Database, options: LtiEngineOptions): LtiEngine {
  let started: Promise<{ provider: LtijsProvider; stop(): Promise<void> }> | undefined;

  async function start() {
    const database = await ltijsDatabase(db, options.databaseUrl);
    const provider = newProvider();
    provider.setup(options.secret, { plugin: database.plugin }, {
      appRoute: LTI_PATHS.launch,
      loginRoute: LTI_PATHS.login,
      keysetRoute: LTI_PATHS.keyset,
      // The tool answers launches itself, in the same request (no redirect with an ltik), and gives the user an
      // Assess session; ltijs's own session cookie is not needed. The state cookie is still required.
      ltiaas: true,
      cors: false,
      cookies: { secure: true, sameSite: 'None' },
      // A launch token is accepted for a minute after the platform issued it (expiry is checked besides).
      tokenMaxAge: 60,
      serverAddon: fitToServer,
    });
    const settle = (req: LtijsRequest, outcome: LtijsOutcome) => req.outcome?.(outcome);
    provider.onConnect((token, req) => settle(req, { kind: 'launch', token }));
    provider.onDeepLinking((token, req) => settle(req, { kind: 'launch', token }));
    provider.onInvalidToken((req, res) => settle(req, { kind: 'invalid', reason: res.locals.err?.details?.message ?? 'INVALID_TOKEN' }));
    provider.onUnregisteredPlatform((req) => {
      const params = { ...(req.query ?? {}), ...((req.body as Record<string, unknown> | undefined) ?? {}) };
      settle(req, { kind: 'unregistered', issuer: String(params['iss'] ?? '') });
    });
    provider.onInactivePlatform((req) => settle(req, { kind: 'inactive' }));
    // What deploy({ serverless: true }) does, without the rest of it: deploy also exits the process when the database
    // cannot be set up, and on SIGINT (Provider.deploy in ltijs 5.9.9), which would cut short the server's own
    // shutdown. The setup makes ltijs's tables (sync and its migrations) and its hourly clean-up of old records.
    try {
      await database.plugin.setup();
      await adoptPlatforms(db, provider);
    } catch (error) {
      await provider.close({ silent: true }).catch(() => undefined);
      await database.stop();
      throw error;
    }
    return { provider, stop: database.stop };
  }

  // A start that failed (the database unreachable for a moment) is tried again by the next LTI request.
  const ready = () =>
    (started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));

  return {
    provider: async () => (await ready()).provider,
    async handle(req, res) {
      const { provider } = await ready();
      return new Promise<LtijsOutcome | undefined>((resolve, reject) => {
        req.outcome = resolve;
        req.serverHeaders = { ...res.getHeaders() };
        // ltijs answers the login (a redirect) and the key set itself: the request ends with the response.
        res.once('finish', () => resolve(undefined));
        provider.app(req, res, (error) => (error ? reject(error) : resolve(undefined)));
      });
    },
    async close() {
      const running = await started?.catch(() => undefined);
      if (!running) return;
      await running.provider.close({ silent: true });
      await running.stop();
    },
  };
}
