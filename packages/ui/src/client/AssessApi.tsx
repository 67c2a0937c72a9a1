import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@assess/core';
import { useElementConfig } from '../element/config.ts';
import { useElementHost, useEmit } from '../element/host-context.ts';
import { retainSharedClient, sharedApiClient } from './shared-clients.ts';

/** The API client a React host gives every screen (the host's, wired to its signed-in session). */
const AssessApiContext = createContext<ApiClient | null>(null);

export function AssessApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <AssessApiContext.Provider value={client}>{children}</AssessApiContext.Provider>;
}

/**
 * The client this component's screen uses, without keeping it: under a React host the host's, inside an element
 * the page's client for the element's backend and token. useResource reads it to know when to read again.
 */
export function useCurrentApiClient(): ApiClient {
  const fromHost = useContext(AssessApiContext);
  const { apiBaseUrl, accessToken } = useElementConfig();
  return useMemo(() => fromHost ?? sharedApiClient(apiBaseUrl, accessToken), [fromHost, apiBaseUrl, accessToken]);
}

/**
 * The API client a screen calls the backend with. Under a React host it is the host's client. Inside a custom
 * element without one it is the page's client for the element's configuration: the backend at `api-base-url`
 * (this page's origin by default) with the `access-token` a portal or an LTI launch gave. Elements with the same
 * backend and token share that client, so its cache, shared in-flight GETs and invalidation serve them all; a
 * 401 then leaves every element that uses it as an `assess-unauthorized` event, so the page can sign in again
 * and set a new token (which gives a new client).
 */
export function useAssessApi(): ApiClient {
  const fromHost = useContext(AssessApiContext);
  const client = useCurrentApiClient();
  const emit = useEmit<{ 'assess-unauthorized': Record<string, never> }>();
  // The element this component belongs to: its components share one 401 listener, so it hears each 401 once.
  const host = useElementHost();
  const ownComponent = useMemo(() => ({}), []);
  const owner = host ?? ownComponent;
  useEffect(() => {
    if (fromHost) return undefined;
    return retainSharedClient(client, owner, () => void emit('assess-unauthorized', {}));
  }, [fromHost, client, owner, emit]);
  return client;
}
