import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createApiClient, type ApiClient } from '@assess/core';
import { ElementConfigContext } from '../element/config.ts';
import { ElementHostContext } from '../element/host-context.ts';
import { AssessApiProvider, useAssessApi } from './AssessApi.tsx';
import { sharedClientCount } from './shared-clients.ts';

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

/**
 * Components (one unless told) inside an element with this configuration, as a partner page or an LTI launch has
 * them.
 */
function renderInElement(config: { apiBaseUrl?: string; accessToken?: string }, components = 1) {
  const host = document.createElement('div');
  const unauthorized = vi.fn();
  host.addEventListener('assess-unauthorized', unauthorized);
  const seen: ApiClient[] = [];
  const onClient = (client: ApiClient) => {
    seen.push(client);
  };
  const probe = (next: typeof config) => (
    <ElementHostContext.Provider value={host}>
      <ElementConfigContext.Provider value={next}>
        {Array.from({ length: components }, (_, index) => (
          <Probe key={index} onClient={onClient} />
        ))}
      </ElementConfigContext.Provider>
    </ElementHostContext.Provider>
  );
  const view = render(probe(config));
  return {
    unauthorized,
    client: () => seen.at(-1)!,
    reconfigure: (next: typeof config) => view.rerender(probe(next)),
    unmount: () => view.unmount(),
  };
}

function stubFetch(status = 200) {
  const fetchMock = vi.fn(async () =>
    status === 200 ? Response.json({ used: 3 }) : new Response(JSON.stringify({ detail: 'expired' }), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('elements with the same backend and token share one client: one request for the same GET', async () => {
  const fetchMock = stubFetch();
  const first = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'portal-token' });
  const second = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'portal-token' });
  expect(second.client()).toBe(first.client());
  const answers = await Promise.all([first.client().get('/usage'), second.client().get('/usage')]);
  expect(answers).toEqual([{ used: 3 }, { used: 3 }]);
  await expect(second.client().get('/usage')).resolves.toEqual({ used: 3 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sharedClientCount()).toBe(1);
});

test('a change by one element makes the shared cache stale for the others', async () => {
  const fetchMock = stubFetch();
  const first = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'portal-token' });
  const second = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'portal-token' });
  await first.client().get('/classes');
  await second.client().post('/classes', { name: '7B' });
  await first.client().get('/classes');
  expect(fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].method)).toEqual(['GET', 'POST', 'GET']);
});

test('elements with different tokens, or different backends, do not share a client or its cache', async () => {
  const fetchMock = stubFetch();
  const first = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'token-a' });
  const second = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'token-b' });
  const third = renderInElement({ apiBaseUrl: 'https://other.example', accessToken: 'token-a' });
  expect(second.client()).not.toBe(first.client());
  expect(third.client()).not.toBe(first.client());
  await Promise.all([first.client().get('/usage'), second.client().get('/usage'), third.client().get('/usage')]);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  expect(calls.map(([url, init]) => [url, new Headers(init.headers).get('Authorization')])).toEqual([
    ['https://assess.example/api/usage', 'Bearer token-a'],
    ['https://assess.example/api/usage', 'Bearer token-b'],
    ['https://other.example/api/usage', 'Bearer token-a'],
  ]);
});

test('a 401 on a shared client leaves every element that uses it as its own assess-unauthorized', async () => {
  stubFetch(401);
  const first = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'expired-token' });
  const second = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'expired-token' });
  const other = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'another-token' });
  await expect(first.client().get('/usage')).resolves.toBeUndefined();
  await waitFor(() => expect(second.unauthorized).toHaveBeenCalledTimes(1));
  expect(first.unauthorized).toHaveBeenCalledTimes(1);
  expect(other.unauthorized).not.toHaveBeenCalled();
  const event = first.unauthorized.mock.calls[0]![0] as Event;
  expect(event.type).toBe('assess-unauthorized');
});

test('a new token gives a new client, and a client nobody uses any more is dropped', async () => {
  const fetchMock = stubFetch();
  const first = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'old-token' });
  const second = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'old-token' });
  const old = first.client();
  await old.get('/usage');

  first.reconfigure({ apiBaseUrl: 'https://assess.example', accessToken: 'new-token' });
  const renewed = first.client();
  expect(renewed).not.toBe(old);
  await renewed.get('/usage');
  expect(new Headers((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).get('Authorization')).toBe('Bearer new-token');
  // The other element still uses the old token's client.
  expect(sharedClientCount()).toBe(2);

  second.unmount();
  expect(sharedClientCount()).toBe(1);
  first.unmount();
  expect(sharedClientCount()).toBe(0);

  // Coming back with the old token starts afresh: nothing of the dropped client is reused.
  const again = renderInElement({ apiBaseUrl: 'https://assess.example', accessToken: 'old-token' });
  expect(again.client()).not.toBe(old);
  await again.client().get('/usage');
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('an element whose several components use the shared client hears each 401 once', async () => {
  stubFetch(401);
  const element = renderInElement({ apiBaseUrl: 'https://once.example', accessToken: 'expired-token' }, 3);
  await expect(element.client().get('/supabase-usage/usage/summary')).resolves.toBeUndefined();
  await waitFor(() => expect(element.unauthorized).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(element.unauthorized).toHaveBeenCalledTimes(1);
});
