import { afterEach, describe, expect, test } from 'vitest';
import { createAssessClient, type AssessClient } from './assess-client.js';
import { FakeAuthServer } from './auth/testing/fake-auth-server.js';
import { MemoryStorage } from './auth/testing/memory-storage.js';
import { $session } from './stores/session.js';

const API_ORIGIN = 'https://api.school.example';

interface ApiCall {
  url: string;
  authorization: string | null;
}

function startClient(apiAnswer: (call: ApiCall) => Response) {
  const server = new FakeAuthServer();
  const apiCalls: ApiCall[] = [];
  const apiFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), authorization: new Headers(init?.headers).get('Authorization') };
    apiCalls.push(call);
    return apiAnswer(call);
  };
  const client = createAssessClient({
    apiBaseUrl: API_ORIGIN,
    supabaseUrl: server.url,
    supabaseAnonKey: server.anonKey,
    siteUrl: 'https://school.example',
    api: { fetch: apiFetch, storage: null },
    auth: { fetch: server.fetch, storage: new MemoryStorage() },
  });
  clients.push(client);
  return { server, client, apiCalls };
}

const clients: AssessClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createAssessClient', () => {
  test('backend calls carry the signed-in user’s access token, and none once signed out', async () => {
    const { server, client, apiCalls } = startClient(() => json([{ id: 'a1' }]));
    server.addUser('ann@school.example', 'Secret-2026');
    const session = await client.auth.signIn('ann@school.example', 'Secret-2026');

    await client.api.get('/assessments/', { fresh: true });
    expect(apiCalls.at(-1)).toEqual({ url: `${API_ORIGIN}/api/assessments/`, authorization: `Bearer ${session.access_token}` });

    await client.auth.signOut();
    await client.api.get('/assessments/', { fresh: true });
    expect(apiCalls.at(-1)?.authorization).toBeNull();
  });

  test('a 401 from the backend signs the user out and the call returns nothing', async () => {
    const { server, client } = startClient(() => json({ detail: 'Not authenticated' }, 401));
    server.addUser('ann@school.example', 'Secret-2026');
    await client.auth.signIn('ann@school.example', 'Secret-2026');
    expect($session.get().status).toBe('signed-in');

    await expect(client.api.get('/assessments/')).resolves.toBeUndefined();
    await expect.poll(() => $session.get().status).toBe('signed-out');
  });

  test('invitations are verified through the product API under /api', async () => {
    const { client, apiCalls } = startClient(() => json({ email: 'sam@school.example', student_name: 'Sam Lee' }));
    const invitation = await client.auth.verifyInvitation('INV123');
    expect(apiCalls.at(-1)?.url).toBe(`${API_ORIGIN}/api/students/invitation/INV123`);
    expect(invitation).toMatchObject({ email: 'sam@school.example', student_name: 'Sam Lee' });
  });
});
