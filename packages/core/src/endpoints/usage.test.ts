import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { UsageLimitError } from '../api/errors.js';
import {
  USAGE_LIMITS_PATH,
  USAGE_SUMMARY_AND_LIMITS_PATH,
  USAGE_SUMMARY_PATH,
  UsageSignedOutError,
  VALIDATION_USAGE_PATH,
  createUsageReader,
  validationCounterOf,
} from './usage.js';

const BASE = 'https://backend.example';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose backend answers each path from `answers` (a 404 otherwise) and counts the calls per path. */
function backend(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn((url: string) => {
    const path = new URL(url).pathname.replace(/^\/api/, '');
    calls.push(path);
    return Promise.resolve(answers[path]?.() ?? json({ detail: 'Not found' }, 404));
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null });
  return { api, calls };
}

describe('createUsageReader', () => {
  it('falls back to /validation/usage once for both reads when the usage calls fail', async () => {
    const { api, calls } = backend({
      [USAGE_SUMMARY_PATH]: () => json({ detail: 'boom' }, 500),
      [USAGE_LIMITS_PATH]: () => json({ detail: 'boom' }, 500),
      [VALIDATION_USAGE_PATH]: () => json({ daily_usage: { used: 3, limit: 15 } }),
    });
    const reader = createUsageReader(api);
    const [counts, limits] = await Promise.all([reader.counts(), reader.limits()]);
    expect(counts).toEqual({ from: 'validation', usage: { daily_usage: { used: 3, limit: 15 } } });
    expect(limits.from).toBe('validation');
    expect(calls.filter((path) => path === VALIDATION_USAGE_PATH)).toHaveLength(1);
  });

  it('does not fall back on a usage limit, and reports the first failure when the fall-back fails too', async () => {
    const limited = backend({ [USAGE_SUMMARY_PATH]: () => json({ detail: 'Daily limit reached', limit_type: 'daily' }, 429) });
    await expect(createUsageReader(limited.api).counts()).rejects.toBeInstanceOf(UsageLimitError);
    expect(limited.calls).not.toContain(VALIDATION_USAGE_PATH);

    const broken = backend({ [USAGE_SUMMARY_PATH]: () => json({ detail: 'boom' }, 500), [VALIDATION_USAGE_PATH]: () => json({ detail: 'bad request' }, 400) });
    await expect(createUsageReader(broken.api).counts()).rejects.toMatchObject({ status: 500 });
  });

  it('raises UsageSignedOutError when the client signs the user out on a 401', async () => {
    const { api } = backend({ [USAGE_SUMMARY_PATH]: () => json({ detail: 'expired' }, 401) });
    await expect(createUsageReader(api).counts()).rejects.toBeInstanceOf(UsageSignedOutError);
  });
});

describe('createUsageReader().both()', () => {
  const summary = { validation: { current: 4, limit: 15 }, plan_name: 'Pro Plan' };
  const limits = { limits: { daily_limit: 20 }, subscription: { plan_name: 'Pro Plan' } };

  it('reads the counts and the limits in one request', async () => {
    const { api, calls } = backend({ [USAGE_SUMMARY_AND_LIMITS_PATH]: () => json({ summary, limits }) });
    const [counts, read] = await createUsageReader(api).both();
    expect(calls).toEqual([USAGE_SUMMARY_AND_LIMITS_PATH]);
    expect(counts).toMatchObject({ status: 'fulfilled', value: { from: 'summary', summary: { validation: { current: 4, limit: 15 }, plan_name: 'Pro Plan' } } });
    expect(read).toMatchObject({ status: 'fulfilled', value: { from: 'limits', limits: { limits: { daily_limit: 20 }, subscription: { plan_name: 'Pro Plan' } } } });
  });

  it('reads the summary and the limits separately, each with its fall-back, from a backend without the one read', async () => {
    const { api, calls } = backend({
      [USAGE_SUMMARY_PATH]: () => json(summary),
      [USAGE_LIMITS_PATH]: () => json({ detail: 'boom' }, 500),
      [VALIDATION_USAGE_PATH]: () => json({ daily_usage: { used: 3, limit: 15 } }),
    });
    const [counts, read] = await createUsageReader(api).both();
    expect(calls.sort()).toEqual([USAGE_SUMMARY_AND_LIMITS_PATH, USAGE_LIMITS_PATH, USAGE_SUMMARY_PATH, VALIDATION_USAGE_PATH].sort());
    expect(counts).toMatchObject({ status: 'fulfilled', value: { from: 'summary' } });
    expect(read).toMatchObject({ status: 'fulfilled', value: { from: 'validation', usage: { daily_usage: { used: 3, limit: 15 } } } });
  });

  it('fails both on a sign-out or a usage limit, without reading them separately', async () => {
    const signedOut = backend({ [USAGE_SUMMARY_AND_LIMITS_PATH]: () => json({ detail: 'expired' }, 401) });
    const [counts, read] = await createUsageReader(signedOut.api).both();
    expect(counts).toMatchObject({ status: 'rejected', reason: expect.any(UsageSignedOutError) });
    expect(read).toMatchObject({ status: 'rejected', reason: expect.any(UsageSignedOutError) });
    expect(signedOut.calls).toEqual([USAGE_SUMMARY_AND_LIMITS_PATH]);

    const limited = backend({ [USAGE_SUMMARY_AND_LIMITS_PATH]: () => json({ detail: 'Daily limit reached', limit_type: 'daily' }, 429) });
    const [limitedCounts] = await createUsageReader(limited.api).both();
    expect(limitedCounts).toMatchObject({ status: 'rejected', reason: expect.any(UsageLimitError) });
    expect(limited.calls).toEqual([USAGE_SUMMARY_AND_LIMITS_PATH]);
  });

  it('fails both when the backend cannot be reached, without trying each read again', async () => {
    const calls: string[] = [];
    const fetch = vi.fn((url: string) => {
      calls.push(new URL(url).pathname);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const api = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null });
    vi.useFakeTimers();
    try {
      const reading = createUsageReader(api).both();
      await vi.runAllTimersAsync();
      const [counts, read] = await reading;
      expect(counts.status).toBe('rejected');
      expect(read.status).toBe('rejected');
    } finally {
      vi.useRealTimers();
    }
    expect(new Set(calls)).toEqual(new Set([`/api${USAGE_SUMMARY_AND_LIMITS_PATH}`]));
  });
});

describe('validationCounterOf', () => {
  const fromSummary = (raw: Record<string, unknown>) => backend({ [USAGE_SUMMARY_PATH]: () => json(raw) });

  it('reads the summary’s own validation counter, whose own flags block and a summary-wide flag does not', async () => {
    const own = await createUsageReader(fromSummary({ usage: { validation: { current: 2, limit: 15, daily_limit_reached: true } }, daily_usage: { used: 9, limit: 20 } }).api).counts();
    expect(validationCounterOf(own)).toEqual({ used: 2, limit: 15, limitReached: true });
    const wide = await createUsageReader(fromSummary({ validation: { current: 2, limit: 15 }, monthly_limit_reached: true }).api).counts();
    expect(validationCounterOf(wide)).toEqual({ used: 2, limit: 15, limitReached: false });
  });

  it('reads daily usage and the summary-wide flags without a counter, and /validation/usage when it stood in', async () => {
    const daily = await createUsageReader(fromSummary({ daily_usage: { used: 4, limit: 15 }, daily_limit_reached: true }).api).counts();
    expect(validationCounterOf(daily)).toEqual({ used: 4, limit: 15, limitReached: true });
    expect(validationCounterOf({ from: 'validation', usage: { daily_usage: { used: 15, limit: 15 } } })).toEqual({ used: 15, limit: 15, limitReached: true });
  });
});
