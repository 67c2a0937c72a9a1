import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createApiClient, type ApiClient } from '@assess/core';
import { ElementConfigContext } from '../element/config.ts';
import { ElementHostContext } from '../element/host-context.ts';
import { AssessApiProvider, useAssessApi } from './AssessApi.tsx';

afterEach(() => vi.unstubAllGlobals());

function Probe({ onClient }: { onClient: (client: ApiClient) => void }) {
  const client = useAssessApi();
  useEffect(() => onClient(client), [client, onClient]);
  return null;
}

test('under a React host, screens use the host’s client', () => {
  const hostClient = createApiClient({ baseUrl: 'https://host.example' });
  const seen = vi.fn();
  render(
    <AssessApiProvider client={hostClient}>
      <Probe onClient={seen} />
    </AssessApiProvider>,
  );
  expect(seen).toHaveBeenCalledWith(hostClient);
});

test('inside an element, calls go to the configured backend with the configured access token, and a 401 leaves as assess-unauthorized', async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'expired' }), { status: 401 }));
  vi.stubGlobal('fetch', fetchMock);
  const host = document.createElement('div');
  const unauthorized = vi.fn();
  host.addEventListener('assess-unauthorized', unauthorized);
  let client: ApiClient | undefined;
  render(
    <ElementHostContext.Provider value={host}>
      <ElementConfigContext.Provider value={{ apiBaseUrl: 'https://assess.example', accessToken: 'portal-token' }}>
        <Probe onClient={(c) => { client = c; }} />
      </ElementConfigContext.Provider>
    </ElementHostContext.Provider>,
  );
  await expect(client?.get('/supabase-usage/usage/summary')).resolves.toBeUndefined();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://assess.example/api/supabase-usage/usage/summary');
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer portal-token');
  await waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1));
});
