// A real API client over a fake fetch, for the endpoints' tests.
import { createApiClient } from '../../api/client.js';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A real API client whose backend answers 'GET /path' from routes (a list is used in turn, the last repeating), else 404. */
export function fakeBackend(routes: Record<string, Response | Response[]>) {
  const calls: { key: string; init: RequestInit }[] = [];
  const used = new Map<string, number>();
  const fetch = (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://assess.test');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
    calls.push({ key, init });
    const route = routes[key];
    if (route === undefined) return Promise.resolve(json({ detail: 'Not Found' }, 404));
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const reply = Array.isArray(route) ? route[Math.min(count, route.length - 1)]! : route;
    return Promise.resolve(reply.clone());
  };
  const api = createApiClient({ fetch, storage: null, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', connection: null });
  return { api, callsTo: (route: string) => calls.filter((call) => call.key === route) };
}
