import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient, firstPathSegment } from './client.js';
import { API_CACHE_TTL_MS, API_LOCAL_CACHE_STORAGE_KEY } from './constants.js';
import { ApiError, ApiUnreachableError, UsageLimitError, isBackendUnreachable } from './errors.js';
import type { ApiCacheStorage } from './local-cache.js';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BASE = 'https://backend.example';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers until the request is aborted, like a backend that stopped responding. */
const never: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  const fetch = vi.fn((url: string, init: RequestInit) => Promise.resolve().then(() => handler(url, init)));
  const getAccessToken = vi.fn(() => Promise.resolve<string | null>('token-1'));
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    getAccessToken,
    onUnauthorized,
    userAgent: DESKTOP_UA,
    connection: null,
    storage: null,
    ...overrides,
  });
  return { client, fetch, getAccessToken, onUnauthorized };
}

/** Captures a call's outcome so that fake time can pass before it is checked. */
function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await settle(promise);
  if ('error' in outcome) return outcome.error;
  throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('addresses and headers', () => {
  it('sends to baseUrl + /api + path with the bearer token', async () => {
    const { client, fetch } = setup(() => json([]));
    await client.get('/assessments/', { query: { page: 2, search: 'algebra', subject: undefined, limit: null } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${BASE}/api/assessments/?page=2&search=algebra`);
    expect(init.method).toBe('GET');
    expect(headersOf(init).Authorization).toBe('Bearer token-1');
    expect(init.body).toBeUndefined();
  });

  it('ignores a trailing slash on the base URL and builds the same address for links', () => {
    const { client } = setup(() => json(null), { baseUrl: `${BASE}/` });
    expect(client.url('/supabase-reports/reports/export/class/7', { format: 'pdf' })).toBe(
      `${BASE}/api/supabase-reports/reports/export/class/7?format=pdf`,
    );
  });

  it('gives addresses outside /api and the session token for requests the browser makes itself (uploads)', async () => {
    const { client } = setup(() => json(null), { baseUrl: `${BASE}/` });
    expect(client.backendUrl('/storage/v1/upload/resumable')).toBe(`${BASE}/storage/v1/upload/resumable`);
    expect(await client.accessToken()).toBe('token-1');
    const signedOut = setup(() => json(null), { getAccessToken: () => Promise.reject(new Error('no session')) });
    expect(await signedOut.client.accessToken()).toBeNull();
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client, fetch } = setup(() => json({ id: 3, name: 'Biology' }, 201));
    expect(await client.post('/subjects', { name: 'Biology' })).toEqual({ id: 3, name: 'Biology' });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Biology"}');
  });

  it('sends multipart form data without a content type so that the browser sets the boundary', async () => {
    const { client, fetch } = setup(() => json({ job_id: 'j1', assessment_id: 5, message: 'Queued' }));
    const form = new FormData();
    form.append('title', 'Mock exam');
    form.append('question_paper', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'paper.pdf');
    await client.post('/assessments/submit-and-grade', form);
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(Object.keys(headersOf(init)).map((name) => name.toLowerCase())).not.toContain('content-type');
    expect(headersOf(init).Authorization).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a session', async () => {
    const { client, fetch } = setup(() => json([]), { getAccessToken: () => Promise.resolve(null) });
    await client.get('/subjects/');
    expect(headersOf(fetch.mock.calls[0]![1]).Authorization).toBeUndefined();
  });

  it.each([
    ['put', 'PUT'],
    ['patch', 'PATCH'],
  ] as const)('%s sends its method and JSON body', async (name, method) => {
    const { client, fetch } = setup(() => json({ ok: true }));
    await client[name]('/classes/4', { name: '10B' });
    expect(fetch.mock.calls[0]![1].method).toBe(method);
    expect(fetch.mock.calls[0]![1].body).toBe('{"name":"10B"}');
  });

  it('sends DELETE without a body unless one is given', async () => {
    const { client, fetch } = setup(() => new Response(null, { status: 204 }));
    expect(await client.delete('/assessments/9')).toBeNull();
    expect(fetch.mock.calls[0]![1].method).toBe('DELETE');
    expect(fetch.mock.calls[0]![1].body).toBeUndefined();
  });
});

describe('token cache', () => {
  it('asks the session for the token once every 30 s', async () => {
    const { client, getAccessToken } = setup(() => json({ ok: true }));
    await Promise.all([client.get('/a'), client.get('/b')]);
    await client.post('/c', {});
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    await client.get('/d');
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.get('/e');
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('asks again at once while there is no session, and after clearToken', async () => {
    const getAccessToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValue('token-2');
    const { client, fetch } = setup(() => json({ ok: true }), { getAccessToken });
    await client.get('/a');
    await client.get('/b');
    expect(headersOf(fetch.mock.calls[1]![1]).Authorization).toBe('Bearer token-2');
    client.clearToken();
    await client.get('/c');
    expect(getAccessToken).toHaveBeenCalledTimes(3);
  });

  it('sends the call without a token when reading the session fails', async () => {
    const { client, fetch } = setup(() => json([]), { getAccessToken: () => Promise.reject(new Error('storage locked')) });
    expect(await client.get('/subjects/')).toEqual([]);
    expect(headersOf(fetch.mock.calls[0]![1]).Authorization).toBeUndefined();
  });
});

describe('GET cache', () => {
  it('keeps an answer for 5 minutes by default', async () => {
    let version = 0;
    const { client, fetch } = setup(() => json([{ id: 1, version: ++version }]));
    expect(await client.get('/assessments/1/files')).toEqual([{ id: 1, version: 1 }]);
    vi.advanceTimersByTime(299_999);
    expect(await client.get('/assessments/1/files')).toEqual([{ id: 1, version: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await client.get('/assessments/1/files')).toEqual([{ id: 1, version: 2 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys answers by path and query', async () => {
    const { client, fetch } = setup((url) => json({ url }));
    await client.get('/files/my-files', { query: { page: 1 } });
    await client.get('/files/my-files', { query: { page: 2 } });
    await client.get('/files/my-files', { query: { page: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one request between identical GETs in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client, fetch } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = client.get('/grading-jobs/pending');
    const second = client.get('/grading-jobs/pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(json([{ job_id: 'j1', status: 'processing' }]));
    expect(await first).toEqual([{ job_id: 'j1', status: 'processing' }]);
    expect(await second).toEqual([{ job_id: 'j1', status: 'processing' }]);
  });

  it.each([
    ['an empty list', []],
    ['an empty object', {}],
    ['null', null],
  ])('keeps %s at most 60 s', async (_label, empty) => {
    const { client, fetch } = setup(() => json(empty));
    await client.get('/assessments/', { cacheTtlMs: API_CACHE_TTL_MS.assessmentList });
    vi.advanceTimersByTime(59_999);
    await client.get('/assessments/', { cacheTtlMs: API_CACHE_TTL_MS.assessmentList });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.get('/assessments/', { cacheTtlMs: API_CACHE_TTL_MS.assessmentList });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps an empty answer shorter when the call asks for less than 60 s', async () => {
    const { client, fetch } = setup(() => json([]));
    await client.get('/x', { cacheTtlMs: 10_000 });
    vi.advanceTimersByTime(10_000);
    await client.get('/x', { cacheTtlMs: 10_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer for the lifetime the call names', async () => {
    const { client, fetch } = setup(() => json([{ id: 1, name: 'Mathematics' }]));
    await client.get('/subjects/', { cacheTtlMs: API_CACHE_TTL_MS.subjects });
    vi.advanceTimersByTime(3_599_999);
    await client.get('/subjects/', { cacheTtlMs: API_CACHE_TTL_MS.subjects });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.get('/subjects/', { cacheTtlMs: API_CACHE_TTL_MS.subjects });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not cache a call with cacheTtlMs 0', async () => {
    const { client, fetch } = setup(() => json({ a: 1 }));
    await client.get('/x', { cacheTtlMs: 0 });
    await client.get('/x', { cacheTtlMs: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clears answers by path fragment', async () => {
    const { client, fetch } = setup((url) => json({ url }));
    await client.get('/assessments/');
    await client.get('/assessments/4');
    await client.get('/subjects/');
    client.clearCache('/assessments');
    await client.get('/assessments/');
    await client.get('/assessments/4');
    await client.get('/subjects/');
    expect(fetch).toHaveBeenCalledTimes(5);
    client.clearCache();
    await client.get('/subjects/');
    expect(fetch).toHaveBeenCalledTimes(6);
  });
});

describe('fresh reads (decision 1)', () => {
  it('skip the cache and store the fresh answer', async () => {
    let status = 'pending';
    const { client, fetch } = setup(() => json({ job_id: 'j1', status }));
    await client.get('/assessments/grading-jobs/j1');
    status = 'completed';
    expect(await client.get('/assessments/grading-jobs/j1', { fresh: true })).toEqual({ job_id: 'j1', status: 'completed' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await client.get('/assessments/grading-jobs/j1')).toEqual({ job_id: 'j1', status: 'completed' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('do not join a request already in flight', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { client, fetch } = setup(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const cached = client.get('/supabase-usage/usage/summary');
    await vi.advanceTimersByTimeAsync(0);
    const fresh = client.get('/supabase-usage/usage/summary', { fresh: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[0]!(json({ daily_usage: { used: 2 } }));
    answers[1]!(json({ daily_usage: { used: 3 } }));
    expect(await cached).toEqual({ daily_usage: { used: 2 } });
    expect(await fresh).toEqual({ daily_usage: { used: 3 } });
  });

  it('skip the 60 s cache of an empty answer', async () => {
    const { client, fetch } = setup(() => json([]));
    await client.get('/grading-jobs/pending');
    await client.get('/grading-jobs/pending', { fresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('conditional reads', () => {
  /** A backend that tags each answer with its version and answers 304 when the client already has it. */
  function tagged(body: () => unknown, version: () => string): Handler {
    return (_url, init) => {
      const etag = `"v${version()}"`;
      if (headersOf(init)['If-None-Match'] === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return new Response(JSON.stringify(body()), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
    };
  }

  it('sends back the ETag of the last answer and keeps its body when the server answers 304', async () => {
    let version = '1';
    const { client, fetch } = setup(tagged(() => [{ id: `a${version}` }], () => version));
    expect(await client.get('/grading-jobs/pending', { fresh: true })).toEqual([{ id: 'a1' }]);
    expect(headersOf(fetch.mock.calls[0]?.[1])['If-None-Match']).toBeUndefined();
    expect(await client.get('/grading-jobs/pending', { fresh: true })).toEqual([{ id: 'a1' }]);
    expect(headersOf(fetch.mock.calls[1]?.[1])['If-None-Match']).toBe('"v1"');
    version = '2';
    expect(await client.get('/grading-jobs/pending', { fresh: true })).toEqual([{ id: 'a2' }]);
    expect(await client.get('/grading-jobs/pending', { fresh: true })).toEqual([{ id: 'a2' }]);
    expect(headersOf(fetch.mock.calls[3]?.[1])['If-None-Match']).toBe('"v2"');
  });

  it('forgets the tags when the user is signed out, so a new user never gets a stored body', async () => {
    let signedIn = true;
    const inner = tagged(() => ({ used: 1 }), () => '1');
    const { client, fetch } = setup((url, init) => (signedIn ? inner(url, init) : json({ detail: 'Not authenticated' }, 401)));
    await client.get('/supabase-usage/usage/summary', { fresh: true });
    signedIn = false;
    expect(await client.get('/supabase-usage/usage/summary', { fresh: true })).toBeUndefined();
    signedIn = true;
    await client.get('/supabase-usage/usage/summary', { fresh: true });
    expect(headersOf(fetch.mock.calls[2]?.[1])['If-None-Match']).toBeUndefined();
  });
});

describe('invalidation after a change', () => {
  it('a successful POST clears the GETs under its first path segment', async () => {
    const { client, fetch } = setup((url, init) => (init.method === 'GET' ? json([{ url }]) : json({ job_id: 'j1' })));
    await client.get('/assessments/');
    await client.get('/subjects/');
    await client.post('/assessments/submit-and-grade', new FormData());
    await client.get('/assessments/');
    await client.get('/subjects/');
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/api/assessments/'))).toHaveLength(2);
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/api/subjects/'))).toHaveLength(1);
  });

  it.each(['put', 'patch'] as const)('a successful %s clears the GETs it makes stale', async (name) => {
    const { client, fetch } = setup(() => json({ id: 4 }));
    await client.get('/classes');
    await client[name]('/classes/4', { name: '10B' });
    await client.get('/classes');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a successful DELETE clears the list it removed from', async () => {
    const { client, fetch } = setup((_url, init) => (init.method === 'DELETE' ? new Response(null, { status: 204 }) : json([{ id: 9 }])));
    await client.get('/assessments/');
    await client.delete('/assessments/9');
    await client.get('/assessments/');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('clears the extra fragments a call names, or nothing with invalidates: false', async () => {
    const { client, fetch } = setup(() => json({ ok: true }));
    await client.get('/grading-jobs/pending');
    await client.get('/supabase-usage/usage/summary');
    await client.post('/assessments/submit-and-grade', new FormData(), { invalidates: ['/grading-jobs'] });
    await client.get('/grading-jobs/pending');
    await client.get('/supabase-usage/usage/summary');
    expect(fetch).toHaveBeenCalledTimes(4);
    await client.post('/grading-jobs/noop', {}, { invalidates: false });
    await client.get('/grading-jobs/pending');
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('a failed POST clears nothing', async () => {
    const { client, fetch } = setup((_url, init) => (init.method === 'POST' ? json({ detail: 'Name taken' }, 409) : json([1])));
    await client.get('/subjects/');
    await errorOf(client.post('/subjects', { name: 'Maths' }));
    await client.get('/subjects/');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not store a GET answer that was in flight when a change cleared its path', async () => {
    let answerGet: (response: Response) => void = () => undefined;
    let gets = 0;
    const { client } = setup((_url, init) => {
      if (init.method !== 'GET') return json({ id: 2 });
      gets += 1;
      return gets === 1 ? new Promise<Response>((resolve) => (answerGet = resolve)) : json([{ id: 1 }, { id: 2 }]);
    });
    const before = client.get('/subjects/');
    await vi.advanceTimersByTimeAsync(0);
    await client.post('/subjects', { name: 'Chemistry' });
    answerGet(json([{ id: 1 }]));
    expect(await before).toEqual([{ id: 1 }]);
    expect(await client.get('/subjects/')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('takes the first path segment of a path', () => {
    expect(firstPathSegment('/assessments/submit-and-grade')).toBe('/assessments');
    expect(firstPathSegment('/subjects?x=1')).toBe('/subjects');
    expect(firstPathSegment('students/students/3')).toBe('/students');
  });
});

describe('answers', () => {
  it('on a 401 signs the user out and returns nothing, for any method', async () => {
    const { client, onUnauthorized } = setup(() => json({ detail: 'Not authenticated' }, 401));
    await expect(client.get('/assessments/')).resolves.toBeUndefined();
    await expect(client.post('/subjects', { name: 'Art' })).resolves.toBeUndefined();
    await expect(client.download('/files/1/download')).resolves.toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
  });

  it('on a 401 forgets the token and the cached answers', async () => {
    let signedIn = true;
    const { client, fetch, getAccessToken } = setup(() => (signedIn ? json([1]) : json({ detail: 'expired' }, 401)));
    await client.get('/subjects/');
    signedIn = false;
    await client.get('/assessments/');
    signedIn = true;
    await client.get('/subjects/');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('does not fail when signing out fails', async () => {
    const { client } = setup(() => json({}, 401), { onUnauthorized: () => Promise.reject(new Error('offline')) });
    await expect(client.get('/x')).resolves.toBeUndefined();
  });

  it('raises a usage-limit error on a 429 with the body detail', async () => {
    const { client } = setup(() => json({ detail: 'You have used all 15 validations today', limit_type: 'validation' }, 429));
    const error = await errorOf(client.post('/assessments/submit-and-grade', new FormData()));
    expect(error).toBeInstanceOf(UsageLimitError);
    expect((error as UsageLimitError).message).toBe('You have used all 15 validations today');
    expect((error as UsageLimitError).limitType).toBe('validation');
    expect((error as UsageLimitError).status).toBe(429);
  });

  it('names the limit type in the 429 text when there is no detail', async () => {
    const { client } = setup(() => json({ limit_type: 'assessment_submission' }, 429));
    const error = await errorOf(client.post('/assessments/submit-and-grade', new FormData()));
    expect((error as Error).message).toBe(
      'Usage limits reached: Your assessment_submission limit has been exceeded. Please try again later or upgrade your plan.',
    );
  });

  it("says 'usage' in the 429 text without detail or limit type, and does not retry a GET", async () => {
    const { client, fetch } = setup(() => new Response('', { status: 429 }));
    const error = await errorOf(client.get('/supabase-usage/usage/summary'));
    expect((error as Error).message).toBe(
      'Usage limits reached: Your usage limit has been exceeded. Please try again later or upgrade your plan.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses the upload variant of the 429 text for a file upload', async () => {
    const { client } = setup(() => json({ limit_type: 'storage' }, 429));
    const error = await errorOf(client.post('/files/upload', new FormData(), { fileUpload: true }));
    expect((error as Error).message).toBe('Usage limit reached. Please try again later or upgrade your plan.');
    expect((error as UsageLimitError).limitType).toBe('storage');
  });

  it('builds other errors from the validation list, with status and body', async () => {
    const body = { detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }, { loc: ['body', 'year_group'], msg: 'Input should be a valid integer' }] };
    const { client } = setup(() => json(body, 422, 'Unprocessable Entity'));
    const error = await errorOf(client.post('/classes', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UsageLimitError);
    expect((error as ApiError).message).toBe('body.name: Field required, body.year_group: Input should be a valid integer');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).statusText).toBe('Unprocessable Entity');
    expect((error as ApiError).body).toEqual(body);
    expect(isBackendUnreachable(error)).toBe(false);
  });

  it.each([
    [{ detail: 'Assessment not found' }, 404, 'Assessment not found'],
    [{ message: 'Only the creator can edit' }, 403, 'Only the creator can edit'],
    [{ error: 'Bad Request' }, 400, 'Bad Request'],
    [{}, 500, 'An error occurred'],
  ])('builds the message of %j (status %i)', async (body, status, message) => {
    const { client } = setup(() => json(body, status));
    const error = await errorOf(client.get('/assessments/77'));
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(status);
  });

  it("says 'An error occurred' for a failed answer that is not JSON, keeping its text", async () => {
    const { client } = setup(() => new Response('<h1>Internal Server Error</h1>', { status: 500 }));
    const error = (await errorOf(client.get('/x'))) as ApiError;
    expect(error.message).toBe('An error occurred');
    expect(error.body).toBe('<h1>Internal Server Error</h1>');
  });

  it('returns null for an ok answer whose body is not JSON, and for an empty one', async () => {
    const { client } = setup((url) => (url.endsWith('/html') ? new Response('<html>ok</html>', { status: 200 }) : new Response(null, { status: 204 })));
    await expect(client.get('/html')).resolves.toBeNull();
    await expect(client.post('/students/invitation/accept/abc')).resolves.toBeNull();
  });
});

describe('retries and timeouts (decision 2)', () => {
  it('retries a GET 3 times on desktop after network failures, waiting 0.5 s, 1 s and 2 s', async () => {
    const { client, fetch } = setup(offline);
    const outcome = settle(client.get('/assessments/'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    const result = await outcome;
    expect('error' in result && result.error).toBeInstanceOf(ApiUnreachableError);
    expect('error' in result && isBackendUnreachable(result.error)).toBe(true);
    expect('error' in result && (result.error as ApiUnreachableError).reason).toBe('network');
  });

  it('retries a GET 2 times on a mobile user agent', async () => {
    const { client, fetch } = setup(offline, { userAgent: MOBILE_UA });
    const outcome = settle(client.get('/assessments/'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect('error' in (await outcome)).toBe(true);
  });

  it('returns the answer of a retry that succeeds', async () => {
    let calls = 0;
    const { client } = setup(() => (++calls < 3 ? offline('', {}) : json([{ id: 1 }])));
    const outcome = settle(client.get('/assessments/'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await outcome).toEqual({ value: [{ id: 1 }] });
  });

  it.each([502, 503, 504])('retries a GET after a %i', async (status) => {
    let calls = 0;
    const { client, fetch } = setup(() => (++calls === 1 ? json({ detail: 'Bad gateway' }, status) : json({ ok: true })));
    const outcome = settle(client.get('/subjects/'));
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toEqual({ value: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises the last 503 as an answer, not as an unreachable backend', async () => {
    const { client, fetch } = setup(() => json({ detail: 'Service Unavailable' }, 503));
    const outcome = settle(client.get('/subjects/'));
    await vi.advanceTimersByTimeAsync(3_500);
    const result = await outcome;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect('error' in result && result.error).toBeInstanceOf(ApiError);
    expect('error' in result && isBackendUnreachable(result.error)).toBe(false);
  });

  it.each([500, 404, 400])('does not retry a GET after a %i', async (status) => {
    const { client, fetch } = setup(() => json({ detail: 'No' }, status));
    const outcome = settle(client.get('/subjects/'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect('error' in (await outcome)).toBe(true);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries a %s, even when the network fails', async (name) => {
    const { client, fetch } = setup(offline);
    const call = name === 'delete' ? client.delete('/assessments/1') : client[name]('/assessments/1', { title: 'T' });
    const outcome = settle(call);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const result = await outcome;
    expect('error' in result && isBackendUnreachable(result.error)).toBe(true);
  });

  it('never retries a POST after a 503', async () => {
    const { client, fetch } = setup(() => json({ detail: 'Service Unavailable' }, 503));
    const outcome = settle(client.post('/subjects', { name: 'Art' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await outcome).toMatchObject({ error: { message: 'Service Unavailable', status: 503 } });
  });

  it('times out after 10 s on desktop, as an unreachable backend', async () => {
    const { client, fetch } = setup(never);
    const outcome = settle(client.post('/assessments/create-comprehensive', { title: 'T' }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await outcome;
    expect('error' in result && result.error).toBeInstanceOf(ApiUnreachableError);
    expect('error' in result && (result.error as ApiUnreachableError).reason).toBe('timeout');
  });

  it('times out each GET attempt after 15 s on mobile, then retries twice', async () => {
    const { client, fetch } = setup(never, { userAgent: MOBILE_UA, connection: { effectiveType: '4g' } });
    const outcome = settle(client.get('/assessments/'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500 + 15_000 + 1_000 + 15_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await outcome).toMatchObject({ error: { reason: 'timeout' } });
  });

  it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }])(
    'waits 30 s on mobile with a slow connection (%j) and retries twice',
    async (connection) => {
      const { client, fetch } = setup(never, { userAgent: MOBILE_UA, connection });
      const outcome = settle(client.get('/assessments/'));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(200_000);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect('error' in (await outcome)).toBe(true);
    },
  );

  it('gives an upload one more second per started 100 KB', async () => {
    const { client } = setup(never);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024 * 1024 - 10)]), 'paper.pdf');
    // 1 MiB in all with the field names: 10 s + 11 s.
    const outcome = settle(client.post('/files/upload', form, { fileUpload: true }));
    await vi.advanceTimersByTimeAsync(20_999);
    let finished = false;
    void outcome.then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ error: { reason: 'timeout' } });
  });

  it('stops waiting when the caller aborts, without calling it an unreachable backend', async () => {
    const { client } = setup(never);
    const controller = new AbortController();
    const outcome = settle(client.post('/subjects', { name: 'Art' }, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new DOMException('left the page', 'AbortError'));
    const result = await outcome;
    expect('error' in result && (result.error as DOMException).name).toBe('AbortError');
    expect('error' in result && isBackendUnreachable(result.error)).toBe(false);
  });

  it('lets the other callers of a shared GET have the answer when one stops waiting', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const leaving = settle(client.get('/subjects/', { signal: controller.signal }));
    const staying = client.get('/subjects/');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await leaving).toMatchObject({ error: { name: 'AbortError' } });
    answer(json(['Maths']));
    expect(await staying).toEqual(['Maths']);
  });
});

describe('download', () => {
  it('returns the file as a Blob and never caches it', async () => {
    const { client, fetch } = setup(() => new Response(new Blob(['%PDF-1.7 report'], { type: 'application/pdf' })));
    const blob = await client.download('/supabase-reports/reports/export/student-assessment/5', { query: { format: 'pdf' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob!.text()).toBe('%PDF-1.7 report');
    expect(fetch.mock.calls[0]![0]).toBe(`${BASE}/api/supabase-reports/reports/export/student-assessment/5?format=pdf`);
    await client.download('/supabase-reports/reports/export/student-assessment/5', { query: { format: 'pdf' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises the server detail of a failed download', async () => {
    const { client } = setup(() => json({ detail: 'Report not ready' }, 404, 'Not Found'));
    expect(await errorOf(client.download('/x'))).toMatchObject({ message: 'Report not ready', status: 404, statusText: 'Not Found' });
  });
});

describe('persisted GETs', () => {
  class MemoryStorage implements ApiCacheStorage {
    readonly items = new Map<string, string>();
    getItem(key: string) {
      return this.items.get(key) ?? null;
    }
    setItem(key: string, value: string) {
      this.items.set(key, value);
    }
    removeItem(key: string) {
      this.items.delete(key);
    }
  }

  it('keep an answer across a reload, saved 300 ms after it arrives', async () => {
    const storage = new MemoryStorage();
    const first = setup(() => json([{ id: 1, name: 'Mathematics' }]), { storage });
    await first.client.get('/subjects/', { persist: true, cacheTtlMs: API_CACHE_TTL_MS.subjects });
    expect(storage.items.has(API_LOCAL_CACHE_STORAGE_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(storage.items.has(API_LOCAL_CACHE_STORAGE_KEY)).toBe(true);

    const reloaded = setup(() => json([]), { storage });
    expect(await reloaded.client.get('/subjects/', { persist: true })).toEqual([{ id: 1, name: 'Mathematics' }]);
    expect(reloaded.fetch).not.toHaveBeenCalled();
    expect(await reloaded.client.get('/subjects/', { persist: true, fresh: true })).toEqual([]);
  });

  it('are dropped from storage when a change clears their path', async () => {
    const storage = new MemoryStorage();
    const { client } = setup((_url, init) => json(init.method === 'GET' ? ['Maths'] : { id: 2 }), { storage });
    await client.get('/subjects/', { persist: true });
    await client.post('/subjects', { name: 'Art' });
    await vi.advanceTimersByTimeAsync(300);
    const reloaded = setup(() => json(['Maths', 'Art']), { storage });
    expect(await reloaded.client.get('/subjects/', { persist: true })).toEqual(['Maths', 'Art']);
  });
});
