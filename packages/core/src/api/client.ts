// The client every backend call goes through (spec 01 §7, decisions 1 to 3): token, GET cache, shared in-flight
// GETs, retries of GETs only, timeouts by device, and errors built from the answer.
import { API_GET_CACHE_MS, API_PREFIX, API_RETRY_BACKOFF_MS, API_RETRY_STATUSES } from './constants.js';
import { type ApiConnectionInfo, formDataSize, isSlowConnection, requestPolicy, uploadTimeoutMs } from './device.js';
import { ApiError, ApiUnreachableError, apiErrorMessage, usageLimitError } from './errors.js';
import { type ApiCacheStorage, type ApiLocalCache, createApiLocalCache } from './local-cache.js';
import { ApiResponseCache, cacheLifetimeMs, pathMatches } from './response-cache.js';
import { createTokenCache } from './token-cache.js';
import { type ApiAttempt, type ApiFetch, attemptBlob, attemptJson, delay } from './transport.js';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  /** The backend's origin (and any base path); requests go to baseUrl + '/api' + path. Empty means this origin. */
  baseUrl?: string;
  /** The session's access token, or null when signed out. Asked at most once every 30 s. */
  getAccessToken?: () => Promise<string | null>;
  /** Called on a 401: the caller signs the user out. The call itself returns nothing. */
  onUnauthorized?: () => void | Promise<void>;
  fetch?: ApiFetch;
  now?: () => number;
  /** For mobile detection; defaults to navigator.userAgent. */
  userAgent?: string;
  /** For slow-connection detection; defaults to navigator.connection. */
  connection?: ApiConnectionInfo | null;
  /** Storage of the persisted local cache; defaults to localStorage, null keeps it in memory only. */
  storage?: ApiCacheStorage | null;
  /** The storage key of the persisted local cache, so that two backends on one page keep theirs apart. */
  localCacheKey?: string;
}

export interface ApiRequestOptions {
  query?: ApiQuery;
  headers?: Record<string, string>;
  /** Ends the wait for this call; a request shared with other callers goes on for them. */
  signal?: AbortSignal;
  /** Overrides the device timeout of each attempt. */
  timeoutMs?: number;
  /** A 429 without detail reads 'Usage limit reached. Please try again later or upgrade your plan.' */
  fileUpload?: boolean;
}

export interface ApiGetOptions extends ApiRequestOptions {
  /** Skips the cache and the shared in-flight request, and stores the new answer (decision 1). */
  fresh?: boolean;
  /** Lifetime of this answer in the cache (see API_CACHE_TTL_MS); 0 does not cache it. */
  cacheTtlMs?: number;
  /** Also keeps the answer in the persisted local cache, so that it survives a reload. */
  persist?: boolean;
}

export interface ApiMutationOptions extends ApiRequestOptions {
  /**
   * Path fragments whose cached GETs a success makes stale, besides the call's first path segment
   * (a POST to /assessments/submit-and-grade clears '/assessments'). false clears nothing.
   */
  invalidates?: readonly string[] | false;
}

/** undefined after a 401 (signed out), null for an empty or unreadable answer. */
export type ApiResult<T> = T | null | undefined;

export interface ApiClient {
  get<T = unknown>(path: string, options?: ApiGetOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiMutationOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: ApiMutationOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: ApiMutationOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: ApiMutationOptions & { body?: unknown }): Promise<ApiResult<T>>;
  /** A file from the API as a Blob (never cached); undefined after a 401. */
  download(path: string, options?: ApiRequestOptions): Promise<Blob | undefined>;
  /** Clears cached GETs whose path contains the fragment, in memory and in the persisted cache; none clears all. */
  clearCache(fragment?: string): void;
  /** Forgets the cached token (call it on sign-in and sign-out). */
  clearToken(): void;
  /** The persisted local cache, for data a screen keeps across reloads. */
  readonly localCache: ApiLocalCache;
  /** The full address of an API path, for links the browser opens itself. */
  url(path: string, query?: ApiQuery): string;
  /** The backend's address outside /api (Supabase-style storage, such as resumable uploads). */
  backendUrl(path: string): string;
  /** The session's access token, for requests the browser makes itself (uploads with progress); null when signed out. */
  accessToken(): Promise<string | null>;
}

interface PendingGet {
  key: string;
  path: string;
  stale: boolean;
  promise: Promise<unknown>;
}

function navigatorInfo(): { userAgent?: string; connection?: ApiConnectionInfo } {
  return (globalThis as { navigator?: { userAgent?: string; connection?: ApiConnectionInfo } }).navigator ?? {};
}

function queryString(query: ApiQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  return params.toString();
}

function withQuery(path: string, query: ApiQuery | undefined): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const search = queryString(query);
  if (!search) return normalised;
  return `${normalised}${normalised.includes('?') ? '&' : '?'}${search}`;
}

/** '/assessments/submit-and-grade?x=1' -> '/assessments'. */
export function firstPathSegment(path: string): string {
  const segment = path.split(/[?#]/, 1)[0]?.split('/').find((part) => part !== '');
  return segment ? `/${segment}` : '/';
}

function bodyKey(body: unknown): string {
  if (body === undefined) return '';
  if (body instanceof FormData) return '[form-data]';
  return JSON.stringify(body);
}

/** Waits for a shared promise, or rejects with the caller's reason when the caller stops waiting first. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** How many answers the client keeps with their ETags for conditional GETs. */
const MAX_VALIDATORS = 200;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchFn: ApiFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const tokens = createTokenCache(options.getAccessToken ?? (() => Promise.resolve(null)), now);
  const cache = new ApiResponseCache(now);
  /** The last answer of each GET with the server's ETag, so that a 304 reuses its body instead of sending it again. */
  const validators = new Map<string, { etag: string; value: unknown }>();
  const localCache = createApiLocalCache({
    storage: options.storage,
    now,
    ...(options.localCacheKey ? { storageKey: options.localCacheKey } : {}),
  });
  const inFlight = new Map<string, PendingGet>();
  const running = new Set<PendingGet>();

  const userAgent = () => options.userAgent ?? navigatorInfo().userAgent ?? '';
  const connection = () => (options.connection === undefined ? navigatorInfo().connection : options.connection);

  function url(path: string, query?: ApiQuery): string {
    return `${baseUrl}${API_PREFIX}${withQuery(path, query)}`;
  }

  function clearCache(fragment?: string): void {
    cache.clear(fragment);
    if (fragment === undefined) validators.clear();
    localCache.clear(fragment);
    for (const pending of running) {
      if (fragment === undefined || pathMatches(pending.path, fragment)) {
        pending.stale = true;
        if (inFlight.get(pending.key) === pending) inFlight.delete(pending.key);
      }
    }
  }

  async function token(): Promise<string | null> {
    try {
      return await tokens.get();
    } catch {
      return null;
    }
  }

  function unauthorized(): undefined {
    tokens.clear();
    clearCache();
    try {
      void Promise.resolve(options.onUnauthorized?.()).catch(() => undefined);
    } catch {
      // Signing out is the caller's job; its failure must not turn this call into an error.
    }
    return undefined;
  }

  function failure(attempt: ApiAttempt, fileUpload: boolean): Error {
    const { response } = attempt;
    const body = attempt.json ?? attempt.text;
    if (response.status === 429) return usageLimitError(body, fileUpload, response.statusText);
    return new ApiError(apiErrorMessage(body), response.status, body, response.statusText);
  }

  async function buildInit(method: ApiMethod, body: unknown, extra: Record<string, string> | undefined, accept: string) {
    const headers: Record<string, string> = { Accept: accept, ...extra };
    const bearer = await token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const init: RequestInit = { method, headers };
    if (body instanceof FormData) {
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return init;
  }

  function timeoutFor(body: unknown, requested: number | undefined): { timeoutMs: number; maxRetries: number } {
    const policy = requestPolicy(userAgent(), connection());
    let timeoutMs = requested ?? policy.timeoutMs;
    if (requested === undefined && body instanceof FormData) {
      timeoutMs = uploadTimeoutMs(policy.timeoutMs, formDataSize(body), isSlowConnection(connection()));
    }
    return { timeoutMs, maxRetries: policy.maxRetries };
  }

  /**
   * Sends a call, retrying a GET after a network failure, a timeout or a 502/503/504 (decision 2),
   * and returns the last attempt.
   */
  async function send<A extends { response: Response }>(
    method: ApiMethod,
    path: string,
    body: unknown,
    requestOptions: ApiRequestOptions,
    accept: string,
    attempt: (target: string, init: RequestInit, timeoutMs: number) => Promise<A>,
  ): Promise<A> {
    const target = url(path, requestOptions.query);
    const { timeoutMs, maxRetries } = timeoutFor(body, requestOptions.timeoutMs);
    const retries = method === 'GET' ? maxRetries : 0;
    for (let tried = 0; ; tried += 1) {
      const init = await buildInit(method, body, requestOptions.headers, accept);
      try {
        const result = await attempt(target, init, timeoutMs);
        if (tried < retries && API_RETRY_STATUSES.includes(result.response.status)) {
          await delay(API_RETRY_BACKOFF_MS * 2 ** tried, requestOptions.signal);
          continue;
        }
        return result;
      } catch (error) {
        if (!(error instanceof ApiUnreachableError) || tried >= retries) throw error;
        await delay(API_RETRY_BACKOFF_MS * 2 ** tried, requestOptions.signal);
      }
    }
  }

  async function requestJson<T>(method: ApiMethod, path: string, body: unknown, requestOptions: ApiRequestOptions): Promise<ApiResult<T>> {
    const attempt = await send(method, path, body, requestOptions, 'application/json', (target, init, timeoutMs) =>
      attemptJson(fetchFn, target, init, { timeoutMs, signal: requestOptions.signal }),
    );
    if (attempt.response.status === 401) return unauthorized();
    if (!attempt.response.ok) throw failure(attempt, requestOptions.fileUpload === true);
    return attempt.json as T | null;
  }

  async function getJson<T>(path: string, key: string, requestOptions: ApiRequestOptions): Promise<ApiResult<T>> {
    const known = validators.get(key);
    const headers = known ? { ...requestOptions.headers, 'If-None-Match': known.etag } : requestOptions.headers;
    const attempt = await send('GET', path, undefined, { ...requestOptions, ...(headers ? { headers } : {}) }, 'application/json', (target, init, timeoutMs) =>
      attemptJson(fetchFn, target, init, { timeoutMs, signal: requestOptions.signal }),
    );
    if (attempt.response.status === 304 && known) return known.value as T | null;
    if (attempt.response.status === 401) return unauthorized();
    if (!attempt.response.ok) throw failure(attempt, requestOptions.fileUpload === true);
    const etag = attempt.response.headers.get('etag');
    validators.delete(key);
    if (etag) {
      validators.set(key, { etag, value: attempt.json });
      // Bounded: the oldest answer goes first.
      if (validators.size > MAX_VALIDATORS) validators.delete(validators.keys().next().value!);
    }
    return attempt.json as T | null;
  }

  function get<T>(path: string, getOptions: ApiGetOptions = {}): Promise<ApiResult<T>> {
    const requestPath = withQuery(path, getOptions.query);
    const key = `GET ${requestPath} ${bodyKey(undefined)}`;
    const ttlMs = getOptions.cacheTtlMs ?? API_GET_CACHE_MS;

    if (!getOptions.fresh) {
      const cached = cache.get(key);
      if (cached.hit) return Promise.resolve(cached.value as T | null);
      if (getOptions.persist) {
        const stored = localCache.get<T | null>(key);
        if (stored !== undefined) return Promise.resolve(stored);
      }
      const shared = inFlight.get(key);
      if (shared) return raceAbort(shared.promise as Promise<ApiResult<T>>, getOptions.signal);
    }

    // A shared request must not end when one of its callers stops waiting, so only a fresh read passes the signal on.
    const { signal, ...sharedOptions } = getOptions;
    const pending: PendingGet = { key, path: requestPath, stale: false, promise: Promise.resolve() };
    const promise = getJson<T>(path, key, getOptions.fresh ? getOptions : sharedOptions)
      .then((value) => {
        if (value !== undefined && !pending.stale && ttlMs > 0) {
          cache.set(key, requestPath, value, ttlMs);
          if (getOptions.persist) localCache.set(key, value, cacheLifetimeMs(value, ttlMs));
        }
        return value;
      })
      .finally(() => {
        running.delete(pending);
        if (inFlight.get(key) === pending) inFlight.delete(key);
      });
    pending.promise = promise;
    running.add(pending);
    if (!getOptions.fresh) {
      inFlight.set(key, pending);
      return raceAbort(promise, signal);
    }
    return promise;
  }

  async function mutate<T>(method: ApiMethod, path: string, body: unknown, mutationOptions: ApiMutationOptions = {}): Promise<ApiResult<T>> {
    const value = await requestJson<T>(method, path, body, mutationOptions);
    if (value !== undefined && mutationOptions.invalidates !== false) {
      for (const fragment of new Set([firstPathSegment(path), ...(mutationOptions.invalidates ?? [])])) clearCache(fragment);
    }
    return value;
  }

  async function download(path: string, requestOptions: ApiRequestOptions = {}): Promise<Blob | undefined> {
    const attempt = await send('GET', path, undefined, requestOptions, '*/*', (target, init, timeoutMs) =>
      attemptBlob(fetchFn, target, init, { timeoutMs, signal: requestOptions.signal }),
    );
    if ('blob' in attempt) return attempt.blob;
    if (attempt.response.status === 401) return unauthorized();
    throw failure(attempt, requestOptions.fileUpload === true);
  }

  return {
    get,
    post: (path, body, mutationOptions) => mutate('POST', path, body, mutationOptions),
    put: (path, body, mutationOptions) => mutate('PUT', path, body, mutationOptions),
    patch: (path, body, mutationOptions) => mutate('PATCH', path, body, mutationOptions),
    delete: (path, mutationOptions = {}) => {
      const { body, ...rest } = mutationOptions;
      return mutate('DELETE', path, body, rest);
    },
    download,
    clearCache,
    clearToken: () => tokens.clear(),
    localCache,
    url,
    backendUrl: (path) => `${baseUrl}${path}`,
    accessToken: token,
  };
}
