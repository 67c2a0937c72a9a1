// A real API client over a fake fetch, so that the dashboard is tested through the request layer it ships with.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient, type ApiClient } from '@assess/core';
import { AssessApiProvider } from '@assess/ui';

export interface FakeRequest {
  method: string;
  /** The path under /api, without its query. */
  path: string;
  query: URLSearchParams;
}

/** A handler's answer: JSON with a status, or 'unreachable' for a network failure. */
export type FakeAnswer = { status?: number; json?: unknown } | 'unreachable';

export interface FakeBackend {
  client: ApiClient;
  requests: FakeRequest[];
}

export function fakeBackend(handler: (request: FakeRequest) => FakeAnswer | undefined): FakeBackend {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const request = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, json: { detail: 'Not Found' } };
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { client: createApiClient({ baseUrl: 'https://assess.test', fetch, storage: null, userAgent: 'desktop' }), requests };
}

export function renderWithBackend(ui: ReactElement, backend: FakeBackend): RenderResult {
  return render(<AssessApiProvider client={backend.client}>{ui}</AssessApiProvider>);
}
