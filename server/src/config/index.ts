import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllowEntry } from './allow-list.js';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer; Google's unless a stand-in is configured. */
  issuer: string;
}

export interface RateLimitConfig {
  /**
   * Requests a client address may make to the sign-up and recovery endpoints per window; for sign-ins and e-mail
   * links, the failures it may have besides one for each account signed in from it.
   */
  perIp: number;
  /** Sign-ins and e-mail links a client address may use per window, failed or not. */
  signInsPerIp: number;
  /** Failed password sign-ins one e-mail address may have per window. */
  perAddress: number;
  windowSeconds: number;
  /** Seconds an address must wait between two e-mails of the same kind. */
  emailFrequencySeconds: number;
  /** E-mails the whole server sends per hour. */
  emailsPerHour: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, which MinIO and most self-hosted stores need (on whenever an endpoint is given). */
  forcePathStyle: boolean;
}

export interface JobsConfig {
  /** Whether this process runs the grading and creation workers; off leaves the work to `npm run worker`. */
  workers: boolean;
  /** How often the queue looks for jobs whose worker stopped sending heartbeats, seconds. */
  superviseSeconds: number;
  /** A job whose worker sends no heartbeat for this long is retried, seconds (at least 10). */
  heartbeatSeconds: number;
  /** How often an idle worker asks for a job, seconds (on PostgreSQL a new job also wakes it at once). */
  pollingSeconds: number;
  /** How many jobs of a queue this process works on at once; defaults to its CPU cores (see loadWorkerConfig). */
  concurrency: number;
  /** A pause before a job starts, milliseconds; lets demonstrations watch the pending state. */
  pendingDelayMs: number;
  /** A pause once a job is processing, milliseconds; lets demonstrations watch the processing state. */
  delayMs: number;
}

export interface GraderConfig {
  /** offline (the built-in marker), openai, or auto: the AI provider when its settings are complete. */
  provider: 'offline' | 'openai' | 'auto';
  /** The grader's own variables (GRADER_*, OPENAI_*, AZURE_OPENAI_*), handed to it as they are. */
  settings: Record<string, string>;
  /** Text recognition's limits for each paper (ASSESS_OCR_PAGES_PER_PAPER, ASSESS_OCR_SECONDS_PER_PAPER). */
  ocr: { pagesPerPaper: number; secondsPerPaper: number };
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  siteUrl: string;
  redirectAllowList: string[];
  databaseUrl?: string;
  /** The most connections this process's queries hold to PostgreSQL at once (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * How many megabytes of read answers a server keeps to answer the same caller's same read again while no write has
   * happened anywhere (ASSESS_ANSWER_MEMORY_MB); 0 keeps none, and every read is computed.
   */
  answerMemoryMb: number;
  /** Each read under /api says in a Server-Timing header where its time went (ASSESS_SERVER_TIMING, off by default). */
  serverTiming: boolean;
  dataDir: string;
  jwtSecret: string;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  /** A session's absolute lifetime in seconds, whatever its refreshes; 0 keeps sessions until sign-out (Supabase's default). */
  sessionTimeboxSeconds: number;
  /** How long links sent by e-mail stay valid. */
  mailLinkValiditySeconds: number;
  autoConfirm: boolean;
  smtp?: SmtpConfig;
  mailFrom: string;
  google?: GoogleConfig;
  rateLimits: RateLimitConfig;
  production: boolean;
  /** Demo accounts and the /dev/mail outbox. */
  devFeatures: boolean;
  /** Whether clients on other machines may reach the development features; by default only loopback clients do. */
  devFeaturesRemote: boolean;
  /**
   * Which proxies' X-Forwarded-For entries to believe: none (false), the nearest N hops, or the listed addresses
   * and ranges. Never the whole header: its leftmost entries are whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Origins besides the site's own that may show its pages in a frame (the learning platforms of LTI). */
  frameAncestors: string[];
  /**
   * Whether LTI registration may reach private and loopback addresses (a platform on the same machine or network).
   * Off by default: the address comes from whoever opens the registration link.
   */
  ltiAllowPrivateAddresses: boolean;
  logLevel: string;
  hostDist: string;
  elementsDist: string;
  /** An S3-compatible store for files; without it they are kept in the data folder. */
  s3?: S3Config;
  jobs: JobsConfig;
  grader: GraderConfig;
  /**
   * How many CPU tasks a person waits for (upload checks, report exports) one user may have waiting or running at
   * once (ASSESS_CPU_TASKS_PER_USER); past it a request is answered 429 with Retry-After.
   */
  cpuTasksPerUser: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

type Env = Record<string, string | undefined>;

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function readJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A process's connections to PostgreSQL: enough that 64 requests at once rarely wait for one, few enough that two
 * servers and two workers fit in PostgreSQL's default max_connections (100).
 */
export const DEFAULT_POOL_SIZE = 20;

/**
 * Text recognition reads at most this many pages of a paper, in at most this many seconds: a paper of a hundred
 * scanned pages cannot keep the grading threads for minutes. The pages left unread are named in the result.
 */
export const DEFAULT_OCR_PAGES_PER_PAPER = 40;
export const DEFAULT_OCR_SECONDS_PER_PAPER = 60;
/** Upload checks and exports one user may have waiting or running at once in the CPU pool. */
export const DEFAULT_CPU_TASKS_PER_USER = 4;

/**
 * Jobs a worker process (`npm run worker`) works on at once for each core, unless ASSESS_WORKER_CONCURRENCY says
 * otherwise: a graded paper spends about three quarters of its time waiting for the database and the file store,
 * so one job a core would leave the cores idle while those answer. A server that runs workers keeps one job a core,
 * so that grading does not crowd its requests' tasks out of its CPU pool.
 */
export const WORKER_PROCESS_JOBS_PER_CORE = 4;

/** The configuration of a worker process: the server's, with WORKER_PROCESS_JOBS_PER_CORE jobs a core by default. */
export function loadWorkerConfig(env: Env = process.env): Config {
  const jobs = Math.min(64, WORKER_PROCESS_JOBS_PER_CORE * availableParallelism());
  return loadConfig({ ...env, ASSESS_WORKER_CONCURRENCY: env.ASSESS_WORKER_CONCURRENCY?.trim() || String(jobs) });
}

/** Reads the configuration from environment variables; every problem is reported at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback?: string): string | undefined => {
    const raw = env[name]?.trim() || fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('scheme');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http or https URL (got "${raw}")`);
      return fallback;
    }
  };

  const decimal = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const onOff = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be on or off (got "${env[name]}")`);
    return fallback;
  };

  const production = env.NODE_ENV === 'production';
  const port = integer('PORT', 3000, 0, 65535);
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`) ?? `http://localhost:${port}`;
  const siteUrl = url('SITE_URL', publicUrl) ?? publicUrl;

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  // npm runs workspace scripts inside the workspace; INIT_CWD is where `npm start` was typed.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.ASSESS_DATA_DIR?.trim() || '.assess-data');
  let jwtSecret = env.JWT_SECRET?.trim() ?? '';
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');

  const smtpHost = env.SMTP_HOST?.trim();
  const mailFrom = env.SMTP_FROM?.trim() || env.SMTP_ADMIN_EMAIL?.trim() || 'Assess <no-reply@assess.local>';
  let smtp: SmtpConfig | undefined;
  if (smtpHost) {
    const smtpPort = integer('SMTP_PORT', 587, 1, 65535);
    smtp = {
      host: smtpHost,
      port: smtpPort,
      secure: env.SMTP_SECURE ? flag(env.SMTP_SECURE) : smtpPort === 465,
      from: mailFrom,
      ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
      ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
    };
    if (env.SMTP_USER && !env.SMTP_PASS) problems.push('SMTP_PASS is required when SMTP_USER is set');
  } else if (production) {
    problems.push('SMTP_HOST is required when NODE_ENV=production (the development outbox is off in production)');
  }

  let google: GoogleConfig | undefined;
  const googleId = env.GOOGLE_CLIENT_ID?.trim();
  const googleSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (googleId || googleSecret) {
    if (!googleId || !googleSecret) {
      problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    } else {
      const issuer = url('GOOGLE_ISSUER', 'https://accounts.google.com') ?? 'https://accounts.google.com';
      if (production && !issuer.startsWith('https://')) problems.push('GOOGLE_ISSUER must use https in production');
      google = { clientId: googleId, clientSecret: googleSecret, issuer };
    }
  }

  const redirectAllowList = (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of redirectAllowList) {
    if (!parseAllowEntry(entry)) problems.push(`AUTH_REDIRECT_ALLOW_LIST entries must be http(s) URLs or URL globs (got "${entry}")`);
  }

  const s3 = readS3(env, problems, url, onOff);
  const jobs: JobsConfig = {
    workers: onOff('ASSESS_WORKERS', true),
    superviseSeconds: decimal('ASSESS_JOB_SUPERVISE_SECONDS', 30, 1, 3600),
    heartbeatSeconds: decimal('ASSESS_JOB_HEARTBEAT_SECONDS', 30, 10, 3600),
    pollingSeconds: decimal('ASSESS_JOB_POLLING_SECONDS', 1, 0.5, 60),
    concurrency: integer('ASSESS_WORKER_CONCURRENCY', availableParallelism(), 1, 64),
    pendingDelayMs: integer('ASSESS_JOB_PENDING_DELAY_MS', 0, 0, 3_600_000),
    delayMs: integer('ASSESS_JOB_DELAY_MS', 0, 0, 3_600_000),
  };
  const grader: GraderConfig = {
    ...readGrader(env, problems),
    ocr: {
      pagesPerPaper: integer('ASSESS_OCR_PAGES_PER_PAPER', DEFAULT_OCR_PAGES_PER_PAPER, 0, 10_000),
      secondsPerPaper: decimal('ASSESS_OCR_SECONDS_PER_PAPER', DEFAULT_OCR_SECONDS_PER_PAPER, 1, 3600),
    },
  };
  integer('GRADER_AI_TIMEOUT_MS', 60_000, 1000, 600_000);
  integer('GRADER_AI_MAX_RETRIES', 2, 0, 10);

  const config: Config = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    publicUrl,
    siteUrl,
    redirectAllowList,
    ...(databaseUrl ? { databaseUrl } : {}),
    databasePoolSize: integer('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000),
    answerMemoryMb: integer('ASSESS_ANSWER_MEMORY_MB', 64, 0, 65_536),
    serverTiming: onOff('ASSESS_SERVER_TIMING', false),
    dataDir,
    jwtSecret,
    jwtExpirySeconds: integer('JWT_EXPIRY', 3600, 30, 604800),
    refreshTokenReuseIntervalSeconds: integer('REFRESH_TOKEN_REUSE_INTERVAL', 10, 0, 3600),
    sessionTimeboxSeconds: integer('SESSIONS_TIMEBOX', 0, 0),
    mailLinkValiditySeconds: integer('MAIL_LINK_VALIDITY', 86400, 60, 604800),
    autoConfirm: flag(env.AUTH_AUTOCONFIRM),
    ...(smtp ? { smtp } : {}),
    mailFrom,
    ...(google ? { google } : {}),
    rateLimits: {
      perIp: integer('RATE_LIMIT_PER_IP', 30, 1),
      signInsPerIp: integer('RATE_LIMIT_SIGNINS_PER_IP', 1000, 1),
      perAddress: integer('RATE_LIMIT_PER_ADDRESS', 10, 1),
      windowSeconds: integer('RATE_LIMIT_WINDOW', 300, 1),
      emailFrequencySeconds: integer('RATE_LIMIT_EMAIL_FREQUENCY', 60, 0),
      emailsPerHour: integer('RATE_LIMIT_EMAILS_PER_HOUR', 100, 1),
    },
    production,
    devFeatures: !production,
    devFeaturesRemote: onOff('DEV_FEATURES_REMOTE', false),
    trustProxy: readTrustProxy(env.TRUST_PROXY, problems),
    frameAncestors: readOrigins('FRAME_ANCESTORS', env.FRAME_ANCESTORS, problems),
    ltiAllowPrivateAddresses: onOff('LTI_ALLOW_PRIVATE_ADDRESSES', false),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    hostDist: resolve(env.HOST_DIST?.trim() || join(packageRoot, '../host/dist')),
    elementsDist: resolve(env.ELEMENTS_DIST?.trim() || join(packageRoot, '../packages/elements/dist')),
    ...(s3 ? { s3 } : {}),
    jobs,
    grader,
    cpuTasksPerUser: integer('ASSESS_CPU_TASKS_PER_USER', DEFAULT_CPU_TASKS_PER_USER, 1, 1000),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  if (!jwtSecret) jwtSecret = readJwtSecret(dataDir);
  config.jwtSecret = jwtSecret;
  return config;
}

/**
 * TRUST_PROXY: off, on (one proxy in front, the usual load balancer), a number of proxy hops, or a comma-separated
 * list of proxy addresses and ranges (CIDR). Each proxy appends the address it saw, so only entries added by
 * trusted proxies, counted from the right, tell the client's address.
 */
function readTrustProxy(raw: string | undefined, problems: string[]): false | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.every((entry) => isIP(entry.split('/')[0]!) !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(entry))) return entries;
  problems.push(`TRUST_PROXY must be on, off, a number of proxy hops, or proxy addresses and CIDR ranges (got "${raw}")`);
  return false;
}

/** A comma-separated list of http(s) origins, each reduced to scheme, host and port. */
function readOrigins(name: string, raw: string | undefined, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    try {
      const url = new URL(entry);
      if (!['http:', 'https:'].includes(url.protocol)) throw new Error('scheme');
      origins.push(url.origin);
    } catch {
      problems.push(`${name} must list http or https origins (got "${entry}")`);
    }
  }
  return origins;
}

/** The S3 store (S3_BUCKET switches it on); the other S3 variables without a bucket are a mistake worth reporting. */
function readS3(
  env: Env,
  problems: string[],
  url: (name: string) => string | undefined,
  onOff: (name: string, fallback: boolean) => boolean,
): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((name) => env[name]?.trim());
  if (!bucket) {
    if (others.length > 0) problems.push(`S3_BUCKET is required when ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set`);
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT?.trim() ? url('S3_ENDPOINT') : undefined;
  const pathStyle = onOff('S3_FORCE_PATH_STYLE', false);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle || Boolean(endpoint),
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId ? { accessKeyId } : {}),
    ...(secretAccessKey ? { secretAccessKey } : {}),
  };
}

const GRADER_VARIABLE = /^(GRADER_|OPENAI_|AZURE_OPENAI_)/;

/** The grader's provider: its variables are kept together and checked here, so a half-configured provider stops the start. */
function readGrader(env: Env, problems: string[]): Omit<GraderConfig, 'ocr'> {
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (GRADER_VARIABLE.test(name) && value !== undefined && value.trim() !== '') settings[name] = value.trim();
  }
  const choice = (settings.GRADER_PROVIDER ?? '').toLowerCase();
  if (choice && choice !== 'offline' && choice !== 'openai') problems.push(`GRADER_PROVIDER must be offline or openai (got "${settings.GRADER_PROVIDER}")`);
  const azure = Boolean(settings.AZURE_OPENAI_ENDPOINT && settings.AZURE_OPENAI_DEPLOYMENT);
  const openAi = Boolean(settings.OPENAI_MODEL && (settings.OPENAI_BASE_URL || settings.OPENAI_API_KEY));
  if (choice === 'openai' && !azure && !openAi) {
    problems.push('GRADER_PROVIDER=openai needs OPENAI_MODEL with OPENAI_BASE_URL or OPENAI_API_KEY (or AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT)');
  }
  if (Boolean(settings.AZURE_OPENAI_ENDPOINT) !== Boolean(settings.AZURE_OPENAI_DEPLOYMENT)) {
    problems.push('AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT must be set together');
  }
  const provider = choice === 'offline' || choice === 'openai' ? choice : 'auto';
  return { provider, settings };
}
