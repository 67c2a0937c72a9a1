import { checkAppConfig, type ConfigCheck, type RawAppConfig } from './app-config.ts';

/** The server publishes the runtime configuration here, so one build serves any deployment. */
export const CONFIG_PATH = '/config.json';

/** Values baked in at build time; /config.json wins over them field by field. */
export function buildTimeConfig(env: Record<string, unknown> = import.meta.env): RawAppConfig {
  return {
    supabaseUrl: env.VITE_SUPABASE_URL,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
    apiBaseUrl: env.VITE_API_BASE_URL,
  };
}

function present(raw: RawAppConfig): RawAppConfig {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<{ raw: RawAppConfig; warning?: string }> {
  try {
    const response = await fetchImpl(CONFIG_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return { raw: {}, warning: `${CONFIG_PATH} could not be loaded (status ${response.status}).` };
    // A single-page fall-back answers unknown paths with index.html: only a JSON object counts.
    const body: unknown = await response.json().catch(() => null);
    if (!body || typeof body !== 'object') return { raw: {}, warning: `${CONFIG_PATH} is not a JSON object.` };
    return { raw: body as RawAppConfig };
  } catch {
    return { raw: {}, warning: `${CONFIG_PATH} could not be loaded.` };
  }
}

/** Reads /config.json, falls back to the build's values and this site's origin, and checks the result. */
export async function loadAppConfig(options: { fetch?: typeof fetch; origin?: string; env?: Record<string, unknown> } = {}): Promise<ConfigCheck> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const origin = options.origin ?? window.location.origin;
  const fromBuild = present(buildTimeConfig(options.env));
  const runtime = await fetchRuntimeConfig(fetchImpl);
  const merged = { ...fromBuild, ...present(runtime.raw) };
  const check = checkAppConfig(merged, origin, runtime.warning ? [runtime.warning] : []);
  if (!check.ok && runtime.warning) return { ok: false, reasons: [runtime.warning, ...check.reasons] };
  return check;
}
