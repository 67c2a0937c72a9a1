/** What the host needs to know at start-up: where the auth service and the product API are. */
export interface AppConfig {
  /** The auth service's address (our server or a Supabase project). */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The product backend's origin; requests go to apiBaseUrl + '/api'. Empty means this site's origin. */
  apiBaseUrl: string;
}

/** The configuration as read from /config.json or the build's environment, before it is checked. */
export interface RawAppConfig {
  supabaseUrl?: unknown;
  supabaseAnonKey?: unknown;
  apiBaseUrl?: unknown;
}

export type ConfigCheck =
  | { ok: true; config: AppConfig; warnings: string[] }
  | { ok: false; reasons: string[] };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the configuration (spec 01 §8): a missing or invalid auth-service address or key stops the app with
 * the reasons; a doubtful API address only warns and falls back to this site's origin.
 */
export function checkAppConfig(raw: RawAppConfig, origin: string, warnings: readonly string[] = []): ConfigCheck {
  const reasons: string[] = [];
  const notes = [...warnings];
  const supabaseUrl = text(raw.supabaseUrl) || origin;
  const supabaseAnonKey = text(raw.supabaseAnonKey);
  if (!isHttpUrl(supabaseUrl)) reasons.push(`The auth service address "${supabaseUrl}" is not an http or https URL.`);
  if (!supabaseAnonKey) reasons.push('The auth service key (anon key) is missing.');

  let apiBaseUrl = text(raw.apiBaseUrl);
  if (apiBaseUrl && !isHttpUrl(apiBaseUrl)) {
    notes.push(`The API address "${apiBaseUrl}" is not an http or https URL; this site's address is used instead.`);
    apiBaseUrl = '';
  }

  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    config: { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey, apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') },
    warnings: notes,
  };
}
