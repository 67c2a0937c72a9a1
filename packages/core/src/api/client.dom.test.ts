// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { API_LOCAL_CACHE_STORAGE_KEY } from './constants.js';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('persists to localStorage by default in a browser', async () => {
  const fetch = vi.fn(() => Promise.resolve(new Response('[{"id":1}]', { status: 200 })));
  const client = createApiClient({ fetch });
  await client.get('/subjects/', { persist: true });
  await vi.advanceTimersByTimeAsync(300);
  expect(localStorage.getItem(API_LOCAL_CACHE_STORAGE_KEY)).toContain('GET /subjects/');
  const reloaded = createApiClient({ fetch });
  expect(await reloaded.get('/subjects/', { persist: true })).toEqual([{ id: 1 }]);
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("reads the browser's user agent and connection for mobile retries", async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36');
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
  const fetch = vi.fn((_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  const client = createApiClient({ fetch, storage: null });
  const outcome = client.get('/assessments/').catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(29_999);
  expect(fetch).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(200_000);
  expect(fetch).toHaveBeenCalledTimes(3);
  expect(await outcome).toMatchObject({ name: 'ApiUnreachableError', reason: 'timeout' });
  Reflect.deleteProperty(navigator, 'connection');
});
