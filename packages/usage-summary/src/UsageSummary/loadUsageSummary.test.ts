import { describe, expect, it, vi } from 'vitest';
import { USAGE_LIMITS_PATH, USAGE_SUMMARY_PATH, VALIDATION_USAGE_PATH, classifyUsageError, createApiClient } from '@assess/core';
import { loadUsageSummary } from './loadUsageSummary.ts';

const NOW = new Date(2026, 4, 15, 8, 0, 0);

function clientAnswering(answers: Record<string, { status?: number; body: unknown }>) {
  const fetch = vi.fn(async (input: string) => {
    const answer = answers[new URL(input).pathname.replace(/^\/api/, '')] ?? { status: 404, body: { detail: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { api: createApiClient({ baseUrl: 'https://assess.example', fetch, storage: null }), fetch };
}

describe('loadUsageSummary', () => {
  it('reads per-feature counts nested under usage, and the plan, reset and upgrade from the limits call', async () => {
    const { api } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { body: { usage: { assessment: { used: 4, limit: 10 } } } },
      [USAGE_LIMITS_PATH]: {
        body: { limits: { daily_limit: 10 }, subscription: { plan_name: 'School Plan' }, next_reset_date: '2026-05-16T00:00:00Z', can_upgrade: false },
      },
    });
    const result = await loadUsageSummary(api, { now: NOW });
    expect(result).toEqual({
      source: 'backend',
      fallback: false,
      limitReached: false,
      view: {
        validation: { current: 0, limit: 10, isLimitReached: false },
        assessment: { current: 4, limit: 10, isLimitReached: false },
        assessment_submission: { current: 0, limit: 10, isLimitReached: false },
        planName: 'School Plan',
        nextResetDate: '2026-05-16T00:00:00.000Z',
        canUpgrade: false,
      },
    });
  });

  it('prefers the summary’s plan when the limits call names none, and counts daily_usage as validation', async () => {
    const { api } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { body: { daily_usage: { used: 15 }, subscription: { plan_name: 'Teacher Plan' } } },
      [USAGE_LIMITS_PATH]: { body: { limits: { daily_limit: 15 } } },
    });
    const result = await loadUsageSummary(api, { now: NOW });
    expect(result.source).toBe('backend');
    if (result.source !== 'backend') return;
    expect(result.view.planName).toBe('Teacher Plan');
    expect(result.view.validation).toEqual({ current: 15, limit: 15, isLimitReached: true });
    expect(result.limitReached).toBe(true);
  });

  it('takes a feature’s limit from the limits call when the summary gives none', async () => {
    const { api } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { body: { daily_usage: { used: 1 } } },
      [USAGE_LIMITS_PATH]: { body: { limits: { daily_limit: 15, assessment: 5, assessment_submission: 0 } } },
    });
    const result = await loadUsageSummary(api, { now: NOW });
    expect(result).toMatchObject({
      source: 'backend',
      view: {
        validation: { current: 1, limit: 15 },
        assessment: { current: 0, limit: 5 },
        assessment_submission: { current: 0, limit: 0 },
      },
    });
  });

  it('puts the next reset a month ahead when no call names one, or names no date', async () => {
    const { api } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { body: { next_reset_date: 'soon' } },
      [USAGE_LIMITS_PATH]: { body: {} },
    });
    const result = await loadUsageSummary(api, { now: NOW });
    expect(result.source === 'backend' && result.view.nextResetDate).toBe(new Date(2026, 5, 15, 8, 0, 0).toISOString());
  });

  it('marks a view built with /validation/usage as a fall-back, and reads the fall-back once', async () => {
    const { api, fetch } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { status: 500, body: { detail: 'boom' } },
      [USAGE_LIMITS_PATH]: { status: 404, body: { detail: 'Not Found' } },
      [VALIDATION_USAGE_PATH]: { body: { daily_usage: { used: 2, limit: 0 } } },
    });
    const result = await loadUsageSummary(api, { now: NOW });
    expect(result).toMatchObject({ source: 'backend', fallback: true, view: { validation: { current: 2, limit: 0, isLimitReached: false } } });
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(VALIDATION_USAGE_PATH))).toHaveLength(1);
  });

  it('does not fall back after a usage limit, and reports it as not retryable', async () => {
    const { api, fetch } = clientAnswering({
      [USAGE_SUMMARY_PATH]: { status: 429, body: { limit_type: 'validation' } },
      [USAGE_LIMITS_PATH]: { body: {} },
    });
    const failure: unknown = await loadUsageSummary(api, { now: NOW }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(classifyUsageError(failure)).toEqual({
      kind: 'usage_limit',
      message: 'Usage limits reached: Your validation limit has been exceeded. Please try again later or upgrade your plan.',
      retryable: false,
    });
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(VALIDATION_USAGE_PATH))).toBe(false);
  });
});
