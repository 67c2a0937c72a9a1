import { describe, expect, it, vi } from 'vitest';
import { checkAppConfig } from './app-config.ts';
import { CONFIG_PATH, loadAppConfig } from './load-config.ts';

const origin = 'https://school.example';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('checkAppConfig', () => {
  it('defaults the auth address and API to this origin and needs a key', () => {
    expect(checkAppConfig({ supabaseAnonKey: 'anon' }, origin)).toEqual({
      ok: true,
      config: { supabaseUrl: origin, supabaseAnonKey: 'anon', apiBaseUrl: '' },
      warnings: [],
    });
  });

  it('stops on a missing key or an auth address that is not http(s), with every reason', () => {
    expect(checkAppConfig({ supabaseUrl: 'ftp://auth' }, origin)).toEqual({
      ok: false,
      reasons: ['The auth service address "ftp://auth" is not an http or https URL.', 'The auth service key (anon key) is missing.'],
    });
  });

  it('only warns about a bad API address and uses this origin instead', () => {
    const check = checkAppConfig({ supabaseAnonKey: 'anon', apiBaseUrl: 'not a url' }, origin);
    expect(check.ok && check.config.apiBaseUrl).toBe('');
    expect(check.ok && check.warnings).toEqual(['The API address "not a url" is not an http or https URL; this site\'s address is used instead.']);
  });
});

describe('loadAppConfig', () => {
  it(`reads ${CONFIG_PATH}, whose values win over the build's`, async () => {
    const fetch = vi.fn(async () => json({ supabaseUrl: 'https://auth.example/', supabaseAnonKey: 'runtime' }));
    const check = await loadAppConfig({ fetch, origin, env: { VITE_SUPABASE_ANON_KEY: 'built', VITE_API_BASE_URL: 'https://api.example' } });
    expect(fetch).toHaveBeenCalledWith(CONFIG_PATH, expect.anything());
    expect(check).toEqual({ ok: true, config: { supabaseUrl: 'https://auth.example', supabaseAnonKey: 'runtime', apiBaseUrl: 'https://api.example' }, warnings: [] });
  });

  it('warns when /config.json is missing but the build has a key', async () => {
    const fetch = vi.fn(async () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const check = await loadAppConfig({ fetch, origin, env: { VITE_SUPABASE_ANON_KEY: 'built' } });
    expect(check).toEqual({ ok: true, config: { supabaseUrl: origin, supabaseAnonKey: 'built', apiBaseUrl: '' }, warnings: ['/config.json is not a JSON object.'] });
  });

  it('stops when neither /config.json nor the build has a key', async () => {
    const fetch = vi.fn(async () => json({ detail: 'Not Found' }, 404));
    expect(await loadAppConfig({ fetch, origin, env: {} })).toEqual({
      ok: false,
      reasons: ['/config.json could not be loaded (status 404).', 'The auth service key (anon key) is missing.'],
    });
  });
});
