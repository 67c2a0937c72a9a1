import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

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
  /** Requests a client address may make to the sign-in, sign-up, recovery and verification endpoints per window. */
  perIp: number;
  /** Failed password sign-ins one e-mail address may have per window. */
  perAddress: number;
  windowSeconds: number;
  /** Seconds an address must wait between two e-mails of the same kind. */
  emailFrequencySeconds: number;
  /** E-mails the whole server sends per hour. */
  emailsPerHour: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  siteUrl: string;
  redirectAllowList: string[];
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
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
  trustProxy: boolean;
  logLevel: string;
  hostDist: string;
  elementsDist: string;
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

  const config: Config = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    publicUrl,
    siteUrl,
    redirectAllowList,
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    jwtSecret,
    jwtExpirySeconds: integer('JWT_EXPIRY', 3600, 30, 604800),
    refreshTokenReuseIntervalSeconds: integer('REFRESH_TOKEN_REUSE_INTERVAL', 10, 0, 3600),
    mailLinkValiditySeconds: integer('MAIL_LINK_VALIDITY', 86400, 60, 604800),
    autoConfirm: flag(env.AUTH_AUTOCONFIRM),
    ...(smtp ? { smtp } : {}),
    mailFrom,
    ...(google ? { google } : {}),
    rateLimits: {
      perIp: integer('RATE_LIMIT_PER_IP', 30, 1),
      perAddress: integer('RATE_LIMIT_PER_ADDRESS', 10, 1),
      windowSeconds: integer('RATE_LIMIT_WINDOW', 300, 1),
      emailFrequencySeconds: integer('RATE_LIMIT_EMAIL_FREQUENCY', 60, 0),
      emailsPerHour: integer('RATE_LIMIT_EMAILS_PER_HOUR', 100, 1),
    },
    production,
    devFeatures: !production,
    trustProxy: flag(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    hostDist: resolve(env.HOST_DIST?.trim() || join(packageRoot, '../host/dist')),
    elementsDist: resolve(env.ELEMENTS_DIST?.trim() || join(packageRoot, '../packages/elements/dist')),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  if (!jwtSecret) jwtSecret = readJwtSecret(dataDir);
  config.jwtSecret = jwtSecret;
  return config;
}
