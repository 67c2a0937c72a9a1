import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from '../config/index.js';
import { openDatabase, type Database } from '../db/index.js';
import { authPlugin } from '../auth/plugin.js';
import type { AuthContext, AuthHooks, ServerPlugin } from '../auth/context.js';
import { TokenSigner } from '../auth/tokens.js';
import { createMailer, type MailTransport } from '../mail/mailer.js';
import { registerDevMailRoutes } from '../mail/dev-routes.js';
import { registerRestRoutes } from '../rest/routes.js';
import { registerRoleRoutes } from '../roles/routes.js';
import { registerStaffRoutes } from '../roles/staff.js';
import { seedDemo } from '../demo/seed.js';
import { registerInputGuard } from './input-guard.js';
import { registerSecurityHeaders } from './security-headers.js';
import { LiveSessions } from '../auth/live-sessions.js';
import { RateLimiter } from '../guards/rate-limit.js';
import { registerEtags } from './etag.js';
import { registerServerTiming } from './server-timing.js';
import { DataChanges } from './data-changes.js';
import { registerStatic } from './static.js';

export interface ServerOptions {
  /** Where log lines go (a stream of JSON lines); standard output when not given. */
  logStream?: NodeJS.WritableStream;
  /** Sends mail instead of SMTP (tests). */
  mailTransport?: MailTransport;
  hooks?: AuthHooks;
  /** Create the demo accounts even on PostgreSQL (tests); by default only the embedded database gets them. */
  seedDemo?: boolean;
  /** Routes of other parts of the product (/api), registered after the auth routes. */
  plugins?: ServerPlugin[];
}

export interface AssessServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  ctx: AuthContext;
  /** Supabase's public key for browsers (role anon) and the server-only key (role service_role). */
  anonKey: string;
  serviceRoleKey: string;
  demoSeeded: boolean;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Headers supabase-js (auth, PostgREST, tracing) sends across origins. */
export const CORS_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
  // Conditional reads: the client sends back the ETag of the answer it holds.
  'if-none-match',
  // Resumable uploads (tus), as Supabase Storage takes them.
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
  'upload-defer-length',
  'upload-concat',
  'x-upsert',
  'x-http-method-override',
  'x-requested-with',
];

function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  // Links and callbacks carry one-time tokens in the query: keep them out of the logs.
  return url.startsWith('/auth/') ? url.split('?')[0] : url;
}

/** Fastify's form of TRUST_PROXY: a hop count believes that many proxies, counted from this server outwards. */
function trustedProxies(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<AssessServer> {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: withoutQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  const app = Fastify({ logger, trustProxy: trustedProxies(config.trustProxy), bodyLimit: 1_048_576 });
  // supabase-js sends a JSON content type with an empty body on some calls (logout): read that as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  registerInputGuard(app);
  registerSecurityHeaders(app, config);

  const db = await openDatabase(config);
  const signer = new TokenSigner(config.jwtSecret, `${config.publicUrl}/auth/v1`);
  const ctx: AuthContext = {
    config,
    db,
    signer,
    mailer: createMailer(config, db, app.log, options.mailTransport),
    limiter: new RateLimiter(db),
    liveSessions: new LiveSessions(db),
    hooks: options.hooks ?? {},
    log: app.log,
  };
  await ctx.liveSessions.start();
  const dataChanges = new DataChanges(db);
  await dataChanges.start();
  registerEtags(app, ctx, dataChanges, config.answerMemoryMb);
  if (config.serverTiming) registerServerTiming(app, db);

  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['etag', 'content-range', 'x-supabase-api-version', 'x-total-count', 'location', 'upload-offset', 'upload-length', 'tus-resumable', 'tus-version', 'tus-max-size', 'tus-extension'],
    maxAge: 86_400,
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  const [anonKey, serviceRoleKey] = await Promise.all([signer.apiKey('anon'), signer.apiKey('service_role')]);
  // What a browser needs to reach this server: served at run time, so one build fits every install.
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { supabaseUrl: config.publicUrl, supabaseAnonKey: anonKey, apiBaseUrl: config.publicUrl, googleEnabled: Boolean(config.google) };
  });
  await app.register((scope) => authPlugin(scope, ctx), { prefix: '/auth/v1' });
  registerRestRoutes(app, ctx);
  await registerRoleRoutes(app, ctx);
  await registerStaffRoutes(app, ctx);
  if (config.devFeatures) registerDevMailRoutes(app, db, config);
  for (const plugin of options.plugins ?? []) await plugin(app, ctx);
  await registerStatic(app, config.hostDist, config.elementsDist);

  let demoSeeded = false;
  if (config.devFeatures && (options.seedDemo ?? !config.databaseUrl)) demoSeeded = await seedDemo(db, app.log);
  if (demoSeeded) {
    // More demo data is a nicety: the server starts without it rather than not at all.
    await ctx.hooks.onDemoSeeded?.(ctx).catch((error: unknown) => app.log.error({ err: error }, 'demo history not created'));
  }

  let closed = false;
  return {
    app,
    db,
    config,
    ctx,
    anonKey,
    serviceRoleKey,
    demoSeeded,
    async listen() {
      return app.listen({ port: config.port, host: config.host });
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await ctx.liveSessions.stop();
      await dataChanges.stop();
      await db.close();
    },
  };
}
