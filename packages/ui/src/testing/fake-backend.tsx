// A real API client over a fake fetch, so that screens are tested through the request layer they ship with.
// For the screen packages' tests only (the `@assess/ui/testing` entry resolves to source and is not shipped).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient, type ApiClient } from '@assess/core';
import { AssessApiProvider } from '../client/AssessApi.tsx';

export interface FakeRequest {
  method: string;
  /** The path under /api, with its query. */
  path: string;
  /** Parsed JSON, or the FormData sent. */
  body: unknown;
}

/** A handler's answer: JSON with a status, or 'unreachable' for a network failure. */
export type FakeAnswer = { status?: number; json?: unknown } | 'unreachable';
/** A handler may answer later (a promise), so that a test can have answers arrive out of order. */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

export interface FakeBackend {
  client: ApiClient;
  requests: FakeRequest[];
  /** Requests by method and path without the query, e.g. 'GET /assessments/'. */
  calls(route: string): FakeRequest[];
}

export function fakeBackend(handler: FakeHandler): FakeBackend {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : undefined;
    const request = { method: init?.method ?? 'GET', path, body };
    requests.push(request);
    const answer = (await handler(request)) ?? { status: 404, json: { detail: 'Not Found' } };
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient({ baseUrl: 'https://assess.test', fetch, storage: null, userAgent: 'desktop' });
  return {
    client,
    requests,
    calls: (route) => requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route),
  };
}

export function renderWithBackend(ui: ReactElement, backend: FakeBackend): RenderResult {
  return render(<AssessApiProvider client={backend.client}>{ui}</AssessApiProvider>);
}


export { reviewersAnswer, servedAnswer, servedReport } from './served-report.ts';
