import { createApiClient, type ApiClient } from '@assess/core';

/** A call the fake backend received. */
export interface RecordedCall {
  method: string;
  /** The path after /api, with its query. */
  path: string;
  init: RequestInit;
}

export type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

/** Answers for 'GET /subjects/' and the like: one reply, or a list used in turn (the last one repeats). */
export type Routes = Record<string, Reply | Reply[]>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function unreachable(): never {
  throw new TypeError('Failed to fetch');
}

/** A real API client over a fake fetch that answers from routes and records every call. */
export function fakeBackend(routes: Routes): { api: ApiClient; calls: RecordedCall[]; callsTo: (route: string) => RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://assess.test');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = init.method ?? 'GET';
    calls.push({ method, path, init });
    const key = `${method} ${path}`;
    const route = routes[key];
    if (route === undefined) return json({ detail: 'Not Found' }, 404);
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const reply = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
    return typeof reply === 'function' ? reply() : ((await reply) as Response).clone();
  };
  const api = createApiClient({ fetch, storage: null, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', connection: null });
  return { api, calls, callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route) };
}
