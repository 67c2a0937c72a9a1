// One HTTP attempt with a timeout, and the reading of its body. Knows nothing of caches or retries.
import { ApiUnreachableError } from './errors.js';

export type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiAttempt {
  response: Response;
  /** The parsed JSON, null when the body is empty or not JSON. */
  json: unknown;
  /** The raw text when the body was not JSON (for error bodies), else null. */
  text: string | null;
}

export interface ApiBlobAttempt {
  response: Response;
  blob: Blob;
}

interface AttemptOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** Parses a body text: null when empty or not JSON. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Runs one fetch and reads its body before the timeout: a caller's abort rethrows the caller's reason,
 * the timeout and every transport failure become an ApiUnreachableError.
 */
async function withTimeout<T>(
  fetchFn: ApiFetch,
  url: string,
  init: RequestInit,
  options: AttemptOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    return await read(response);
  } catch (error) {
    if (callerSignal?.aborted && !timedOut) throw callerSignal.reason;
    if (timedOut) throw new ApiUnreachableError('timeout', { cause: error });
    throw new ApiUnreachableError('network', { cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

export function attemptJson(fetchFn: ApiFetch, url: string, init: RequestInit, options: AttemptOptions): Promise<ApiAttempt> {
  return withTimeout(fetchFn, url, init, options, async (response) => {
    const text = await response.text();
    const json = parseJsonText(text);
    return { response, json, text: json === null && text.trim() !== '' ? text : null };
  });
}

/** Reads an ok answer as a Blob, and a failed one as JSON so that its error message can be built. */
export function attemptBlob(
  fetchFn: ApiFetch,
  url: string,
  init: RequestInit,
  options: AttemptOptions,
): Promise<ApiBlobAttempt | ApiAttempt> {
  return withTimeout(fetchFn, url, init, options, async (response) => {
    if (response.ok) return { response, blob: await response.blob() };
    const text = await response.text();
    const json = parseJsonText(text);
    return { response, json, text: json === null && text.trim() !== '' ? text : null };
  });
}

/** Waits before a retry; a caller's abort ends the wait. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
