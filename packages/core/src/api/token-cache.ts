// The bearer token, asked of the session at most once every 30 s (spec 01 §7).
import { API_TOKEN_CACHE_MS } from './constants.js';

export interface TokenCache {
  get(): Promise<string | null>;
  /** Forgets the token, so the next call asks the session again (after a 401, sign-in or sign-out). */
  clear(): void;
}

/**
 * A missing token is not cached: right after sign-in the next call must find the new session at once.
 * Concurrent calls while the session is being asked share that one question.
 */
export function createTokenCache(getAccessToken: () => Promise<string | null>, now: () => number, ttlMs = API_TOKEN_CACHE_MS): TokenCache {
  let token: string | null = null;
  let expiresAt = 0;
  let pending: Promise<string | null> | null = null;
  let generation = 0;

  return {
    get() {
      if (token !== null && now() < expiresAt) return Promise.resolve(token);
      if (pending) return pending;
      const asked = generation;
      const request = getAccessToken()
        .then((value) => {
          if (asked === generation && value) {
            token = value;
            expiresAt = now() + ttlMs;
          }
          return value || null;
        })
        .finally(() => {
          if (pending === request) pending = null;
        });
      pending = request;
      return request;
    },
    clear() {
      generation += 1;
      token = null;
      expiresAt = 0;
      pending = null;
    },
  };
}
