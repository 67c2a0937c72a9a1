// The API clients of the elements on one page: one per (API base URL, access token), as a React host has one
// for all its screens, so that the GET cache, shared in-flight GETs and invalidation after a change work across
// elements. Each element that uses a client listens to it for a 401; a client nobody uses any more is dropped.
import { createApiClient, type ApiClient } from '@assess/core';

interface SharedClient {
  key: string;
  client: ApiClient;
  /**
   * One per element using the client, however many of its components use it: each element turns a 401 into
   * its own assess-unauthorized event, once.
   */
  listeners: Map<object, { uses: number; notify: () => void }>;
}

const clients = new Map<string, SharedClient>();
const byClient = new WeakMap<ApiClient, SharedClient>();

function keyOf(apiBaseUrl: string | undefined, accessToken: string | undefined): string {
  return JSON.stringify([(apiBaseUrl ?? '').replace(/\/+$/, ''), accessToken ?? null]);
}

/**
 * The page's client for this backend and token, made on first use. It is kept while an element listens to it
 * (retainSharedClient); call that from an effect, as rendering alone does not keep a client.
 */
export function sharedApiClient(apiBaseUrl: string | undefined, accessToken: string | undefined): ApiClient {
  const key = keyOf(apiBaseUrl, accessToken);
  const known = clients.get(key);
  if (known) return known.client;
  const shared: SharedClient = {
    key,
    listeners: new Map(),
    client: createApiClient({
      baseUrl: apiBaseUrl ?? '',
      getAccessToken: () => Promise.resolve(accessToken ?? null),
      onUnauthorized: () => {
        for (const { notify } of [...shared.listeners.values()]) {
          try {
            notify();
          } catch {
            // One element's listener failing must not keep the others from hearing of the 401.
          }
        }
      },
    }),
  };
  clients.set(key, shared);
  byClient.set(shared.client, shared);
  return shared.client;
}

/** Drops every client no element listens to. */
function dropUnused(): void {
  for (const [key, shared] of clients) if (shared.listeners.size === 0) clients.delete(key);
}

/**
 * Keeps a shared client while an element (the owner) uses it, and calls onUnauthorized once on each 401 it
 * receives, however many of the owner's components retain it. Returns the release; the last release drops the
 * client.
 */
export function retainSharedClient(client: ApiClient, owner: object, onUnauthorized: () => void): () => void {
  const shared = byClient.get(client);
  if (!shared) return () => undefined;
  // A client made by a render that was not kept may have been dropped meanwhile: it serves its key again.
  if (!clients.has(shared.key)) clients.set(shared.key, shared);
  const entry = shared.listeners.get(owner) ?? { uses: 0, notify: onUnauthorized };
  entry.uses += 1;
  shared.listeners.set(owner, entry);
  return () => {
    entry.uses -= 1;
    if (entry.uses === 0 && shared.listeners.get(owner) === entry) shared.listeners.delete(owner);
    dropUnused();
  };
}

/** How many clients the page keeps (for tests). */
export function sharedClientCount(): number {
  return clients.size;
}
