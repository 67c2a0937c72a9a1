import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadWorkerConfig, WORKER_PROCESS_JOBS_PER_CORE } from './index.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'assess-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults for a local start', () => {
    const config = loadConfig({ ASSESS_DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.devFeatures).toBe(true);
    expect(config.jwtExpirySeconds).toBe(3600);
    expect(config.mailLinkValiditySeconds).toBe(86400);
    expect(config.refreshTokenReuseIntervalSeconds).toBe(10);
    expect(config.google).toBeUndefined();
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ ASSESS_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ ASSESS_DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ ASSESS_DATA_DIR: dir, JWT_SECRET: 'a'.repeat(40) }).jwtSecret).toBe('a'.repeat(40));
  });

  it('reports every problem at once, clearly', () => {
    let error: unknown;
    try {
      loadConfig({
        ASSESS_DATA_DIR: dataDir(),
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://files',
        DATABASE_URL: 'mysql://db',
        JWT_SECRET: 'short',
        GOOGLE_CLIENT_ID: 'id-only',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'PUBLIC_URL must be an http or https URL (got "ftp://files")',
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
      'JWT_SECRET must be at least 32 characters long',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect((error as Error).message).toContain('Invalid configuration:\n  - PORT must be');
  });

  it('requires SMTP in production and turns the development conveniences off', () => {
    expect(() => loadConfig({ ASSESS_DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      'SMTP_HOST is required when NODE_ENV=production',
    );
    const config = loadConfig({ ASSESS_DATA_DIR: dataDir(), NODE_ENV: 'production', SMTP_HOST: 'mail.example', SMTP_PORT: '465' });
    expect(config.devFeatures).toBe(false);
    expect(config.smtp).toMatchObject({ host: 'mail.example', port: 465, secure: true });
  });

  it('reads Google, the redirect allow list and the site URL', () => {
    const config = loadConfig({
      ASSESS_DATA_DIR: dataDir(),
      PORT: '8080',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_REDIRECT_ALLOW_LIST: 'https://lms.example/**, http://localhost:5173/*',
      PUBLIC_URL: 'https://assess.example/',
    });
    expect(config.google).toEqual({ clientId: 'client', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
    expect(config.redirectAllowList).toEqual(['https://lms.example/**', 'http://localhost:5173/*']);
    expect(config.publicUrl).toBe('https://assess.example');
    expect(config.siteUrl).toBe('https://assess.example');
  });

  it('reads the file store, the job settings, the grader provider and the CPU limits', () => {
    const defaults = loadConfig({ ASSESS_DATA_DIR: dataDir() });
    expect(defaults.s3).toBeUndefined();
    expect(defaults.jobs).toEqual({ workers: true, superviseSeconds: 30, heartbeatSeconds: 30, pollingSeconds: 1, concurrency: availableParallelism(), pendingDelayMs: 0, delayMs: 0 });
    expect(defaults.grader).toEqual({ provider: 'auto', settings: {}, ocr: { pagesPerPaper: 40, secondsPerPaper: 60 } });
    expect(defaults.cpuTasksPerUser).toBe(4);

    const config = loadConfig({
      ASSESS_DATA_DIR: dataDir(),
      S3_BUCKET: 'assess',
      S3_ENDPOINT: 'http://minio.local:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      ASSESS_WORKERS: 'off',
      ASSESS_JOB_POLLING_SECONDS: '0.5',
      ASSESS_WORKER_CONCURRENCY: '3',
      ASSESS_JOB_HEARTBEAT_SECONDS: '10',
      ASSESS_JOB_DELAY_MS: '250',
      ASSESS_JOB_PENDING_DELAY_MS: '100',
      GRADER_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://llm.local/v1',
      OPENAI_MODEL: 'marker',
      ASSESS_OCR_PAGES_PER_PAPER: '10',
      ASSESS_OCR_SECONDS_PER_PAPER: '20',
      ASSESS_CPU_TASKS_PER_USER: '2',
    });
    expect(config.s3).toEqual({
      bucket: 'assess',
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.jobs).toEqual({ workers: false, superviseSeconds: 30, heartbeatSeconds: 10, pollingSeconds: 0.5, concurrency: 3, pendingDelayMs: 100, delayMs: 250 });
    expect(config.grader).toEqual({
      provider: 'openai',
      settings: { GRADER_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://llm.local/v1', OPENAI_MODEL: 'marker' },
      ocr: { pagesPerPaper: 10, secondsPerPaper: 20 },
    });
    expect(config.cpuTasksPerUser).toBe(2);
  });

  it('gives a worker process more jobs at once than a server by default, and the setting where there is one', () => {
    expect(loadWorkerConfig({ ASSESS_DATA_DIR: dataDir() }).jobs.concurrency).toBe(Math.min(64, WORKER_PROCESS_JOBS_PER_CORE * availableParallelism()));
    expect(loadWorkerConfig({ ASSESS_DATA_DIR: dataDir(), ASSESS_WORKER_CONCURRENCY: '3' }).jobs.concurrency).toBe(3);
  });

  it('reports every wrong file store, job and grader setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        ASSESS_DATA_DIR: dataDir(),
        S3_ENDPOINT: 'http://minio.local:9000',
        ASSESS_WORKERS: 'sometimes',
        ASSESS_JOB_HEARTBEAT_SECONDS: '5',
        ASSESS_JOB_POLLING_SECONDS: 'fast',
        GRADER_PROVIDER: 'openai',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'S3_BUCKET is required when S3_ENDPOINT is set',
      'ASSESS_WORKERS must be on or off (got "sometimes")',
      'ASSESS_JOB_HEARTBEAT_SECONDS must be a number from 10 to 3600 (got "5")',
      'ASSESS_JOB_POLLING_SECONDS must be a number from 0.5 to 60 (got "fast")',
      'GRADER_PROVIDER=openai needs OPENAI_MODEL with OPENAI_BASE_URL or OPENAI_API_KEY (or AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT)',
    ]);
    expect(() => loadConfig({ ASSESS_DATA_DIR: dataDir(), S3_BUCKET: 'assess', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  });
});
