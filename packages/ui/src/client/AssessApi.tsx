import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@assess/core';
import { useElementConfig } from '../element/config.ts';
import { useEmit } from '../element/host-context.ts';

/** The API client a React host gives every screen (the host's, wired to its signed-in session). */
const AssessApiContext = createContext<ApiClient | null>(null);

export function AssessApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <AssessApiContext.Provider value={client}>{children}</AssessApiContext.Provider>;
}

/**
 * The API client a screen calls the backend with. Under a React host it is the host's client. Inside a custom
 * element without one it is built from the element's configuration: the backend at `api-base-url` (this
 * page's origin by default) with the `access-token` a portal or an LTI launch gave; a 401 then leaves the
 * element as an `assess-unauthorized` event, so the page can sign in again and set a new token.
 */
export function useAssessApi(): ApiClient {
  const fromHost = useContext(AssessApiContext);
  const { apiBaseUrl, accessToken } = useElementConfig();
  const emit = useEmit<{ 'assess-unauthorized': Record<string, never> }>();
  const fromConfig = useMemo(
    () =>
      fromHost
        ? null
        : createApiClient({
            baseUrl: apiBaseUrl ?? '',
            getAccessToken: () => Promise.resolve(accessToken ?? null),
            onUnauthorized: () => void emit('assess-unauthorized', {}),
          }),
    [fromHost, apiBaseUrl, accessToken, emit],
  );
  return fromHost ?? (fromConfig as ApiClient);
}
