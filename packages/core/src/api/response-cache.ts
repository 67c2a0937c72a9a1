// The in-memory cache of GET answers: lifetimes, the cap on empty answers and clearing by path fragment.
import { API_EMPTY_CACHE_MS } from './constants.js';

interface CachedAnswer {
  path: string;
  value: unknown;
  expiresAt: number;
}

/** null, an empty list or an empty object: answers that may fill in soon, so they are kept briefly. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
  return false;
}

/** The lifetime an answer is kept: the asked lifetime, at most 60 s for an empty answer. */
export function cacheLifetimeMs(value: unknown, ttlMs: number): number {
  return isEmptyAnswer(value) ? Math.min(ttlMs, API_EMPTY_CACHE_MS) : ttlMs;
}

/** Clearing matches a fragment anywhere in the path, so '/assessments' clears the list and every detail. */
export function pathMatches(path: string, fragment: string): boolean {
  return path.includes(fragment);
}

export class ApiResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The cached answer, or `{ hit: false }` when there is none or it expired. */
  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const entry = this.#entries.get(key);
    if (!entry) return { hit: false };
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: entry.value };
  }

  set(key: string, path: string, value: unknown, ttlMs: number): void {
    const lifetime = cacheLifetimeMs(value, ttlMs);
    if (lifetime <= 0) {
      this.#entries.delete(key);
      return;
    }
    this.#entries.set(key, { path, value, expiresAt: this.#now() + lifetime });
  }

  /** Removes every answer whose path contains the fragment; no fragment clears everything. */
  clear(fragment?: string): void {
    if (fragment === undefined) {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (pathMatches(entry.path, fragment)) this.#entries.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
